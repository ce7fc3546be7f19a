import { styled } from '../../../design-system/stitches.config.ts';
import type { RichBlock } from '../../../domain/content/rich-text.ts';
import { PageColumn, PageHeading, PageLead, SectionHeading, SmallPrint } from '../layout.ts';
import { RichText } from '../RichText.tsx';

export interface LegalDocumentProps {
  heading: string;
  summary: string;
  /** "Last updated 1 November 2026", in the page's locale. */
  updated: string;
  sections: Array<{ id: string; heading: string; blocks: RichBlock[] }>;
}

// Footer links land on sections (#do-not-sell, #settings): keep the heading clear of the top edge.
const Section = styled('section', { display: 'grid', gap: '$3', scrollMarginTop: '$5' });

/** Terms, privacy and cookie policy: a heading, what the document is about, its sections. */
export function LegalDocument({ heading, summary, updated, sections }: LegalDocumentProps) {
  return (
    <PageColumn as="article" reading>
      <PageHeading>{heading}</PageHeading>
      <PageLead>{summary}</PageLead>
      <SmallPrint>{updated}</SmallPrint>
      {sections.map((section) => (
        <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <SectionHeading id={`${section.id}-heading`}>{section.heading}</SectionHeading>
          <RichText blocks={section.blocks} subheading="h3" />
        </Section>
      ))}
    </PageColumn>
  );
}
