import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent, seedToday, SeedError } from './store.ts';

const CONTENT = join(import.meta.dirname, '..', '..', 'content');

function withFile(name: string, content: string) {
  const directory = mkdtempSync(join(tmpdir(), 'seed-'));
  writeFileSync(join(directory, name), content);
  return directory;
}

describe('seeded content', () => {
  const store = loadContent(CONTENT);

  it('moves the campaign to the week it is loaded in, by whole weeks (the demo calendar)', () => {
    const offerEnd = (today: string) => {
      const banners = loadContent(CONTENT, { today: Date.parse(today) }).get('banners')!;
      return (banners.find((entry) => entry.slug === 'offer-banner-en') as unknown as { timer: { dateStart: string; dateEnd: string } }).timer;
    };
    expect(offerEnd('2026-11-25T12:00:00Z')).toMatchObject({ dateStart: '2026-11-23T00:00:00.000Z', dateEnd: '2026-12-06T23:59:59.000Z' });
    // Loaded in a later week: the same weekday and time, the current week in the campaign's first.
    expect(offerEnd('2027-03-04T08:00:00Z')).toMatchObject({ dateStart: '2027-03-01T00:00:00.000Z', dateEnd: '2027-03-14T23:59:59.000Z' });
    expect(offerEnd('2026-01-01T00:00:00Z')).toMatchObject({ dateStart: '2026-11-23T00:00:00.000Z' });
    expect(seedToday({ SEED_TODAY: '2026-11-23' })).toBe(Date.parse('2026-11-23'));
  });

  it('loads every collection', () => {
    expect(Object.fromEntries([...store].map(([name, entries]) => [name, entries.length]))).toEqual({
      banners: 24,
      'blog-posts': 96,
      campaigns: 1,
      'class-sessions': 96,
      experiments: 2,
      faqs: 152,
      footers: 4,
      'funnel-questions': 36,
      headers: 4,
      'legal-documents': 12,
      levels: 28,
      'level-test-questions': 72,
      mentions: 40,
      pages: 384,
      'plan-prices': 3,
      plans: 12,
      popups: 24,
      redirects: 2,
      'remote-configs': 5,
      reviews: 271,
      'timer-ctas': 5,
      tutors: 96,
    });
  });

  it('has a footer per locale, every href with its locale prefix (en has none)', () => {
    for (const footer of store.get('footers')!) {
      const groups = [...(footer.mainLinks as { links: { href: string }[] }[]), ...(footer.otherLinks as { links: { href: string }[] }[])];
      const hrefs = groups.flatMap((group) => group.links.map((link) => link.href));
      expect(hrefs.length).toBeGreaterThan(80);
      for (const href of hrefs) {
        if (footer.locale === 'en') expect(href).not.toMatch(/^\/(es|pt|uk)\//);
        else expect(href.startsWith(`/${footer.locale}/`)).toBe(true);
      }
    }
  });

  it('exercises every link visibility value and a hidden group', () => {
    const uk = store.get('footers')!.find((footer) => footer.locale === 'uk')!;
    const groups = [...(uk.mainLinks as { isHidden: boolean; links: { visible: string }[] }[]), ...(uk.otherLinks as never[])];
    const values = new Set(groups.flatMap((group: { links: { visible: string }[] }) => group.links.map((link) => link.visible)));
    // "Always shown" is no value (null): Strapi refuses an empty string as an enumeration value.
    expect([...values].sort()).toEqual(['california', 'eu', 'no', 'no_auth', null]);
    expect(groups.some((group: { isHidden: boolean }) => group.isHidden)).toBe(true);
  });

  it('shares one documentId across the locales of a document, as Strapi 5 does', () => {
    const ids = store.get('banners')!.filter((entry) => String(entry.slug).startsWith('ready-to-learn-')).map((entry) => entry.documentId);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(1);
  });

  it('has reviews in all three approval statuses', () => {
    expect(new Set(store.get('reviews')!.map((review) => review.approvalStatus))).toEqual(new Set(['APPROVED', 'PENDING', 'REJECTED']));
  });
});

describe('a bad seed file stops the service and names the file and field', () => {
  it.each([
    ['banners.en.json', '[{"slug": "x", "timer": {"dateEnd": "soon"}}]', 'content/banners.en.json: [0].timer.dateEnd'],
    ['banners.en.json', '[{"slug": 42}]', 'content/banners.en.json: [0].slug'],
    ['reviews.json', '[{"authorName": "A", "rating": 9, "body": "x", "approvalStatus": "APPROVED", "isBlocked": false}]', 'content/reviews.json: [0].rating'],
    ['footers.uk.json', '{"not": "a list"}', 'content/footers.uk.json: expected a list of entries'],
    ['banners.en.json', '[{"slug": ', 'content/banners.en.json: not valid JSON'],
    ['articles.en.json', '[]', 'content/articles.en.json: no collection named "articles"'],
  ])('%s', (file, content, message) => {
    expect(() => loadContent(withFile(file, content))).toThrow(SeedError);
    expect(() => loadContent(withFile(file, content))).toThrow(message);
  });

  it('accepts the real files unchanged (the seed is valid)', () => {
    const footer = JSON.parse(readFileSync(join(CONTENT, 'footers.en.json'), 'utf8'));
    expect(() => loadContent(withFile('footers.en.json', JSON.stringify(footer)))).not.toThrow();
  });
});
