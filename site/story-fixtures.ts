// Content for the site's stories: the seeded CMS records, validated as the client validates them.
import enFooters from '../content/footers.en.json';
import ukFooters from '../content/footers.uk.json';
import { FooterSchema, validate, type Footer } from './platform/content/schemas.ts';
import type { Locale } from './platform/constants.ts';

function footerFixture(record: unknown, locale: Locale): Footer {
  const result = validate(FooterSchema, { id: 1, documentId: `footer-${locale}`, ...(record as object), locale });
  if (!result.ok) throw new Error(`content/footers.${locale}.json: ${result.reason}`);
  return result.value;
}

export const FOOTERS = { en: footerFixture(enFooters[0], 'en'), uk: footerFixture(ukFooters[0], 'uk') } as const;
