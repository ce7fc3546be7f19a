import type { Thing } from './structured-data.ts';

/**
 * The page's structured data (its loader's, page-kinds.ts `thingsOf`) as one
 * `<script type="application/ld+json">`, at the end of its main content rather than in the head:
 * search engines read it anywhere, and the first screen's bytes stay the first screen's. `<` is
 * escaped, so no text can close the element.
 */
export function StructuredData({ things }: { things: readonly Thing[] }) {
  if (things.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(things).replace(/</g, '\\u003c') }} />;
}
