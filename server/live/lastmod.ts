// When a page's content last changed (issue 66: a sitemap's <lastmod>, which search engines use
// to decide what to crawl again, from the content, not the build). A page's fingerprint is what it
// says: its title, description, and the text, links and images of its main content, without the
// build's asset names and hashes; the store moves a page's changed_at only when it changes, so a
// deploy that renders every page again moves none.
import { createHash } from 'node:crypto';

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** What a page says, as a hash that another build's render of the same content shares. */
export function pageFingerprint(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? /<body\b[\s\S]*<\/body>/.exec(html)?.[0] ?? html;
  const content = main.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/g, ' ');
  // Where it links and what it shows (a new image, a changed link), but not the build's own files.
  const references = [...content.matchAll(/\s(?:alt|href|src)="([^"]*)"/g)].map((match) => match[1]!).filter((value) => !value.includes('/assets/'));
  const text = content.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return hash([title, description, text, ...references].join('\n'));
}

/** A file's fingerprint: all of it. */
export const fileFingerprint = (body: string) => hash(body);

/**
 * A sitemap with each <url>'s <lastmod>: when the page at its <loc> last changed, as the store
 * knows it (W3C datetime, to the second); a page it has no date for gets none.
 */
export function withLastmod(xml: string, changedAt: (path: string) => Date | undefined): string {
  return xml.replace(/^([ \t]*)<loc>([^<]+)<\/loc>$/gm, (line, indent: string, url: string) => {
    let path: string;
    try {
      path = new URL(url.replace(/&amp;/g, '&')).pathname;
    } catch {
      return line;
    }
    const at = changedAt(path);
    return at ? `${line}\n${indent}<lastmod>${at.toISOString().slice(0, 19)}Z</lastmod>` : line;
  });
}
