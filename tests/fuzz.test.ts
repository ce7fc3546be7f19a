// Issue #4: malformed CMS records and queries never throw, never 500, never yield an unsafe link.
import { join } from 'node:path';
import { HOSTILE_HREFS } from '../design-system/Link/hostile-hrefs.ts';
import { toSafeHref } from '../design-system/Link/safe-href.ts';
import { mediaKind } from '../design-system/Media/media-kind.ts';
import { handleCmsRequest } from '../server/cms/handler.ts';
import { loadContent } from '../server/cms/store.ts';
import { BannerSchema, FooterSchema, LinkSchema, TimerCtaSchema, validate } from '../domain/content/schemas.ts';
import { countdownState, footerAddress, isLinkVisible, matchUrlTargeting, showsCookieLink } from '../domain/rules/index.ts';
import { resolveCmsColor } from '../tokens/index.ts';

/** mulberry32: a small seeded PRNG, so a failure reproduces. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(20261121);
const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const JUNK: unknown[] = [
  null, undefined, true, false, 0, -1, 1e308, Number.NaN, Infinity, '', ' ', 'x'.repeat(100_000), '💥'.repeat(500),
  'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>',
  'vbscript:x', '//evil.example', '/\\evil', '<img src=x onerror=alert(1)>', '../../etc/passwd', '*', '**********a', [],
  [null], ['*', 42], {}, { name: 'Chartreuse', opacity: 'lots' }, { name: 'Purple', opacity: -1e9 }, { __proto__: { polluted: true } },
  { name: '__proto__' }, '2026-13-45T99:99:99Z', '1970-01-01T00:00:00.000Z', 'DE,AT', 'eu', 'no_auth', 'california', 'no',
  ...HOSTILE_HREFS,
];

function mutate(value: unknown, depth = 0): unknown {
  if (depth > 3 || random() < 0.3) return pick(JUNK);
  if (Array.isArray(value)) return value.map((item) => mutate(item, depth + 1)).concat(random() < 0.2 ? [pick(JUNK)] : []);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (random() < 0.15) continue; // missing field
      out[key] = random() < 0.5 ? mutate(item, depth + 1) : item;
    }
    if (random() < 0.1) out[`extra${Math.floor(random() * 9)}`] = pick(JUNK);
    return out;
  }
  return random() < 0.6 ? pick(JUNK) : value;
}

const store = loadContent(join(import.meta.dirname, '..', 'content'));
const seeds = {
  banners: store.get('banners')!,
  footers: store.get('footers')!,
  ctas: store.get('timer-ctas')!,
};

describe('the hostile href corpus', () => {
  it.each(HOSTILE_HREFS.map((href) => [JSON.stringify(href).slice(0, 60), href] as const))('%s is not a link', (_name, href) => {
    const safe = toSafeHref(href);
    // Either refused, or (a relative path such as "&#106;avascript:…") a path on this site.
    if (safe) expect(new URL(safe.href, 'https://www.lingo.example/').origin).toBe('https://www.lingo.example');
  });
});

describe('fuzz: malformed CMS records', () => {
  it('1,500 malformed records pass validation and every rule without a throw or an unsafe link', () => {
    let rejected = 0;
    for (let round = 0; round < 1_500; round++) {
      const kind = round % 3;
      const record = mutate(pick(kind === 0 ? seeds.banners : kind === 1 ? seeds.footers : seeds.ctas)) as Record<string, unknown> | null;
      const schema = kind === 0 ? BannerSchema : kind === 1 ? FooterSchema : TimerCtaSchema;
      const result = validate(schema as never, record);
      if (!result.ok) {
        rejected++;
        expect(result.reason).toMatch(/\S/);
      }
      const fields = (record ?? {}) as Record<string, unknown>;
      expect(typeof resolveCmsColor(fields.bgColor)).toBe('string');
      expect(typeof matchUrlTargeting(String(pick(JUNK)), fields.urlsToInclude, fields.urlsToExclude).show).toBe('boolean');
      expect(['hidden', 'running', 'ended']).toContain(countdownState(fields.timer as never, Date.parse('2026-12-01T00:00:00Z')).state);
      expect(typeof showsCookieLink(pick(JUNK))).toBe('boolean');
      footerAddress(fields as never, pick(JUNK));
      mediaKind((fields.media as { mime?: unknown } | null)?.mime);
      for (const link of [fields.button, fields.link, ...(Array.isArray(fields.socialLinks) ? fields.socialLinks : [])]) {
        const candidate = (link ?? {}) as Record<string, unknown>;
        expect(typeof isLinkVisible(candidate.visible, { country: pick(JUNK) as never, region: pick(JUNK) as never, isSignedIn: random() < 0.5 })).toBe('boolean');
        const safe = toSafeHref(candidate.href);
        if (safe) expect(safe.href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
        validate(LinkSchema, candidate);
      }
    }
    // The mutations must actually break things, or the fuzz proves nothing.
    expect(rejected).toBeGreaterThan(1_000);
  });
});

describe('fuzz: malformed queries to the local service', () => {
  const keys = ['filters', 'populate', 'fields', 'sort', 'pagination', 'locale', 'status', 'publicationState', '$or', 'x'];
  const parts = ['[slug]', '[$eq]', '[$in][0]', '[$or][1]', '[0]', '[title][$containsi]', '[page]', '[limit]', '[button][icon]', '[*]', '[]', '[__proto__]', '[constructor][prototype]'];
  const values = ['*', '-1', '0', '1e309', 'desc', 'slug:desc', 'nope', '', '%00', 'true', 'null', 'a'.repeat(5000), '[', ']', '&', '='];

  // Names that are properties of every object (`constructor` answered 500), or near misses.
  const notCollections = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', 'Banners', 'banner', 'footers-', '-'];

  const randomQuery = () =>
    Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
      const path = pick(keys) + Array.from({ length: Math.floor(random() * 4) }, () => pick(parts)).join('');
      return `${encodeURIComponent(path)}=${encodeURIComponent(pick(values))}`;
    }).join('&');

  it('2,000 random queries get 200 or 400 with an error message, never a 500', () => {
    const statuses = new Map<number, number>();
    for (let round = 0; round < 2_000; round++) {
      const query = randomQuery();
      const collection = pick(['banners', 'footers', 'popups', 'timer-ctas', 'reviews']);
      const { status, body } = handleCmsRequest(store, 'GET', new URL(`/cms/api/${collection}?${query}`, 'http://localhost'));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status !== 200) {
        expect({ query, status }).toMatchObject({ status: 400 });
        expect((body as { error: { message: string } }).error.message).toMatch(/\S/);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Both outcomes must occur, or the generator is not exercising the validation.
    expect(statuses.get(200)).toBeGreaterThan(100);
    expect(statuses.get(400)).toBeGreaterThan(100);
  });

  it('names that are not collections get 404 with a message, whatever the query', () => {
    for (const collection of notCollections) {
      for (let round = 0; round < 20; round++) {
        const url = new URL(`/cms/api/${encodeURIComponent(collection)}?${randomQuery()}`, 'http://localhost');
        const { status, body } = handleCmsRequest(store, 'GET', url);
        expect({ collection, status }).toEqual({ collection, status: 404 });
        expect((body as { error: { name: string } }).error.name).toBe('NotFoundError');
      }
    }
  });
});
