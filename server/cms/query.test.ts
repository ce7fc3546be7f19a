import { CmsError } from './errors.ts';
import type { CollectionModel, Entry } from './model.ts';
import { parseQueryString, runQuery } from './query.ts';

const model: CollectionModel = {
  pluralName: 'banners',
  localized: true,
  attributes: {
    id: { type: 'integer' },
    documentId: { type: 'string' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
    publishedAt: { type: 'datetime' },
    locale: { type: 'string' },
    slug: { type: 'string' },
    title: { type: 'string' },
    priority: { type: 'integer' },
    isDisabled: { type: 'boolean' },
    countries: { type: 'text' },
    urlsToInclude: { type: 'json' },
    button: { type: 'component', target: { id: { type: 'integer' }, label: { type: 'string' }, href: { type: 'string' }, icon: { type: 'media', target: { url: { type: 'string' } } } } },
    tags: { type: 'component', repeatable: true, target: { id: { type: 'integer' }, name: { type: 'string' } } },
  },
};

const entry = (id: number, fields: Record<string, unknown>): Entry => ({
  id,
  documentId: `doc${id}`,
  createdAt: `2026-01-0${id}T00:00:00.000Z`,
  updatedAt: `2026-02-0${10 - id}T00:00:00.000Z`,
  publishedAt: '2026-01-01T00:00:00.000Z',
  locale: 'en',
  ...fields,
});

const entries: Entry[] = [
  entry(1, { slug: 'ready-to-learn-en', title: 'Ready to learn', priority: 2, isDisabled: false, countries: 'DE,AT,CH', urlsToInclude: ['*'], button: { label: 'Start', href: '/funnels/onboarding', icon: { url: '/i.svg' } }, tags: [{ id: 7, name: 'onboarding' }] }),
  entry(2, { slug: 'winter-sale-en', title: 'Winter Sale', priority: 1, isDisabled: true, countries: 'US', urlsToInclude: ['/blog/*'], button: null, tags: [] }),
  entry(3, { slug: 'app-banner-en', title: 'Get the app', priority: 3, isDisabled: false, countries: null, urlsToInclude: [], button: null, tags: [{ id: 8, name: 'app' }, { id: 9, name: 'onboarding' }] }),
  { ...entry(4, { slug: 'ready-to-learn-uk', title: 'Готові вчитися', priority: 1 }), locale: 'uk' },
  { ...entry(5, { slug: 'draft-en', title: 'Draft', priority: 9 }), publishedAt: null },
];

const options = { locales: ['en', 'es', 'pt', 'uk'], defaultLocale: 'en' };
const run = (search: string) => runQuery(model, entries, parseQueryString(search), options);
const ids = (search: string) => run(search).data.map((item) => item.id);
const error = (search: string) => {
  try {
    run(search);
  } catch (caught) {
    if (caught instanceof CmsError) return caught.toBody();
    throw caught;
  }
  throw new Error('expected a CmsError');
};

describe('locale and status', () => {
  it('returns published entries of the default locale', () => expect(ids('')).toEqual([1, 2, 3]));
  it('selects the locale', () => expect(ids('locale=uk')).toEqual([4]));
  it('lists every document as a draft for status=draft, as Draft & Publish does', () => {
    expect(ids('status=draft')).toEqual([1, 2, 3, 5]);
    expect(run('status=draft').data.every((item) => item.publishedAt === null)).toBe(true);
  });
  it('lists nothing for a well-formed locale it does not have', () => expect(ids('locale=xx')).toEqual([]));
  it('lists every locale for *', () => expect(ids('locale=*')).toEqual([1, 2, 3, 4]));
  it('rejects a malformed locale or status as Strapi does', () => {
    expect(error('locale=123').error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: "Invalid parameter at 'locale'. Locale must be a valid BCP 47 format (e.g. en, en-US, zh-Hans).",
    });
    expect(error('status=nope').error.message).toBe("Invalid parameter at 'status'. Expected 'published' or 'draft', received: nope");
  });
});

describe('filters: $eq and $contains, the operators the site sends', () => {
  it.each([
    ['filters[slug][$eq]=winter-sale-en', [2]],
    ['filters[slug]=winter-sale-en', [2]],
    ['filters[title][$contains]=Sale', [2]],
    ['filters[title][$contains]=sale', []],
    ['filters[countries][$contains]=AT', [1]],
    ['filters[isDisabled][$eq]=false', [1, 3]],
    ['filters[urlsToInclude][$contains]=/blog/', [2]],
  ])('%s', (search, expected) => expect(ids(search)).toEqual(expected));

  it.each([
    ['filters[nope][$eq]=1', 'Invalid key nope', null],
    ['filters[slug][$regex]=x', 'Invalid key $regex at slug', 'slug'],
    ['filters[$xor][0][slug]=x', 'Invalid key $xor', null],
    // Strapi's other operators: the site sends none of them, so the local service refuses them plainly.
    ['filters[slug][$ne]=x', 'Invalid key $ne at slug', 'slug'],
    ['filters[slug][$in][0]=x', 'Invalid key $in at slug', 'slug'],
    ['filters[title][$containsi]=x', 'Invalid key $containsi at title', 'title'],
    ['filters[countries][$null]=true', 'Invalid key $null at countries', 'countries'],
    ['filters[$or][0][slug]=x', 'Invalid key $or', null],
    ['filters[tags][name][$eq]=x', 'Invalid key tags', 'tags'],
  ])('%s is a 400: %s', (search, message, path) => {
    expect(error(search)).toEqual({
      data: null,
      error: { status: 400, name: 'ValidationError', message, details: expect.objectContaining({ source: 'query', param: 'filters', path }) },
    });
  });

  it('is a 400 for filters that are not an object', () => expect(error('filters=slug').error).toMatchObject({ status: 400, name: 'ValidationError', message: 'Invalid filters' }));

  it('reads booleans as Strapi does: t/1/true, f/0/false, anything else by its truthiness', () => {
    expect(ids('filters[isDisabled]=f')).toEqual([1, 3]);
    expect(ids('filters[isDisabled]=maybe')).toEqual([2]);
  });

  it.each(['filters[priority][$eq]=high', 'filters[id][$eq]=abc'])('answers %s with a 400 in Strapi\'s shape (Strapi 5.54 answers 500)', (query) => {
    const key = /filters\[(\w+)\]/.exec(query)![1];
    expect(error(query)).toEqual({ data: null, error: { status: 400, name: 'ValidationError', message: `Invalid value for ${key}: expected a number`, details: {} } });
  });
});

describe('sort', () => {
  it.each([
    ['sort=priority', [2, 1, 3]],
    ['sort=priority:desc', [3, 1, 2]],
    ['sort=updatedAt:desc', [1, 2, 3]],
    ['sort[0]=isDisabled:asc&sort[1]=priority:desc', [3, 1, 2]],
    ['sort=isDisabled,priority:desc', [3, 1, 2]],
  ])('%s', (search, expected) => expect(ids(search)).toEqual(expected));
  it('rejects an unknown field and order', () => {
    expect(error('sort=nope').error.message).toBe('Invalid key nope');
    expect(error('sort=priority:up').error.status).toBe(400);
  });
});

describe('pagination', () => {
  it('defaults to page 1 of 25', () => expect(run('').meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 3 }));
  it('pages', () => {
    const result = run('pagination[page]=2&pagination[pageSize]=2&sort=id');
    expect(result.data.map((item) => item.id)).toEqual([3]);
    expect(result.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 3 });
  });
  it.each([
    ['pagination[pageSize]=-1', { page: 1, pageSize: 1, pageCount: 3, total: 3 }],
    ['pagination[pageSize]=0', { page: 1, pageSize: 1, pageCount: 3, total: 3 }],
    ['pagination[pageSize]=1000', { page: 1, pageSize: 100, pageCount: 1, total: 3 }],
    ['pagination[pageSize]=abc', { page: 1, pageSize: 100, pageCount: 1, total: 3 }],
    ['pagination[page]=0', { page: 1, pageSize: 25, pageCount: 1, total: 3 }],
    ['pagination[page]=9', { page: 9, pageSize: 25, pageCount: 1, total: 3 }],
  ])('clamps %s as Strapi does', (search, meta) => expect(run(search).meta.pagination).toEqual(meta));
  it.each([
    ['pagination[page]=abc', "Invalid parameter at 'start'. Expected integer >= 0, received: NaN"],
    ['pagination[page]=1.5', "Invalid parameter at 'start'. Expected integer >= 0, received: 12.5"],
  ])('refuses %s', (search, message) => expect(error(search).error).toEqual({ status: 400, name: 'ValidationError', message, details: {} }));
  it('refuses offset pagination, which the site does not send', () => {
    expect(error('pagination[start]=0&pagination[limit]=2').error).toMatchObject({ status: 400, message: 'Invalid key start' });
  });
});

describe('fields and populate', () => {
  it('returns scalars only, without relations, media or components, by default', () => {
    const [first] = run('filters[id]=1').data;
    expect(first).toMatchObject({ id: 1, documentId: 'doc1', slug: 'ready-to-learn-en' });
    expect(run('filters[id]=4&locale=uk').data[0]).toMatchObject({ countries: null, isDisabled: null }); // every attribute, null when empty
    expect(first).not.toHaveProperty('button');
    expect(first).not.toHaveProperty('tags');
  });
  it('keeps only the asked fields plus id and documentId', () => {
    expect(run('filters[id]=1&fields[0]=slug').data[0]).toEqual({ id: 1, documentId: 'doc1', slug: 'ready-to-learn-en' });
  });
  it('populates everything one level deep with *', () => {
    const [first] = run('filters[id]=1&populate=*').data;
    expect(first).toMatchObject({ button: { label: 'Start', href: '/funnels/onboarding' }, tags: [{ id: 7, name: 'onboarding' }] });
    expect(first!.button).not.toHaveProperty('icon');
  });
  it('populates nested attributes by object or dot path', () => {
    const nested = run('filters[id]=1&populate[button][populate]=*').data[0];
    expect(nested).toMatchObject({ button: { icon: { url: '/i.svg' } } });
    expect(run('filters[id]=1&populate[0]=button.icon').data[0]).toMatchObject({ button: { icon: { url: '/i.svg' } } });
    expect(run('filters[id]=1&populate[button][fields][0]=label').data[0]!.button).toEqual({ id: null, label: 'Start' });
  });
  it('rejects unknown or scalar names', () => {
    expect(error('populate=nope').error).toMatchObject({ message: 'Invalid key nope', details: { key: 'nope', path: 'nope', source: 'query', param: 'populate' } });
    expect(error('populate=slug').error.message).toBe('Invalid key slug');
    expect(error('fields[0]=button').error.message).toBe('Invalid key button');
  });
});

it('rejects unknown top-level parameters (e.g. v4 publicationState)', () => {
  expect(error('publicationState=live').error).toEqual({
    status: 400,
    name: 'ValidationError',
    message: 'Invalid key publicationState',
    details: { key: 'publicationState', path: null, source: 'query', param: 'publicationState' },
  });
});

describe('the query is checked before any data is read', () => {
  it.each([
    ['filters[slug]=none&populate=nope', 'Invalid key nope'],
    ['filters[slug]=none&fields[0]=nope', 'Invalid key nope'],
    ['filters[slug]=none&filters[nope]=1', 'Invalid key nope'],
    ['filters[slug]=none&populate[button][nope]=1', 'Invalid key nope at button'],
    ['filters[slug]=none&populate[tags][filters][slug]=x', 'Invalid key filters at tags'],
    ['filters[slug]=none&filters[title][$contains][a]=b', 'Invalid value for title'],
  ])('%s is a 400 even when no entry matches', (search, message) => {
    expect(error(search).error).toMatchObject({ status: 400, message });
  });

  it('qs drops prototype keys before they reach the engine (allowPrototypes off, as in Strapi)', () => {
    expect(ids('filters[constructor]=x&filters[slug][toString]=x')).toEqual([1, 2, 3]);
  });

  it.each([
    ['{"filters":{"constructor":"x"}}', 'Invalid key constructor'],
    ['{"filters":{"slug":{"constructor":"x"}}}', 'Invalid key constructor at slug'],
    ['{"filters":{"slug":{"hasOwnProperty":"x"}}}', 'Invalid key hasOwnProperty at slug'],
    ['{"sort":"toString"}', 'Invalid key toString'],
    ['{"populate":"hasOwnProperty"}', 'Invalid key hasOwnProperty'],
  ])('given the object %s directly, prototype names are neither attributes nor operators', (json, message) => {
    expect(() => runQuery(model, entries, JSON.parse(json), options)).toThrow(message);
  });
});

describe('a dynamic zone (Strapi 5: populated with `on` fragments only)', () => {
  const zoneModel: CollectionModel = {
    pluralName: 'pages',
    localized: true,
    attributes: {
      ...model.attributes,
      sections: {
        type: 'dynamiczone',
        components: {
          'sections.hero': { id: { type: 'integer' }, heading: { type: 'string' }, cta: { type: 'component', target: { id: { type: 'integer' }, label: { type: 'string' } } } },
          'sections.text': { id: { type: 'integer' }, body: { type: 'text' } },
        },
      },
    },
  };
  const page = entry(1, {
    slug: 'home',
    sections: [
      { __component: 'sections.hero', id: 11, heading: 'Hello', cta: { id: 12, label: 'Start' } },
      { __component: 'sections.text', id: 13, body: 'Words' },
    ],
  });
  const run = (search: string) => runQuery(zoneModel, [page], parseQueryString(search), { locales: ['en'], defaultLocale: 'en' }).data[0]?.sections;

  it('is left out unless populated', () => {
    expect(run('')).toBeUndefined();
  });

  it('comes with each component and its own fields for populate=* or its name', () => {
    const shallow = [
      { __component: 'sections.hero', id: 11, heading: 'Hello' },
      { __component: 'sections.text', id: 13, body: 'Words' },
    ];
    expect(run('populate=*')).toEqual(shallow);
    expect(run('populate=sections')).toEqual(shallow);
  });

  it('gives only the components its fragments name', () => {
    expect(run('populate[sections][on][sections.text]=true')).toEqual([{ __component: 'sections.text', id: 13, body: 'Words' }]);
  });

  it('still takes the shared population of Strapi 4, for every component alike', () => {
    expect(run('populate[sections][populate]=*')).toEqual([
      { __component: 'sections.hero', id: 11, heading: 'Hello', cta: { id: 12, label: 'Start' } },
      { __component: 'sections.text', id: 13, body: 'Words' },
    ]);
  });

  it('populates inside a component as its fragment says', () => {
    expect(run('populate[sections][on][sections.hero][populate][cta]=true&populate[sections][on][sections.text]=true')).toEqual([
      { __component: 'sections.hero', id: 11, heading: 'Hello', cta: { id: 12, label: 'Start' } },
      { __component: 'sections.text', id: 13, body: 'Words' },
    ]);
  });

  it.each([
    ['an unknown component in a fragment', 'populate[sections][on][sections.nope]=true', 'nope'],
    ['a filter on the zone', 'filters[sections][heading][$eq]=Hello', 'sections'],
  ])('refuses %s with a 400', (_, search, key) => {
    expect(() => run(search)).toThrow(CmsError);
    try {
      run(search);
    } catch (error) {
      expect((error as CmsError).toBody().error.message).toContain(key);
    }
  });
});
