// The word tools at the scale of their data (issue 47), reported by `npm run bench` and alone by
// `npm run bench:words`, never asserted in a test:
//   1. the data: how long one process takes to read it, and what it holds in memory (heap, RSS);
//   2. a render: the site's renderer making word pages (and their 404s) it never made before,
//      each with its finishing and policy hashes, as the server does on a first request;
//   3. through the server (`server/start.ts` on its own data directory): the first request for each
//      of 300 words across the tools and locales (render, store, serve), then the same again (the
//      page store's hot pages), one request at a time, and the server's RSS after.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startSiteServer } from './site-server.mjs';

const ROOT = join(import.meta.dirname, '..');
const WORDS = 300;
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) };
};
const round = (value) => Math.round(value * 10) / 10;

/** 300 words with a page, spread over the tools and locales, in a fixed order (the same every run). */
async function sampleUrls() {
  const { readWords } = await import('../domain/words/load.ts');
  const { WORD_TOOLS } = await import('../domain/words/words.ts');
  const { localizePath } = await import('../domain/i18n/index.ts');
  const { LOCALES: locales } = await import('../domain/constants.ts');
  const words = readWords();
  return Array.from({ length: WORDS }, (_, index) => {
    const tool = WORD_TOOLS[index % WORD_TOOLS.length];
    const list = words.wordsOf(tool, { indexable: true });
    return localizePath(`/${tool}/${list[(index * 7919) % list.length]}`, locales[index % locales.length]);
  });
}

/** The data read by a process of its own, so its memory is the data's and nothing else's. */
function dataLoad() {
  const code = `
    const { readWords } = await import('./domain/words/load.ts');
    const { WORD_TOOLS } = await import('./domain/words/words.ts');
    global.gc(); const before = process.memoryUsage();
    let started = performance.now();
    const words = readWords();
    const readMs = performance.now() - started;
    started = performance.now();
    for (const tool of WORD_TOOLS) words.wordsOf(tool, { indexable: false });
    const listsMs = performance.now() - started;
    global.gc(); const after = process.memoryUsage();
    console.log(JSON.stringify({ readMs, listsMs, heapMiB: (after.heapUsed - before.heapUsed) / 2 ** 20, rssMiB: (after.rss - before.rss) / 2 ** 20 }));`;
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

export async function benchWords() {
  const data = dataLoad();
  console.log(`\nword tools (issue 47): the data read in ${data.readMs.toFixed(0)} ms, the tools' word lists made in ${data.listsMs.toFixed(0)} ms; heap +${data.heapMiB.toFixed(1)} MiB, RSS +${data.rssMiB.toFixed(1)} MiB`);
  const urls = await sampleUrls();

  // 2. The renderer alone.
  const { loadSiteRenderer } = await import('../server/live/renderer.ts');
  const { pagePolicy } = await import('../server/security.ts');
  await (await import('../server/cms/local-service.ts')).ensureLocalContent();
  const site = await loadSiteRenderer(join(ROOT, 'build'));
  site.renew();
  await site.render(urls[0]); // the renderer's own first load and the content's first reads
  const renders = [];
  for (const url of urls.slice(1)) {
    const started = performance.now();
    const rendered = await site.render(url);
    if (rendered.kind !== 'page' || rendered.status !== 200) throw new Error(`${url}: ${rendered.kind === 'page' ? rendered.status : rendered.kind}`);
    pagePolicy(rendered.html);
    renders.push(performance.now() - started);
  }
  const missing = [];
  for (let index = 0; index < 50; index++) {
    const started = performance.now();
    await site.render(`/past-tense-of/zq${String.fromCharCode(97 + (index % 26))}${index}x`);
    missing.push(performance.now() - started);
  }
  const render = summary(renders);
  const missed = summary(missing);
  console.log(`  a word page rendered (${renders.length} never rendered before): median ${render.median.toFixed(1)} ms, p95 ${render.p95.toFixed(1)} ms, slowest ${render.max.toFixed(1)} ms; its 404 with suggestions (50): median ${missed.median.toFixed(1)} ms, p95 ${missed.p95.toFixed(1)} ms`);

  // 3. Through the server, one request at a time.
  const server = await startSiteServer();
  try {
    await fetch(`${server.origin}${urls[0]}`); // loads the renderer
    const request = async (url) => {
      const started = performance.now();
      const response = await fetch(`${server.origin}${url}`, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      return performance.now() - started;
    };
    const cold = [];
    for (const url of urls.slice(1)) cold.push(await request(url));
    const warm = [];
    for (const url of urls.slice(1)) warm.push(await request(url));
    const first = summary(cold);
    const again = summary(warm);
    const rss = Number(spawnSync('ps', ['-o', 'rss=', '-p', String(server.pid)], { encoding: 'utf8' }).stdout.trim()) / 1024;
    console.log(`  through the server: first request median ${first.median.toFixed(1)} ms, p95 ${first.p95.toFixed(1)} ms (render, store, serve); again median ${again.median.toFixed(1)} ms, p95 ${again.p95.toFixed(1)} ms; server RSS ${rss.toFixed(0)} MiB after`);
    return {
      data: { readMs: round(data.readMs), listsMs: round(data.listsMs), heapMiB: round(data.heapMiB), rssMiB: round(data.rssMiB) },
      render: { pages: renders.length, medianMs: round(render.median), p95Ms: round(render.p95), maxMs: round(render.max), missingMedianMs: round(missed.median), missingP95Ms: round(missed.p95) },
      served: { coldMedianMs: round(first.median), coldP95Ms: round(first.p95), warmMedianMs: round(again.median), warmP95Ms: round(again.p95), serverRssMiB: Math.round(rss) },
    };
  } finally {
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWords();
