// Each concept declared once (issue 44): where a list cannot import its source (the CMS's
// JavaScript and JSON), it is checked against it here, and a difference names what is missing
// where. The client's schemas against Strapi's, field by field, are tests/contract/model.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../domain/constants.ts';
import { POPUP_KINDS } from '../domain/content/popup-kinds.ts';
import { BLOG_CATEGORIES } from '../domain/content/blog.ts';
import { FAQ_TOPICS } from '../domain/content/collections.ts';
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

const enumOf = (path: string, attribute: string) => (JSON.parse(read(path)) as { attributes: Record<string, { enum?: string[] }> }).attributes[attribute]?.enum ?? [];

describe('one source for each concept', () => {
  it("the locales: the CMS's seed, the link's hreflang and a review's language are the site's (domain/constants.ts LOCALES)", () => {
    const seeded = /const LOCALES = \[([^\]]*)\]/.exec(read('cms/src/seed.js'))?.[1]?.match(/[a-z]{2}/g) ?? [];
    expect([
      ...differences('locale', 'cms/src/seed.js LOCALES', LOCALES, seeded),
      ...differences('locale', 'cms/src/components/shared/link.json hrefLang', LOCALES, enumOf('cms/src/components/shared/link.json', 'hrefLang')),
      ...differences('locale', 'cms/src/api/review/content-types/review/schema.json language', LOCALES, enumOf('cms/src/api/review/content-types/review/schema.json', 'language')),
    ]).toEqual([]);
  });

  it("the popup kinds: the CMS's popup type is the site's (domain/promotions/kinds.ts POPUP_KINDS)", () => {
    expect(differences('popup kind', 'cms/src/api/popup/content-types/popup/schema.json type', POPUP_KINDS, enumOf('cms/src/api/popup/content-types/popup/schema.json', 'type'))).toEqual([]);
  });

  it('the feature icons and the stores an editor may pick: the design system draws each (domain/content)', () => {
    expect([
      ...differences('feature icon', 'design-system FeatureIcon', FEATURE_ICONS, FEATURE_ICON_NAMES),
      ...differences('feature icon', 'cms/src/components/items/feature.json icon', FEATURE_ICONS, enumOf('cms/src/components/items/feature.json', 'icon')),
      ...differences('store', 'design-system StoreButton', STORES, STORE_BUTTONS),
    ]).toEqual([]);
  });

  it("the blog's categories: the CMS's are the site's (domain/content/blog.ts BLOG_CATEGORIES)", () => {
    expect(differences('blog category', 'cms/src/api/blog-post/content-types/blog-post/schema.json category', BLOG_CATEGORIES, enumOf('cms/src/api/blog-post/content-types/blog-post/schema.json', 'category'))).toEqual([]);
  });

  it("the FAQ's topics: the CMS's question and section are the site's (domain/content/collections.ts FAQ_TOPICS)", () => {
    expect([
      ...differences('FAQ topic', 'cms/src/api/faq/content-types/faq/schema.json topic', FAQ_TOPICS, enumOf('cms/src/api/faq/content-types/faq/schema.json', 'topic')),
      ...differences('FAQ topic', 'cms/src/components/sections/faq.json topic', FAQ_TOPICS, enumOf('cms/src/components/sections/faq.json', 'topic')),
    ]).toEqual([]);
  });
});
