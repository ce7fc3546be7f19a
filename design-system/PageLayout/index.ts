export { PageColumn, PageHeading, PageLead, Paragraph, SectionHeading, SmallPrint } from './PageLayout.ts';
