import { Link } from '../../design-system/index.ts';
import { styled } from '../../design-system/stitches.config.ts';
import type { RichBlock, RichInline } from '../../domain/content/rich-text.ts';
import { Paragraph } from '../../design-system/PageLayout/index.ts';

// A subheading reached from a table of contents or a shared link keeps clear of the top edge.
const Subheading = styled('h2', { margin: 0, marginBlockStart: '$4', typeRole: 'h3', scrollMarginTop: '$5' });
const List = styled('ul', { margin: 0, paddingInlineStart: '$6', display: 'grid', gap: '$2', textPreset: 18 });

function Inlines({ content }: { content: RichInline[] }) {
  return content.map((piece, index) =>
    piece.kind === 'link' ? (
      <Link key={index} href={piece.href}>
        {piece.text}
      </Link>
    ) : (
      piece.text
    ),
  );
}

/** Long text in the light markup (domain/content/rich-text.ts): subheadings, paragraphs, lists, links to the site. */
export function RichText({ blocks, subheading = 'h2' }: { blocks: RichBlock[]; subheading?: 'h2' | 'h3' }) {
  return blocks.map((block, index) => {
    if (block.kind === 'heading')
      return (
        <Subheading key={index} as={subheading} id={block.id}>
          {block.text}
        </Subheading>
      );
    if (block.kind === 'list')
      return (
        <List key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>
              <Inlines content={item} />
            </li>
          ))}
        </List>
      );
    return (
      <Paragraph key={index}>
        <Inlines content={block.content} />
      </Paragraph>
    );
  });
}
