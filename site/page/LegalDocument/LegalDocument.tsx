import { Link } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { RichBlock } from '../../../domain/content/rich-text.ts';
import type { StorageTableView } from '../../../domain/legal/storage-table.ts';
import { PageColumn, PageHeading, PageLead, SectionHeading, SmallPrint } from '../../../design-system/PageLayout/index.ts';
import { RichText } from '../RichText.tsx';

export interface LegalDocumentProps {
  heading: string;
  summary: string;
  /** "Last updated 1 November 2026", in the page's locale. */
  updated: string;
  /** The name of the list of sections ("On this page"). */
  contentsLabel: string;
  /** A section may end with a table (the cookie policy's cookies and storage, built from the code). */
  sections: Array<{ id: string; heading: string; blocks: RichBlock[]; table?: StorageTableView }>;
}

const Contents = styled('nav', {
  padding: '$4 $5',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
  '& ol': { margin: 0, paddingInlineStart: '$5', display: 'grid', gap: '$1', textPreset: 16 },
});

// Footer links land on sections (#do-not-sell, #settings): keep the heading clear of the top edge.
const Section = styled('section', { display: 'grid', gap: '$3', scrollMarginTop: '$5' });

// Wider than a phone: the table scrolls inside a focusable region (keyboard users scroll it too), the page does not.
const TableRegion = styled('div', { overflowX: 'auto', borderRadius: '$md', border: '1px solid $border', '&:focus-visible': { focusRing: true } });
const Table = styled('table', {
  inlineSize: '100%',
  minInlineSize: 640,
  borderCollapse: 'collapse',
  textPreset: 'small',
  '& caption': { captionSide: 'top', textAlign: 'start', padding: '$3 $4', fontWeight: '$bold' },
  '& th, & td': { padding: '$3 $4', textAlign: 'start', verticalAlign: 'top', borderBlockStart: '1px solid $border' },
  '& thead th': { backgroundColor: '$surfaceMuted' },
  // The brand's font, not the system's monospace: names read as names, and snapshots stay deterministic.
  '& code': { fontFamily: 'inherit', fontWeight: '$bold', overflowWrap: 'anywhere' },
});
const Place = styled('span', { display: 'block', color: '$textMuted' });

function StorageTable({ table }: { table: StorageTableView }) {
  return (
    <TableRegion role="region" aria-label={table.caption} tabIndex={0}>
      <Table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.headings.name}</th>
            <th scope="col">{table.headings.purpose}</th>
            <th scope="col">{table.headings.lifetime}</th>
            <th scope="col">{table.headings.category}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={`${row.place} ${row.name}`}>
              <th scope="row">
                <code>{row.name}</code>
                <Place>{row.place}</Place>
              </th>
              <td>{row.purpose}</td>
              <td>{row.lifetime}</td>
              <td>{row.category}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

/** Terms, privacy and cookie policy: a heading, what the document is about, its sections. */
export function LegalDocument({ heading, summary, updated, contentsLabel, sections }: LegalDocumentProps) {
  return (
    <PageColumn as="article" reading>
      <PageHeading>{heading}</PageHeading>
      <PageLead>{summary}</PageLead>
      <SmallPrint>{updated}</SmallPrint>
      {sections.length > 2 ? (
        <Contents aria-label={contentsLabel}>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.heading}</Link>
              </li>
            ))}
          </ol>
        </Contents>
      ) : null}
      {sections.map((section) => (
        <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <SectionHeading id={`${section.id}-heading`}>{section.heading}</SectionHeading>
          <RichText blocks={section.blocks} subheading="h3" />
          {section.table ? <StorageTable table={section.table} /> : null}
        </Section>
      ))}
    </PageColumn>
  );
}
