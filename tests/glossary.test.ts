import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../domain/constants.ts';
import { glossaryMisses } from '../domain/i18n/glossary.ts';

const ROOT = join(import.meta.dirname, '..');
const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as unknown;

/** Every string in a tree, with where it is ("nav.0.label"). */
function* strings(value: unknown, at = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${at}.${index}`);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, at ? `${at}.${key}` : key);
}

/** A locale's texts: its catalog, and the CMS's seeded records in it (a file of its own, or the shared files' records in its language). */
function textsOf(locale: Locale): Array<[string, string]> {
  const texts = [...strings(json(`domain/i18n/catalogs/${locale}.json`), '')].map(([at, text]) => [`catalogs/${locale}.json ${at}`, text] as [string, string]);
  // Reviews are the learners' own words, not the site's.
  for (const file of readdirSync(join(ROOT, 'content')).filter((name) => name.endsWith('.json') && name !== 'reviews.json')) {
    const own = file.endsWith(`.${locale}.json`);
    // Another locale's file is its own; a shared file (one for every locale) holds records in each.
    if (!own && /\.(en|es|pt|uk)\.json$/.test(file)) continue;
    const records = json(`content/${file}`);
    if (!own && !Array.isArray(records)) continue;
    const mine = own ? records : (records as Array<Record<string, unknown>>).filter((record) => (record.language ?? record.locale) === locale);
    for (const [at, text] of strings(mine)) texts.push([`content/${file} ${at}`, text]);
  }
  return texts;
}

describe('one term per concept', () => {
  it.each(LOCALES)('%s: the catalog and the CMS seed use the glossary’s terms', (locale) => {
    const misses = textsOf(locale).flatMap(([where, text]) => glossaryMisses(text, locale).map(({ term, found }) => `${where}: "${found}" (say "${term}")`));
    expect(misses).toEqual([]);
  });

  it('finds a variant in any form, and leaves addresses alone', () => {
    expect(glossaryMisses('Join our Group Classes today', 'en')).toEqual([{ term: 'group lessons', found: 'Group Classes' }]);
    expect(glossaryMisses('Reserva tu clase en grupo', 'es')).toEqual([{ term: 'clases grupales', found: 'clase en grupo' }]);
    expect(glossaryMisses('Haz la prueba de nivel', 'es')).toEqual([{ term: 'test de nivel', found: 'prueba de nivel' }]);
    expect(glossaryMisses('Розклад групових занять', 'uk')).toEqual([{ term: 'групові уроки', found: 'групових занять' }]);
    expect(glossaryMisses('See /group-lessons and https://example.com/group-lessons', 'en')).toEqual([]);
    expect(glossaryMisses('Групові уроки щотижня', 'uk')).toEqual([]);
  });
});
