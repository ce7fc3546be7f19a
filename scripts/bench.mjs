#!/usr/bin/env node
// `npm run bench`: what the site costs, measured, never asserted in a unit test. The library
// bundles, then the site built as `npm start` serves it (prerender timed), each Lighthouse page's
// bytes, Lighthouse beside the no-script floor, and the e-mail pattern's timing. Figures go to
// bench-results/ (bench.json, lighthouse.json, lighthouse.svg). Exits 1 over a byte budget.
// The design-system bundle is design-system/index.ts built as one minified ES module with its
// own dependencies (Radix, React Aria, Stitches, qrcode.react, zustand) inside and React
// external, as an app that already ships React would pay for it.
import react from '@vitejs/plugin-react';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { OUT, PAGES as LIGHTHOUSE_PAGES, printLighthouse, runLighthouse, timedBuild, writeLighthouse } from './lighthouse.mjs';
import { BUDGETS, kib, measurePage, overBudget, siteBuilt, subscribeFormChunk } from './site-sizes.mjs';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'dist', 'bench');

async function measure(name, entry, shared = []) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry: join(root, entry), formats: ['es'], fileName: () => `${name}.js` },
      rollupOptions: { external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', ...shared] },
    },
  });
  const files = readdirSync(outDir).filter((file) => file.endsWith('.js'));
  const raw = files.reduce((sum, file) => sum + statSync(join(outDir, file)).size, 0);
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
  return { name, raw, gzip };
}

const results = [
  await measure('design-system', 'design-system/index.ts'),
  await measure('tokens', 'tokens/index.ts'),
  // Issue #4 budget: 25 KiB gzip for the content layer (client, queries, schemas) as a library
  // would ship it. ofetch is the site-wide runtime, measured apart. (The popups' chunk the site
  // really loads is measured below.)
  await measure('content layer', 'site/platform/content/index.ts', ['ofetch']),
  await measure('shared runtime', 'scripts/bench-shared-runtime.js'),
];
rmSync(outDir, { recursive: true, force: true });

console.log('bundle            minified      gzip');
const LIBRARY_BUDGETS = { 'content layer': 25 * 1024 };
const over = [];
for (const { name, raw, gzip } of results) {
  const budget = LIBRARY_BUDGETS[name];
  if (budget && gzip > budget) over.push(name);
  const verdict = budget ? `  budget ${kib(budget)}: ${gzip <= budget ? 'within' : 'OVER'}` : '';
  console.log(`${name.padEnd(16)}  ${kib(raw).padStart(10)}  ${kib(gzip).padStart(10)}${verdict}`);
}
// The site, built as `npm start` serves it (prerender timed per page), then per Lighthouse page:
// the first-load JS (scripts/site-sizes.mjs), the HTML and CSS, the popups' chunk fetched after
// `load`; then Lighthouse beside the no-script floor (scripts/lighthouse.mjs).
// `-- --no-build` reuses build/client; `-- --no-serve` skips the server's load test;
// `-- --no-lighthouse` stops before Lighthouse.
const siteBuild = process.argv.includes('--no-build') ? null : await timedBuild();
const figures = { date: new Date().toISOString() };
if (siteBuild) {
  const sorted = [...siteBuild.pages].sort((a, b) => a.ms - b.ms);
  const median = sorted[Math.floor(sorted.length / 2)]?.ms ?? 0;
  figures.prerender = { buildSeconds: siteBuild.seconds, prerenderSeconds: siteBuild.prerenderSeconds, pages: siteBuild.pages };
  console.log(`\nBuild ${siteBuild.seconds.toFixed(1)} s, of which prerender ${siteBuild.prerenderSeconds.toFixed(1)} s for ${siteBuild.pages.length} pages (median ${median} ms, slowest ${sorted.at(-1)?.path} ${sorted.at(-1)?.ms} ms; target ≤ 40 s)`);
  console.log('page                                  prerender');
  for (const page of LIGHTHOUSE_PAGES) console.log(`  ${page.padEnd(36)} ${String(siteBuild.pages.find((built) => built.path === page.replace(/(.)\/$/, '$1'))?.ms ?? '?').padStart(6)} ms`);
}
if (!siteBuilt()) console.log('\n(no build: run without --no-build, or `npm run build:site` first, for the page figures)');
else {
  console.log('\npage (JS, CSS gzip; HTML Brotli)     first-load JS (modules + data)      HTML (first screen)      CSS   promotions after load');
  const measured = LIGHTHOUSE_PAGES.map((path) => measurePage(path.replace(/^\/|\/$/g, '')));
  for (const { page, firstLoad: load, html, firstScreen, css, promotions } of measured) {
    console.log(`  /${page.padEnd(35)} ${kib(load.total).padStart(10)} (${kib(load.modules)} + ${kib(load.data)})  ${kib(html).padStart(9)} (${kib(firstScreen)}) ${kib(css).padStart(8)}   ${kib(promotions.total).padStart(9)} (${promotions.files} files)`);
  }
  figures.pages = measured.map(({ page, firstLoad: load, html, firstScreen, css, promotions }) => ({ path: `/${page}`, firstLoadJs: load.total, modules: load.modules, data: load.data, html, firstScreen, css, promotions: promotions.total }));
  over.push(...overBudget(measured));
  console.log(`  budgets: first-load JS ${kib(BUDGETS.firstLoadJs)} (target 110 KiB), on content pages ${kib(BUDGETS.contentFirstLoadJs)} (target 90 KiB), HTML ${kib(BUDGETS.html)} (first screen ${kib(BUDGETS.firstScreen)}), CSS ${kib(BUDGETS.css)}, promotions ${kib(BUDGETS.promotionsChunk)}; every page: npm run test:budgets`);
  const form = subscribeFormChunk('blog');
  console.log(`\nsubscription form chunk on /blog, after the popups' chunk: ${kib(form.total)} (${form.files} files)`);
}

// Issue 27: what rendering a page again costs the server once the CMS changes it (server/live/):
// the renderer's load, a whole locale rendered again (a header or banner change), each page's
// render, finishing and policy hashes; and a preview (its own content, read afresh).
if (siteBuilt()) {
  const { loadSiteRenderer } = await import('../server/live/renderer.ts');
  const { pagePolicy } = await import('../server/security.ts');
  const { loadContent } = await import('../server/cms/store.ts');
  // The renders read the seeded local content service over HTTP, as the server's do.
  await (await import('../server/cms/local-service.ts')).ensureLocalContent();
  let started = performance.now();
  const site = await loadSiteRenderer(join(root, 'build'));
  const loadMs = performance.now() - started;
  site.renew();
  const urls = (await site.pageUrls()).filter((url) => url === '/uk' || url.startsWith('/uk/'));
  const times = [];
  started = performance.now();
  for (const url of urls) {
    const one = performance.now();
    const rendered = await site.render(url, { kept: true });
    if (rendered.kind === 'page') pagePolicy(rendered.html);
    times.push(performance.now() - one);
  }
  const batchMs = performance.now() - started;
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  const page = loadContent(join(root, 'content')).get('pages').find((entry) => entry.path === '/faq' && entry.locale === 'uk');
  const previews = [];
  for (let round = 0; round < 5; round++) {
    const one = performance.now();
    await site.preview({ uid: 'api::page.page', documentId: page.documentId, locale: 'uk', status: 'draft' }, null);
    previews.push(performance.now() - one);
  }
  previews.sort((a, b) => a - b);
  figures.live = { rendererLoadMs: loadMs, locale: 'uk', pages: urls.length, batchMs, medianMs: at(0.5), p95Ms: at(0.95), maxMs: sorted.at(-1), previewMedianMs: previews[2] };
  console.log(`
rendered again (server/live/, the local content service): renderer loaded in ${loadMs.toFixed(0)} ms; all ${urls.length} /uk pages in ${batchMs.toFixed(0)} ms (median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, slowest ${sorted.at(-1).toFixed(1)} ms a page); a preview ${previews[2].toFixed(0)} ms (median of 5, its content read afresh)`);
}

// Issue #11: the e-mail pattern's cost is linear in the input (the form and the API also cap it at
// 254 characters before reading). Timed here, never in a unit test: the scan on 10 000, 100 000 and
// 1 000 000 characters (ten times the input, about ten times the time), beside the textbook regex.
{
  const { matchesEmailPattern } = await import('../domain/subscription/email.ts');
  const TEXTBOOK = /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
  // Worst cases: an unterminated quoted local part, and a domain of many labels that never ends in letters.
  const inputs = (length) => [`"${'a'.repeat(length)}`, `a@${'a.'.repeat(length / 2)}1`];
  const time = (test, input) => {
    const started = performance.now();
    for (let round = 0; round < 5; round++) test(input);
    return (performance.now() - started) / 5;
  };
  console.log('\ne-mail pattern (ms per check, worst cases: unterminated quote / endless labels)');
  for (const length of [10_000, 100_000, 1_000_000]) {
    const [quote, labels] = inputs(length);
    console.log(`  scan   ${String(length).padStart(9)} chars  ${time(matchesEmailPattern, quote).toFixed(2).padStart(8)} / ${time(matchesEmailPattern, labels).toFixed(2).padStart(8)}`);
  }
  for (const length of [10_000, 100_000, 1_000_000]) {
    const [quote, labels] = inputs(length);
    console.log(`  regex  ${String(length).padStart(9)} chars  ${time((value) => TEXTBOOK.test(value), quote).toFixed(2).padStart(8)} / ${time((value) => TEXTBOOK.test(value), labels).toFixed(2).padStart(8)}`);
  }
}

// Issue 43: the page store at 10,000 pages: cold and warm reads, an instance's memory (scripts/bench-page-store.mjs).
if (siteBuilt() && !process.argv.includes('--no-store')) {
  const { benchPageStore } = await import('./bench-page-store.mjs');
  figures.pageStore = await benchPageStore();
}

// Issue 47: the word tools' data, renders and first requests (scripts/bench-words.mjs).
if (siteBuilt() && !process.argv.includes('--no-words')) {
  const { benchWords } = await import('./bench-words.mjs');
  figures.words = await benchWords();
}

// Issue 59: a crawler against the word pages, one address and many, then a publish (scripts/bench-crawl.mjs).
if (siteBuilt() && !process.argv.includes('--no-crawl')) {
  const { benchCrawl } = await import('./bench-crawl.mjs');
  figures.crawl = await benchCrawl();
}

// Issue 66: the editors' redirects at 10,000: compiling, one lookup, a page request with them (scripts/bench-redirects.mjs).
if (!process.argv.includes('--no-redirects')) {
  const { benchRedirects } = await import('./bench-redirects.mjs');
  figures.redirects = await benchRedirects();
}

// Issue 60: the dev server's edit-to-screen time (scripts/bench-dev.mjs).
if (!process.argv.includes('--no-dev')) {
  const { benchDev } = await import('./bench-dev.mjs');
  figures.dev = await benchDev();
}

// Issue 46: the first-party analytics endpoint, 50 connections, SIGKILLed half-way (scripts/bench-events.mjs).
if (siteBuilt() && !process.argv.includes('--no-events')) {
  const { benchEvents } = await import('./bench-events.mjs');
  figures.events = await benchEvents();
}

// Issue 65: the report over a year of events in PostgreSQL, and retention (scripts/bench-report.mjs).
if (!process.argv.includes('--no-report')) {
  const { postgresBin } = await import('./postgres-server.mjs');
  if (postgresBin()) {
    const { benchReport } = await import('./bench-report.mjs');
    figures.report = await benchReport();
  } else console.log('The report over a year of events needs PostgreSQL (apt install postgresql): skipped.');
}

// Issue 28: the server beside a static file server on the same build (scripts/bench-serve.mjs).
if (siteBuilt() && !process.argv.includes('--no-serve')) {
  const { benchServe } = await import('./bench-serve.mjs');
  figures.serve = await benchServe();
}

if (!process.argv.includes('--no-lighthouse')) {
  const lighthouse = await runLighthouse();
  const misses = printLighthouse(lighthouse);
  Object.assign(figures, lighthouse);
  writeLighthouse(lighthouse);
  if (siteBuild) console.log(`\nPrerender: ${siteBuild.pages.length} pages in ${siteBuild.prerenderSeconds.toFixed(1)} s (build ${siteBuild.seconds.toFixed(1)} s; target ≤ 40 s)`);
  console.log(misses.length ? `\nTargets missed (timings are reported, not failed on):\n${misses.map((miss) => `- ${miss}`).join('\n')}` : '\nEvery Lighthouse target met.');
}
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'bench.json'), `${JSON.stringify({ ...figures, bundles: results }, null, 1)}\n`);
console.log('\nWrote bench-results/bench.json, lighthouse.json and lighthouse.svg');

// A budget is a limit, not a remark: going over it fails the command.
if (over.length > 0) {
  console.error(`\nOver budget: ${over.join(', ')}`);
  process.exitCode = 1;
}
