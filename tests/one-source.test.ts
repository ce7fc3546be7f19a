// Each concept declared once (issue 44): where a list cannot import its source (the CMS's
// JavaScript, the design system's drawings), it is checked against it here, and a difference names
// what is missing where. The CMS's enumerations (locales, popup kinds, icons, categories, topics)
// are made from the site's own lists with the rest of its schema files (domain/cms-model.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../domain/constants.ts';
import { STORES } from '../domain/content/footer.ts';
import { FEATURE_ICONS } from '../domain/content/sections.ts';
import { FEATURE_ICON_NAMES, STORES as STORE_BUTTONS } from '../design-system/index.ts';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** What `expected` has that `actual` lacks, and the other way round, said for a person. */
function differences(what: string, where: string, expected: readonly string[], actual: readonly string[]) {
  const missing = expected.filter((value) => !actual.includes(value));
  const extra = actual.filter((value) => !expected.includes(value));
  return [...missing.map((value) => `${where} lacks the ${what} "${value}"`), ...extra.map((value) => `${where} has the ${what} "${value}", which is not one`)];
}

describe('one source for each concept', () => {
  it("the locales: the CMS's seed is the site's (domain/constants.ts LOCALES)", () => {
    const seeded = /const LOCALES = \[([^\]]*)\]/.exec(read('cms/src/seed.js'))?.[1]?.match(/[a-z]{2}/g) ?? [];
    expect(differences('locale', 'cms/src/seed.js LOCALES', LOCALES, seeded)).toEqual([]);
  });

  it('the feature icons and the stores an editor may pick: the design system draws each (domain/content)', () => {
    expect([
      ...differences('feature icon', 'design-system FeatureIcon', FEATURE_ICONS, FEATURE_ICON_NAMES),
      ...differences('store', 'design-system StoreButton', STORES, STORE_BUTTONS),
    ]).toEqual([]);
  });
});
