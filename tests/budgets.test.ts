// The byte budgets (scripts/site-sizes.mjs) on a small build made here: they pass within the
// limits and name the page and the figure when over, so `npm run test:budgets` can fail.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const site = mkdtempSync(join(tmpdir(), 'budgets-'));
/** Random base64: gzip keeps about three quarters of it (6 bits a character). */
const random = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);
const page = (path: string, scripts: string[], body = '<p>Hello</p>') => {
  mkdirSync(join(site, path), { recursive: true });
  writeFileSync(join(site, path, 'index.html'), `<!DOCTYPE html><html><head><style>p{color:red}</style></head><body>${body}<script>var s=${JSON.stringify(scripts)}</script></body></html>`);
};

beforeAll(() => {
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'assets', 'entry-1.js'), `import "./shared-1.js";console.log(1)`);
  writeFileSync(join(site, 'assets', 'shared-1.js'), `export const x = "${random(10_000)}"`);
  writeFileSync(join(site, 'assets', 'big-1.js'), `export const y = "${random(260_000)}"`);
  writeFileSync(join(site, 'assets', 'PopupHost-1.js'), `import "./shared-1.js";export const z = 1`);
  page('', ['/assets/entry-1.js']);
  page('heavy', ['/assets/entry-1.js', '/assets/big-1.js'], '<div data-island="onboarding"></div><div data-island="popups"></div>');
  // A first screen too big for the first round trip; and a page whose first screen is small but whose whole is too big.
  page('long', ['/assets/entry-1.js'], `<p>${random(20_000)}</p>`);
  page('longer', ['/assets/entry-1.js'], `<main><section><h1>Hello</h1></section><p>${random(40_000)}</p></main>`);
  // A funnel leading its page: its first screen is its first question; the others are not painted until reached.
  page('funnel', ['/assets/entry-1.js'], `<main><section><h1>Plan</h1><ol><li data-step="0" data-current="">Question 1</li><li data-step="1">${random(15_000)}</li></ol></section></main>`);
  // Content pages: no island but those that start without React (the shell's, the banners, the popups), held to their own, smaller budget.
  writeFileSync(join(site, 'assets', 'medium-1.js'), `export const w = "${random(20_000)}"`);
  page('article', ['/assets/entry-1.js'], '<div data-island="header"></div><p>Text</p><div data-island="footer"></div>');
  page('bloated-article', ['/assets/entry-1.js', '/assets/medium-1.js'], '<div data-island="header"></div><p>Text</p>');
  page('promoted', ['/assets/entry-1.js'], '<div data-island="header"></div><div data-island="top-banners"></div><div data-island="popups"></div>');
  vi.stubEnv('SITE_BUILD', site);
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('byte budgets', () => {
  it('follow static imports and report only what is over, with the page and the figure', async () => {
    const { BUDGETS, builtPages, firstLoad, kib, measurePage, overBudget, promotionsChunk } = await import('../scripts/site-sizes.mjs');
    expect(builtPages().sort()).toEqual(['', 'article', 'bloated-article', 'funnel', 'heavy', 'long', 'longer', 'promoted']);
    expect([...firstLoad('').files.keys()]).toEqual(['/assets/entry-1.js', '/assets/shared-1.js']);
    // The popups' chunk counts only what the page has not loaded already, on the pages that have popups.
    expect(promotionsChunk('').files).toBe(1);
    expect(measurePage('heavy').promotions.files).toBe(1);
    expect(measurePage('article').promotions.files).toBe(0);
    const over = overBudget(builtPages().sort().map(measurePage));
    expect(over).toHaveLength(4);
    expect(over[0]).toMatch(new RegExp(`^/bloated-article: first-load JS \\(content page\\) [12]\\d\\.\\d KiB > ${kib(BUDGETS.contentFirstLoadJs).replace('.', '\\.')}$`));
    expect(over[1]).toMatch(new RegExp(`^/heavy: first-load JS 1\\d\\d\\.\\d KiB > ${kib(BUDGETS.firstLoadJs).replace('.', '\\.')}$`));
    expect(over[2]).toMatch(/^\/long: HTML of the first screen 1\d\.\d KiB > 12\.7 KiB$/);
    expect(over[3]).toMatch(new RegExp(`^/longer: HTML [23]\\d\\.\\d KiB > ${kib(BUDGETS.html).replace('.', '\\.')}$`));
    expect(measurePage('longer').firstScreen).toBeLessThan(BUDGETS.firstScreen);
    expect(measurePage('funnel').firstScreen).toBeLessThan(200);
  });
});

describe('the HTML budget', () => {
  it('measures pages as the server compresses them', async () => {
    const { PAGE_BROTLI_QUALITY } = await import('../scripts/site-sizes.mjs');
    const { BROTLI_QUALITY } = await import('../server/compression.ts');
    expect(PAGE_BROTLI_QUALITY).toBe(BROTLI_QUALITY);
  });
});
