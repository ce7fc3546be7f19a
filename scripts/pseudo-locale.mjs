// The pseudo-locale run (issue 44): builds the site with its English words pseudo-localized
// (PSEUDO_LOCALE=en-XA: accented, about 35 % longer, bracketed; scripts/messages.mjs) into
// build-pseudo/, opens one page of each kind at 390 and 1440 px, and fails on
//   - a word of the site's code left out of the catalogs: visible English text (or an accessible
//     name) that is neither pseudo-localized nor the CMS's content;
//   - anything wider than its box: the page scrolling sideways, or an element clipping its text.
// The pseudo-locale is never published: only this run builds it. Screenshots are written to
// test-results/pseudo-locale/. `npm run test:pseudo` (`-- --no-build` reuses build-pseudo/).
// inspect() runs in the page.
/* global document, window, NodeFilter, Node, getComputedStyle */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { startSiteServer } from './site-server.mjs';
import { countsIn, withCounts } from '../domain/content/counts.ts';

const ROOT = join(import.meta.dirname, '..');
const BUILD = 'build-pseudo';
const OUT = join(ROOT, 'test-results/pseudo-locale');
/** One page of each kind the site has. */
export const PAGES = [
  '/',
  '/language-learning-app',
  '/english-tutors',
  '/our-tutors',
  '/conversation-club',
  '/faq',
  '/blog',
  '/blog/first-lesson-with-a-tutor',
  '/levels/intermediate-english',
  '/test-your-english-level',
  '/funnels/onboarding',
  '/tutoring/short-onboarding',
  '/sign-in',
  '/sitemap',
  '/terms',
  '/404',
];
const WIDTHS = [390, 1440];
const VISITS_AT_ONCE = 3;
/** The same pages in the longest real locales, for what overflows only (their words are their own). */
const LOCALES_TOO = ['uk', 'es'];
/** States a page opens into: the consent dialog a visitor from Germany sees, the side menu. */
const STATES = [
  { name: 'consent', path: '/', country: 'DE', open: async () => {} },
  { name: 'menu', path: '/', width: 390, open: (page) => page.getByRole('button', { name: '[Ṁééñúú]' }).click() },
];
/** Names the same in every language: the brand, the stores, the plans. */
const NAMES = /^(Lingo( (App|Plus|Tutor))?|App Store|Google Play|AppGallery|Mac|Facebook|Instagram|TikTok|YouTube|LinkedIn|X)$/;
/** Words the browser's Intl writes in the page's language (dates, weekdays, language and time-zone names), not the site. */
const INTL_WORDS = new Set([
  ...Array.from({ length: 12 }, (_, month) => new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, month, 1))),
  ...Array.from({ length: 7 }, (_, day) => new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 1 + day))),
  ...['en', 'es', 'pt', 'uk', 'de', 'fr', 'it', 'ko', 'zh', 'ar', 'ja', 'pl'].flatMap((code) => new Intl.DisplayNames('en', { type: 'language' }).of(code).split(' ')),
  // Countries by name (where a reviewer lives): every region Intl names.
  ...Array.from({ length: 26 * 26 }, (_, index) => String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26))).flatMap((code) => {
    try {
      return (new Intl.DisplayNames('en', { type: 'region' }).of(code) ?? '').split(/[^A-Za-z]+/);
    } catch {
      return [];
    }
  }),
  ...['Eastern', 'Central', 'Mountain', 'Pacific', 'Time', 'Standard', 'Daylight', 'Coordinated', 'Universal', 'Greenwich', 'Mean', 'European', 'Summer', 'UTC', 'AM', 'PM'],
]);
const writtenByIntl = (text) => text.split(/[^A-Za-z]+/).every((word) => !word || INTL_WORDS.has(word));
/** A pseudo-localized letter: a catalog's word. */
const PSEUDO = /[áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ]/;


/** Every English string of the CMS's seeded content, as a page may show it (markdown's marks removed, its counts written). */
function contentStrings() {
  const strings = new Set();
  const read = (file) => JSON.parse(readFileSync(join(ROOT, 'content', file), 'utf8'));
  const counts = countsIn(read('tutors.en.json'), read('class-sessions.en.json'));
  const walk = (value) => {
    if (typeof value === 'string') {
      value = withCounts(value, counts, 'en', () => {});
      strings.add(value);
      strings.add(value.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_#>`]/g, ''));
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const dir = join(ROOT, 'content');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const records = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    walk(Array.isArray(records) ? records.filter((record) => (record.locale ?? 'en') === 'en') : records);
  }
  return [...strings].join('\n');
}

/** What a page shows in English that no catalog gave, and what overflows, at one width. */
async function inspect(page) {
  return page.evaluate(() => {
    const visible = (element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) && element.getBoundingClientRect().width > 1;
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.replace(/\s+/g, ' ').trim();
      // An element with a language of its own (the app's sample lesson in English) says what it means to.
      const own = (element) => element.closest('[lang]') === document.documentElement;
      if (/[A-Za-z]{2}/.test(text) && node.parentElement && own(node.parentElement) && !node.parentElement.closest('script, style, noscript, [hidden]') && visible(node.parentElement)) texts.push(text);
    }
    // Words for a screen reader alone ("(opens in a new tab)"), hidden by the design system's visuallyHidden: 1 px, clipped.
    for (const element of document.body.querySelectorAll('span, p, div, legend, h2, h3')) {
      if (getComputedStyle(element).clip !== 'rect(0px, 0px, 0px, 0px)' || element.closest('[lang]') !== document.documentElement || element.closest('[hidden], noscript')) continue;
      const text = element.textContent.replace(/\s+/g, ' ').trim();
      if (/[A-Za-z]{2}/.test(text)) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (element.closest('[lang]') !== document.documentElement) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const text = element.getAttribute(name)?.trim();
        if (text && /[A-Za-z]{2}/.test(text)) texts.push(text);
      }
    }
    const clipped = [];
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (!/hidden|clip/.test(style.overflowX) || !visible(element) || element.clientWidth < 8) continue;
      const ownText = [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent.trim());
      if (ownText && element.scrollWidth > element.clientWidth + 1) clipped.push(`${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 60)}" (${element.scrollWidth} in ${element.clientWidth} px)`);
    }
    const sideways = document.documentElement.scrollWidth > window.innerWidth ? [`the page is ${document.documentElement.scrollWidth} px wide in ${window.innerWidth}`] : [];
    return { texts: [...new Set(texts)], overflow: [...sideways, ...clipped] };
  });
}

/**
 * The site's font on every visit, as nearly every visitor sees the page (its face is preloaded).
 * Pages say `font-display: optional` (site/root.tsx), so a font later than the browser's 100 ms
 * keeps the fallback for that view; under CI's load it was, and this machine's fallback for
 * system-ui (DejaVu Math TeX Gyre, a wide serif no visitor's phone has) made the Spanish header 5 px
 * too wide at 390 px: a finding one run in four, about no visitor. `block` here waits for the font.
 */
async function withTheSiteFont(page, origin) {
  await page.route((url) => url.origin === origin, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    // The policy's hash of the page's style no longer matches it: without the header here (security.test.ts and e2e test it).
    const headers = response.headers();
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers, body: (await response.text()).replaceAll('font-display:optional', 'font-display:block') });
  });
}

export async function pseudoLocaleRun({ build = true } = {}) {
  if (build) {
    const built = spawnSync('npx', ['react-router', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PSEUDO_LOCALE: 'en-XA', SITE_BUILD_DIR: BUILD, SEED_TODAY: process.env.SEED_TODAY ?? '2026-11-23' } });
    if (built.status !== 0) throw new Error('the pseudo-locale build failed');
  }
  // The site's own server, which tells each page the visitor's country (the consent dialog needs it),
  // in the pseudo-locale too: the words it writes before paint (seats left) are the catalogs' as well.
  const { origin, stop } = await startSiteServer({ SITE_BUILD_DIR: BUILD, SEED_TODAY: process.env.SEED_TODAY ?? '2026-11-23' }, { preload: ['./scripts/pseudo-server-hooks.mjs'] });
  const content = contentStrings();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const findings = [];
  try {
    const visits = WIDTHS.flatMap((width) => [
      ...PAGES.map((path) => ({ path, width })),
      ...STATES.filter((state) => !state.width || state.width === width).map((state) => ({ ...state, width })),
      ...LOCALES_TOO.flatMap((locale) => PAGES.map((path) => ({ path: path === '/' ? `/${locale}` : `/${locale}${path}`, localized: true, width }))),
    ]);
    const visit = async ({ path, width, country = 'US', name, open, localized = false }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', extraHTTPHeaders: { 'cf-ipcountry': country } });
      const page = await context.newPage();
      await withTheSiteFont(page, origin);
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      if (open) {
        await open(page);
        await page.getByRole('dialog').first().waitFor();
      }
      const { texts, overflow } = await inspect(page);
      const where = `${path}${name ? ` (${name})` : ''} at ${width} px`;
      // A line may join parts from several (a reviewer's name from the CMS, their country from Intl; a hidden ": <topic>").
      const fromSomewhere = (part) => PSEUDO.test(part) || NAMES.test(part) || writtenByIntl(part) || content.includes(part);
      const untranslated = localized ? [] : texts.filter((text) => !fromSomewhere(text) && !text.replace(/^[\s:·,–-]+/, '').split(', ').every(fromSomewhere));
      for (const text of untranslated) findings.push(`${where}: "${text}" is in English, not from a catalog or the CMS`);
      for (const what of overflow) findings.push(`${where}: ${what}`);
      if (!localized) await page.screenshot({ path: join(OUT, `${(path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')) + (name ? `-${name}` : '')}-${width}.png`), fullPage: !name });
      await context.close();
    };
    // A few pages at once: most of a visit is waiting for the network to go quiet (measured: 1:45 one at a time).
    const queue = [...visits];
    await Promise.all(Array.from({ length: VISITS_AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await visit(next);
    }));
  } finally {
    await browser.close();
    stop();
  }
  return [...new Set(findings)].sort();
}

if (process.argv[1] === import.meta.filename) {
  const findings = await pseudoLocaleRun({ build: !process.argv.includes('--no-build') });
  for (const finding of findings) console.error(finding);
  console.log(`${PAGES.length} pages (and ${LOCALES_TOO.join(', ')}; ${STATES.map((state) => state.name).join(', ')}) at ${WIDTHS.join(' and ')} px: ${findings.length ? `${findings.length} findings` : 'every word from a catalog or the CMS, nothing clipped or overflowing'}; screenshots in test-results/pseudo-locale/`);
  process.exitCode = findings.length ? 1 : 0;
}
