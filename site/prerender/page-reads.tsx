// What a page read of the CMS while it was rendered (the loaders' `reads`, domain/content/
// dependencies.ts), written into its HTML for the step after the render to take out: the build
// keeps every page's in build/server/page-reads.json, the server its re-rendered pages' own, and
// a change in the CMS re-renders the pages that read it (server/live/).
import { useMatches } from 'react-router';
import type { ContentKey } from '../../domain/content/dependencies.ts';

const PAGE_READS = /<script type="application\/json" data-page-reads="">([\s\S]*?)<\/script>/;

export function PageReads() {
  const reads = useMatches().flatMap((match) => (match.loaderData as { reads?: ContentKey[] } | undefined)?.reads ?? []);
  const json = JSON.stringify([...new Set(reads)].sort()).replace(/</g, '\\u003c');
  return <script type="application/json" data-page-reads="" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The page without its reads, and the reads (none for a page that has no such script). */
export function takePageReads(html: string): { html: string; reads: ContentKey[] } {
  const match = PAGE_READS.exec(html);
  if (!match) return { html, reads: [] };
  return { html: html.replace(match[0], ''), reads: JSON.parse(match[1]!) as ContentKey[] };
}
