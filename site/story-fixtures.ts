// Content for the site's stories: the seeded CMS records, validated as the client validates them.
import enFooters from '../content/footers.en.json';
import ukFooters from '../content/footers.uk.json';
import enHeaders from '../content/headers.en.json';
import ukHeaders from '../content/headers.uk.json';
import { FooterSchema, HeaderSchema, validate, type Footer, type Header } from '../domain/content/schemas.ts';
import type { GenericSchema } from 'valibot';
import type { Locale } from '../domain/constants.ts';

function fixture<T>(schema: GenericSchema<unknown, T>, collection: string, record: unknown, locale: Locale): T {
  const result = validate(schema, { id: 1, documentId: `${collection}-${locale}`, ...(record as object), locale });
  if (!result.ok) throw new Error(`content/${collection}.${locale}.json: ${result.reason}`);
  return result.value;
}

export const FOOTERS: Record<'en' | 'uk', Footer> = {
  en: fixture(FooterSchema, 'footers', enFooters[0], 'en'),
  uk: fixture(FooterSchema, 'footers', ukFooters[0], 'uk'),
};

export const HEADERS: Record<'en' | 'uk', Header> = {
  en: fixture(HeaderSchema, 'headers', enHeaders[0], 'en'),
  uk: fixture(HeaderSchema, 'headers', ukHeaders[0], 'uk'),
};
