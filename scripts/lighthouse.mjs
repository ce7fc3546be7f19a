// npm run bench:lighthouse — Lighthouse 12 (mobile default and the desktop preset, in the pinned
// browser) on the issue #13 pages, each beside its own no-JavaScript floor: the same built page
// with every script removed, served from the same build. Prints the table (scores, FCP, LCP,
// TBT, CLS, LCP against the floor) and writes bench-results/lighthouse.json and lighthouse.svg.
// Builds the site first (the prerender time is reported); `-- --no-build` reuses build/client.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, chromiumExecutable, chromiumVersion } from './chromium.mjs';

const ROOT = join(import.meta.dirname, '..');
const SITE = join(ROOT, 'build', 'client');
const OUT = join(ROOT, 'bench-results');
export const PAGES = ['/', '/uk/', '/blog', '/blog/first-lesson-with-a-tutor', '/english-tutors', '/language-learning-app', '/uk/levels/intermediate-english', '/sign-in'];
const SITE_PORT = 4311;
const FLOOR_PORT = 4312;
const CHROME_PORT = 9333;

const seconds = (since) => (Date.now() - since) / 1000;

// 1. The build, timed (every page of the site in four locales is prerendered).
let prerender = null;
if (!process.argv.includes('--no-build')) {
  const started = Date.now();
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const pages = (readFileSync(join(SITE, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? []).length;
  prerender = { seconds: seconds(started), pages };
}

// 2. The site as `npm start` serves it, and the floor: the same HTML without any script.
const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
const site = spawn('node', ['--import', 'tsx', 'server/start.ts'], { cwd: ROOT, env: { ...process.env, PORT: String(SITE_PORT), DATA_DIR: dataDir, LOG_REQUESTS: '0' }, stdio: 'ignore' });

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.webp': 'image/webp', '.png': 'image/png', '.svg': 'image/svg+xml', '.webm': 'video/webm', '.json': 'application/json' };
const withoutScripts = (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
const floor = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://floor').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = [join(SITE, path), join(SITE, path, 'index.html')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!file) return response.writeHead(404).end();
  const body = readFileSync(file);
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  response.writeHead(200, { 'content-type': type, 'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' });
  response.end(type.startsWith('text/html') ? withoutScripts(body.toString('utf8')) : body);
});
await new Promise((resolve) => floor.listen(FLOOR_PORT, '127.0.0.1', resolve));

// 3. The pinned browser with a debugging port, which Lighthouse drives.
const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
const chrome = spawn(chromiumExecutable(), [...CHROMIUM_ARGS.filter((flag) => flag !== '--hide-scrollbars'), '--headless=new', `--remote-debugging-port=${CHROME_PORT}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });

async function waitFor(url) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

function stop() {
  site.kill('SIGTERM');
  chrome.kill('SIGTERM');
  floor.close();
  rmSync(profile, { recursive: true, force: true });
}

const results = [];
try {
  await waitFor(`http://127.0.0.1:${SITE_PORT}/api/health`);
  await waitFor(`http://127.0.0.1:${CHROME_PORT}/json/version`);
  const browser = chromiumVersion();
  const runs = PAGES.length * 4;
  let done = 0;
  for (const preset of ['mobile', 'desktop']) {
    for (const page of PAGES) {
      const measured = {};
      for (const [kind, port] of [['site', SITE_PORT], ['floor', FLOOR_PORT]]) {
        const started = Date.now();
        const result = await lighthouse(
          `http://127.0.0.1:${port}${page}`,
          { port: CHROME_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const { categories, audits } = result.lhr;
        measured[kind] = {
          scores: Object.fromEntries(Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)])),
          fcp: audits['first-contentful-paint'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          failed: Object.values(audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary').map((audit) => audit.id),
        };
        done += 1;
        process.stdout.write(`\r[lighthouse] ${done}/${runs} ${preset} ${page} ${kind} (${seconds(started).toFixed(1)} s)      `);
      }
      results.push({ preset, page, ...measured, lcpRatio: measured.site.lcp / measured.floor.lcp });
    }
  }
  process.stdout.write('\n');

  // 4. The table, the figures and the chart.
  const ms = (value) => `${Math.round(value)}`;
  console.log(`\nLighthouse 12 on ${browser}; floor = the same page with every script removed\n`);
  console.log('| preset | page | perf | a11y | best | seo | FCP ms | LCP ms (floor) | LCP ÷ floor | TBT ms | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { preset, page, site: s, floor: f, lcpRatio } of results) {
    console.log(`| ${preset} | ${page} | ${s.scores.performance} | ${s.scores.accessibility} | ${s.scores['best-practices']} | ${s.scores.seo} | ${ms(s.fcp)} | ${ms(s.lcp)} (${ms(f.lcp)}) | ${lcpRatio.toFixed(2)} | ${ms(s.tbt)} | ${s.cls.toFixed(3)} |`);
  }
  const misses = results.flatMap(({ preset, page, site: s, lcpRatio }) => [
    ...Object.entries(s.scores).filter(([, score]) => preset === 'mobile' && score < 100).map(([id, score]) => `${preset} ${page}: ${id} ${score} < 100 (${s.failed.join(', ') || 'metrics'})`),
    ...(lcpRatio > 1.05 ? [`${preset} ${page}: LCP ${lcpRatio.toFixed(2)}× the floor > 1.05`] : []),
    ...(s.tbt > 50 ? [`${preset} ${page}: TBT ${ms(s.tbt)} ms > 50`] : []),
    ...(s.cls > 0.01 ? [`${preset} ${page}: CLS ${s.cls.toFixed(3)} > 0.01`] : []),
  ]);
  if (prerender) console.log(`\nPrerender: ${prerender.pages} pages in ${prerender.seconds.toFixed(1)} s (${((prerender.seconds / prerender.pages) * 1000).toFixed(0)} ms a page on average, build included; target ≤ 40 s)`);
  console.log(misses.length ? `\nTargets missed:\n${misses.map((miss) => `- ${miss}`).join('\n')}` : '\nEvery target met.');

  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'lighthouse.json'), `${JSON.stringify({ browser, date: new Date().toISOString(), prerender, results }, null, 1)}\n`);
  writeFileSync(join(OUT, 'lighthouse.svg'), chart(results.filter((result) => result.preset === 'mobile')));
  console.log(`\nWrote bench-results/lighthouse.json and bench-results/lighthouse.svg`);
} finally {
  stop();
}

/** Bars of mobile LCP per page: the site beside its floor. */
function chart(rows) {
  const width = 860;
  const rowHeight = 34;
  const left = 250;
  const max = Math.max(...rows.flatMap((row) => [row.site.lcp, row.floor.lcp]));
  const scale = (value) => ((width - left - 150) * value) / max;
  const bars = rows
    .map((row, index) => {
      const y = 40 + index * rowHeight;
      return [
        `<text x="${left - 10}" y="${y + 14}" text-anchor="end">${row.page}</text>`,
        `<rect x="${left}" y="${y}" width="${scale(row.site.lcp).toFixed(1)}" height="12" fill="#5B3BE8"/>`,
        `<text x="${left + scale(row.site.lcp) + 6}" y="${y + 10}">${Math.round(row.site.lcp)} ms (${row.lcpRatio.toFixed(2)}×)</text>`,
        `<rect x="${left}" y="${y + 14}" width="${scale(row.floor.lcp).toFixed(1)}" height="12" fill="#A9A9B3"/>`,
        `<text x="${left + scale(row.floor.lcp) + 6}" y="${y + 24}">${Math.round(row.floor.lcp)} ms</text>`,
      ].join('');
    })
    .join('\n');
  const height = 60 + rows.length * rowHeight;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">
<text x="10" y="20" font-size="14" font-weight="bold">LCP, Lighthouse mobile: the page (purple) and its no-JavaScript floor (grey)</text>
${bars}
</svg>
`;
}
