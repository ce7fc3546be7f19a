// The light markup of long texts (blog posts, legal documents): paragraphs split by a blank line,
// `## ` subheadings, `- ` lists, and `[text](/path)` links to the site's own pages. Parsed once where
// the text enters, so a component renders typed blocks and never a string of markup. Anything else
// is kept as the text it is: a link to another site reads as its words, and `onMarkup` says why.

export type RichInline = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };
export type RichBlock =
  | { kind: 'paragraph'; content: RichInline[] }
  | { kind: 'heading'; text: string; id: string }
  | { kind: 'list'; items: RichInline[][] };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
/** A path on this site: one leading slash, no scheme, no protocol-relative `//host`. */
const SITE_PATH = /^\/(?!\/)[^\s<>"'\\]*$/;

function inlines(text: string, onMarkup: (message: string) => void): RichInline[] {
  const content: RichInline[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, words, href] = match as unknown as [string, string, string];
    const before = text.slice(at, match.index);
    if (before) content.push({ kind: 'text', text: before });
    if (SITE_PATH.test(href)) content.push({ kind: 'link', text: words, href });
    else {
      onMarkup(`link to "${href}" is not a site path: shown as text`);
      content.push({ kind: 'text', text: words });
    }
    at = match.index + whole.length;
  }
  const rest = text.slice(at);
  if (rest) content.push({ kind: 'text', text: rest });
  return mergeTexts(content);
}

function mergeTexts(content: RichInline[]): RichInline[] {
  return content.reduce<RichInline[]>((merged, piece) => {
    const last = merged.at(-1);
    if (piece.kind === 'text' && last?.kind === 'text') merged[merged.length - 1] = { kind: 'text', text: last.text + piece.text };
    else merged.push(piece);
    return merged;
  }, []);
}

/** An anchor for a subheading: its words, lowercased, letters and digits of any script joined by dashes. */
export function headingId(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

/** The blocks of a text in the light markup; a repeated subheading gets a numbered anchor. */
export function parseRichText(body: string, onMarkup: (message: string) => void = () => {}): RichBlock[] {
  const ids = new Map<string, number>();
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): RichBlock => {
      if (block.startsWith('## ')) {
        const text = block.slice(3).replace(/\s+/g, ' ').trim();
        const base = headingId(text) || 'section';
        const seen = ids.get(base) ?? 0;
        ids.set(base, seen + 1);
        return { kind: 'heading', text, id: seen ? `${base}-${seen + 1}` : base };
      }
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) return { kind: 'list', items: lines.map((line) => inlines(line.slice(2).trim(), onMarkup)) };
      return { kind: 'paragraph', content: inlines(lines.join(' '), onMarkup) };
    });
}

/** The words a reader reads, for a reading time. */
export function wordCount(blocks: RichBlock[]): number {
  const texts = blocks.flatMap((block) => {
    if (block.kind === 'heading') return [block.text];
    const pieces = block.kind === 'list' ? block.items.flat() : block.content;
    return pieces.map((piece) => piece.text);
  });
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}
