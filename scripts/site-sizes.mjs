// What a built page (build/client) costs in bytes, gzip level 9: deterministic for a given build,
// so the budgets below can fail `npm test` (scripts/budgets.mjs); `npm run bench` prints them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The client build; SITE_BUILD points elsewhere (the budgets' own test builds a small one). */
export const SITE = process.env.SITE_BUILD ?? join(import.meta.dirname, '..', 'build', 'client');
const KiB = 1024;
export const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const gzip = (text) => gzipSync(text, { level: 9 }).length;
/** The quality the server compresses pages with (server/compression.ts; a test keeps the two equal). */
export const PAGE_BROTLI_QUALITY = 7;
/** A page as the server sends it to every current browser: Brotli at the server's quality. */
const brotli = (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }).length;
const fileSizes = new Map();
/** A build file's gzip size (files are named by their content, so once is enough). */
const fileGzip = (file) => {
  if (!fileSizes.has(file)) fileSizes.set(file, { code: readFileSync(join(SITE, file), 'utf8') });
  const entry = fileSizes.get(file);
  entry.gzip ??= gzip(entry.code);
  return entry;
};

/**
 * Limits, checked on every prerendered page. First-load JS (modules and the page's props): the
 * budget holds what the site reached, so it can only shrink (issue 22's targets: 110 KiB on every
 * page, 90 on content pages). HTML: a page's first screen (its head, header, banners and the
 * first section of its content, the hero) must arrive in the first round trip of a cold connection
 * (10 TCP segments of 1,460 bytes): that is what lets its LCP match the no-script floor's (/uk/,
 * 160 bytes over it, had its Lighthouse LCP at 1.15× the floor's: one simulated round trip more);
 * its Brotli stream gets what the response's headers leave of them. The rest of the page (the
 * sections below, the footer) follows in the next round trip: the whole page's budget is what the
 * largest composed page needs (/uk, 20.9 KiB) and room for editors' longer copy, well within what
 * the second round trip carries (20 more segments, 43,800 bytes in all).
 */
/** 10 TCP segments of 1,460 bytes: what a cold connection delivers in its first round trip. */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
/** A page response's headers (the policy, its hashes, the security headers; 1,453–1,507 bytes measured), with room. */
const RESPONSE_HEADER_BYTES = 1600;
/** The first two round trips of a cold connection (10 then 20 segments): where the whole page must be. */
export const TWO_ROUND_TRIPS_BYTES = 30 * 1460;

export const BUDGETS = {
  // Issue 22's target for every page, 110: the islands (172 -> 122), then native links, buttons and
  // text fields in the design system (no React Aria in any first load: 122 -> 108), then the shell's
  // islands hydrating when needed (islands/starter.ts: 108 -> 102, the pages with promotions).
  // Issue 26 added 1.7 on the pages with banners and popups (103.8 at most): the ?debug=promotions
  // hook in the entry (0.2), the countdown's first-paint attributes and the phone strip (0.3), the
  // popups' budget and schedules in the page's data (0.3), and chunks cut differently.
  // Issue 27 added 0.1: a preview from the CMS records nothing, which the shell's storage, analytics
  // and forms check, and its countdowns run on the panel's clock (104.03 at most). Issue 45: two
  // islands more in the entry's list (the lesson, a tutor's booking) and the side menu's paths in
  // the header's props: 104.1 at most, within bytes of the budget as the chunks' hashed names change.
  // Issue 46 (≤ 1 KiB allowed): the site's own analytics sender (batches, sendBeacon) and the
  // page view in the header's starter, and the tag manager's loader in the entry: 104.7 at most.
  // Issue 47: two islands more in the entry's lists (the word search and the listen button, with
  // their starters): 183 bytes, 107,471 at most (/uk/tutoring/short-onboarding). Issue 62: the
  // timetable's island and starter in the entry's lists (172 bytes), and the modules the timetable
  // now shares with the tutor onboarding cut into chunks of their own (the browser's zone, a
  // weekly slot's span; Ukrainian's zone names, 51), and a booking's links read from its answer
  // (its calendar file and cancellation, 81): 107,892 bytes at most, from 107,369. Issue 63: the
  // contact form's results among the visitor's conditions: 107,980. Issue 65: the page view says
  // its visit's device and, on a landing, the referrer's host and UTM tags (domain/analytics/
  // visit.ts, in the header's starter): 253 bytes, 108,178 (from 107,925). Field speed: the entry
  // loads web-vitals after the page, when idle (its loader and the shared after-load chunk, 344
  // bytes; web-vitals itself, 3.5 KiB, is not in the first load): 108,522. Exposure when seen, in
  // the header's starter (216 bytes): 108,737.
  firstLoadJs: 106.2 * KiB,
  // The level test's page (issue 42): the adaptive test draws each attempt from its whole question
  // bank without a request, so the page's data holds the bank (72 questions, 7.5 KiB gzip on /uk's,
  // 2.5 for the 20 before): 106.8 KiB at most, within issue 22's 110. The markets and the offer's
  // conditions in the shared chunks (issue 42's prices by country) took it to 107.4. Issue 45: the
  // side menu's further paths in the header's props (0.2; its links' unrendered fields left out,
  // -0.1), the tutor profile's booking in the entry's list of islands (0.2), and the choice list
  // cut into a chunk of its own now that the booking shares it (0.3): 108.1 at most. The footer's
  // groups open for good on a computer only where the browser can show a details' content unopened
  // (elsewhere they stay disclosures, not closed for good): a few dozen bytes, 108.2 and a little.
  // Issue 46: the analytics sender and the tag manager's loader, as above (108.7); then experiments
  // from the CMS: the header's links name their variant, and its props the experiments they name
  // (108.81, 13 bytes over 108.8). Issue 47: the word tools' two islands in the entry's lists (183
  // bytes): 111,607 bytes. Issue 64: a word page's next step (an island that never hydrates, its
  // starter counting the practice) in the entry's lists, and the hero's form-first context: 111,744.
  // Issue 65: the page view's visit fields, as above (252 bytes): 111,996; field speed's loader
  // (342): 112,338; exposure when seen (216): 112,554.
  levelTestFirstLoadJs: 110 * KiB,
  // Issue 22's target for content pages, 90: a page whose only islands are the shell's (header,
  // footer, consent) loads no React until one is used (99 -> 10.3; 11.1 with issue 26's debug hook,
  // 11.18 with issue 27's preview checks). Issue 41 added 55 bytes to the entry: a preview's props
  // are read from its page, so a draft is never a public file (11.2 at most, on /uk's tutors pages).
  // Issue 42: the banners and the popups start without React too (their starters tick the countdown
  // and track the calls to action; the popups hydrate after load, when idle), so a page with a
  // campaign is a content page: 14.2 KiB at most (/uk/english-tutors: the starters and the banners'
  // props with every market's prices), from 105.6 with React. 11.8 on a page without promotions
  // (the markets and the offer's conditions in the visitor's stylesheet code, the page's props).
  // Issue 46 (≤ 1 KiB allowed): the site's own analytics sender, the page view and the tag
  // manager's loader: 14.9 KiB at most (/uk/english-tutors), from 14.4; the experiments' exposure
  // in the header's starter and their marks in its props: 15357 bytes (/uk/english-tutors), within
  // the issue's 1 KiB over 14.4. Issue 47: the word tools' two islands in the entry's lists (125
  // bytes): 15,482 bytes. A word tool's page is a content page too (issue 47's target for it was 90
  // KiB): its search hydrates only when reached for and its listen button never (13.2 KiB at most,
  // measured on the pages scripts/budgets.mjs renders). Issue 63: a top banner's phone strip (its
  // short title, its link or small button beside the timer) in the banners' island: 15,624 bytes
  // (/uk/english-tutors), from 15,534. The help center's search and the contact form's results
  // (the sections' module, the visitor's conditions): 15,694. Issue 65: the page view's visit
  // fields (the device's class; a landing's referrer host and UTM tags): 16,007, from 15,754; the
  // loader of field speed (web-vitals after the page, when idle): 16,202. Exposure when seen (an
  // experiment's element watched until it enters the viewport; the assignment reported apart): 16,420.
  contentFirstLoadJs: 16.1 * KiB,
  // What the popups' chunk adds to a page that has them, after `load`, when idle. 26.2 KiB where
  // the page's banners have loaded the design system's core already (the blog), 36.3 where they
  // have not: the campaign's timer popup is on the classes' pages, which have no banner, so its
  // chunk brings Stitches, Button, Link and the countdown (10 KiB) itself. Issue 26's decision,
  // the kinds' views and the visitor's memory are 3.6 of it. Issue 42: React's half comes with it
  // on a page nothing else has hydrated (the popups hydrate after load, when idle): 51.3 KiB at most.
  // Issue 45: the media popup's player loads when one opens (50.4 KiB at most). Issue 63: one
  // interruption at a time (the page's task and bars in the decision, a sheet that gives way to the
  // focus): 53,756 bytes at most (/blog's posts), about 500 more. The contact form's four results
  // are visitor conditions the chunk's rules know: 53,998.
  promotionsChunk: 52.8 * KiB,
  // The shell's and the sections' rules a page uses (7.3 KiB on /es, the most section kinds). Issue
  // 45: the app showcase draws its lesson screen with the lesson's own component: 8.2 KiB on /es.
  // Issue 63: a top banner is one slim strip on a phone (its line, the countdown as one pill of
  // digits): 8,922 bytes, from 8,584; the campaign's code where the offer leads (the quiz's result,
  // the download page's offer): 9,057.
  css: 8.9 * KiB,
  firstScreen: FIRST_ROUND_TRIP_BYTES - RESPONSE_HEADER_BYTES,
  // The largest page as sent: 19.9 KiB (/uk, the home page, the most sections), 1.2 less since the
  // footer's QR code is an image file. Room for a section or two more, and still inside the first
  // two round trips (TWO_ROUND_TRIPS_BYTES) with its headers. Issue 42: every price once per market
  // and the campaign's offer beside it (22.2 KiB on /uk). Issue 45: the FAQ's answers say what is
  // true (the app stores, deletion) and its headings name the page's product, the footer's groups
  // are disclosures on phones: 22.8 KiB on /uk. The app showcase's lesson screen is the lesson's own
  // component (its radios and feedback, not three spans): 23.2 KiB on /uk. Issue 62: a phone shows
  // three reviews, then "More reviews" for the rest of the ten (its disclosure, 76 bytes): 24,106.
  // Each reviewer's country ("Олена К., Україна"): 24,183. Issue 63: the phone strip's CSS and its
  // line (the short title, a link to the offer): 24,524. Each FAQ answer's own link ("Link to this
  // answer") and the contact form's results among the conditions: 24,738.
  html: 24.2 * KiB,
};

export function siteBuilt() {
  return existsSync(join(SITE, 'index.html'));
}

/** Every prerendered page's path ('' for the home page), from the build's directories. */
export function builtPages(directory = SITE, prefix = '') {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtPages(join(directory, entry.name), `${prefix}${entry.name}/`);
    return entry.name === 'index.html' ? [prefix.replace(/\/$/, '')] : [];
  });
}

const pages = new Map();

/**
 * A page the server renders on first request (a word tool's page, issue 47), measured like a built
 * one: its HTML as rendered and finished, and its props file (which the store serves, not the build).
 */
export function addRendered(page, html, data) {
  pages.set(page, html);
  if (data) fileSizes.set(data.src, { code: data.code });
}

/** A built page's HTML, read once (its first load, islands and bytes are each measured from it). */
const pageHtml = (page) => {
  if (!pages.has(page)) pages.set(page, readFileSync(join(SITE, page, 'index.html'), 'utf8'));
  return pages.get(page);
};

/** Files `entries` load, each with its static imports, as a map of file to gzip size. */
function closure(entries) {
  const sizes = new Map();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift();
    if (sizes.has(file)) continue;
    const { code, gzip: size } = fileGzip(file);
    sizes.set(file, size);
    for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) queue.push(`/assets/${match[1]}`);
  }
  return sizes;
}

const sum = (sizes) => [...sizes.values()].reduce((total, size) => total + size, 0);

/**
 * The JavaScript a page loads before anything is used: every script file its HTML names (the
 * entry, the chunks of its islands, its props file, early input) and their static imports. Lazy
 * pieces (the popups, overlays, menus) are dynamic imports and counted apart.
 */
export function firstLoad(page) {
  const named = [...new Set(pageHtml(page).match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  const files = closure(named);
  const total = sum(files);
  const data = named.filter((file) => file.startsWith('/assets/page-data-')).reduce((bytes, file) => bytes + files.get(file), 0);
  return { files, total, data, modules: total - data };
}

const chunkNamed = (pattern) => readdirSync(join(SITE, 'assets')).find((file) => pattern.test(file));

/** A lazy chunk (the build file matching `pattern`): everything it loads that is not in `loaded` yet. */
function chunkAfter(pattern, loaded) {
  const files = [...closure([`/assets/${chunkNamed(pattern)}`])].filter(([file]) => !loaded.has(file));
  return { files: files.length, total: files.reduce((total, [, size]) => total + size, 0) };
}

const POPUP_HOST = /^PopupHost-[\w-]+\.js$/;

/** The popups' chunk (fetched after `load`): everything it loads that the page has not loaded already. */
export const promotionsChunk = (page, loaded = firstLoad(page).files) => chunkAfter(POPUP_HOST, loaded);

/** The subscription form's chunk, after the page and the popups' chunk. */
export function subscribeFormChunk(page) {
  const loaded = new Set([...firstLoad(page).files.keys(), ...closure([`/assets/${chunkNamed(POPUP_HOST)}`]).keys()]);
  return chunkAfter(/^SubscribeForm-[\w-]+\.js$/, loaded);
}

/**
 * Where a page's first screen ends in its HTML: after the first section of its main content (a
 * composed page's hero), else after the paragraph that follows its title (a legal text, a post).
 * A first section that is a form of one question a screen (a funnel leading its page) ends with
 * its first question: the others are not painted until reached (design-system/StepForm); a list
 * of cards, with its first row.
 */
function firstScreenEnd(html) {
  const main = html.indexOf('<main');
  const section = html.indexOf('</section>', main);
  const secondStep = html.indexOf('<li data-step="1"', main);
  if (main >= 0 && secondStep >= 0 && secondStep < section) return secondStep;
  // A list of cards leading its page (the tutors' directory) ends with its first row: three cards
  // at a computer's width, one on a phone; the rest are below the first screen.
  const secondRow = html.lastIndexOf('<li', html.indexOf('-card-4"', main));
  if (main >= 0 && html.includes('data-directory=""') && secondRow > main && secondRow < section) return secondRow;
  if (main >= 0 && section >= 0) return section + '</section>'.length;
  const paragraph = html.indexOf('</p>', html.indexOf('</h1>', main));
  return paragraph >= 0 ? paragraph + '</p>'.length : html.length;
}

/** The page's CSS (every <style>: the Stitches rules and the font faces; there is no CSS file), gzip; its HTML as sent (Brotli), whole and through its first screen. */
function pageBytes(page) {
  const html = pageHtml(page);
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
  const cssFiles = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((match) => readFileSync(join(SITE, match[1]), 'utf8'));
  return { html: brotli(html), firstScreen: brotli(html.slice(0, firstScreenEnd(html))), css: gzip([css, ...cssFiles].join('\n')) };
}

/**
 * The islands that start without React (each has a starter, islands/starter.ts): the shell's,
 * since issue 42 the banners and the popups, since issue 47 the word search and the listen button.
 * A page with no other is a content page.
 */
const SHELL_ISLANDS = new Set(['header', 'footer', 'consent', 'top-banners', 'docked-banners', 'popups', 'word-search', 'listen']);

/** The names of the page's islands (their boxes' `data-island`). */
const islandsOf = (page) => [...pageHtml(page).matchAll(/\sdata-island="([^"]+)"/g)].map((match) => match[1]);

/** Everything a page is budgeted on, measured once. */
export function measurePage(page) {
  const load = firstLoad(page);
  const islands = islandsOf(page);
  const contentPage = islands.every((island) => SHELL_ISLANDS.has(island));
  const levelTest = islands.includes('level-test');
  // Only a page with popups fetches their chunk.
  const promotions = islands.includes('popups') ? promotionsChunk(page, load.files) : { files: 0, total: 0 };
  return { page, contentPage, levelTest, firstLoad: load, ...pageBytes(page), promotions };
}

/** Pages (measured by measurePage) against BUDGETS: the list of what is over, with figures. */
export function overBudget(measured) {
  return measured.flatMap(({ page, contentPage, levelTest, firstLoad: load, html, firstScreen, css, promotions }) =>
    [
      contentPage
        ? ['first-load JS (content page)', load.total, BUDGETS.contentFirstLoadJs]
        : levelTest
          ? ['first-load JS (the level test)', load.total, BUDGETS.levelTestFirstLoadJs]
          : ['first-load JS', load.total, BUDGETS.firstLoadJs],
      ['HTML of the first screen', firstScreen, BUDGETS.firstScreen],
      ['HTML', html, BUDGETS.html],
      ['CSS', css, BUDGETS.css],
      ['promotions chunk', promotions.total, BUDGETS.promotionsChunk],
    ]
      .filter(([, size, budget]) => size > budget)
      .map(([what, size, budget]) => `/${page}: ${what} ${kib(size)} > ${kib(budget)}`),
  );
}
