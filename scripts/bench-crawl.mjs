// A crawler against the word pages (issues 59 and 64), reported by `npm run bench:crawl`, never asserted in
// a test: a production start on its own data directory (the embedded database, or PostgreSQL with
// DATABASE_URL), then for 20 s each
//   1. one address crawling new word pages on 12 connections,
//   2. 12 connections each from an address of its own (a crawler spread over many),
// while a visitor reads /faq from another address, one request after the other, and asks for a
// word page never rendered once a second; the server's RSS sampled all along. After: the data
// directory's size, then a CMS publish (the header) and the crawled pages asked for again.
// CRAWL_PAGES=20000: the second phase goes on until that many distinct word pages were rendered
// (issue 64: the store's size unchanged, the memory within its bound, whatever the crawl's length).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startSiteServer } from './site-server.mjs';

const SECONDS = Number(process.env.CRAWL_SECONDS ?? 20);
const PAGES = Number(process.env.CRAWL_PAGES ?? 0);
const CONNECTIONS = 12;
const SECRET = 'a-webhook-secret-for-the-crawl-benchmark';

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Indexable word pages of every tool, each word in two locales (107,856 addresses), in a fixed order. */
async function wordUrls() {
  const { readWords } = await import('../domain/words/load.ts');
  const { WORD_TOOLS } = await import('../domain/words/words.ts');
  const { localizePath } = await import('../domain/i18n/index.ts');
  const words = readWords();
  const lists = WORD_TOOLS.map((tool) => words.wordsOf(tool, { indexable: true }).map((word) => `/${tool}/${word}`));
  const urls = [];
  const longest = Math.max(...lists.map((list) => list.length));
  // Each word once in one locale: its pages in the others are as many again, should a crawl run past these.
  for (let index = 0; index < longest; index++) for (const [tool, list] of lists.entries()) if (list[index]) urls.push(localizePath(list[index], ['en', 'es', 'pt', 'uk'][(index + tool) % 4]));
  for (let index = 0; index < longest; index++) for (const [tool, list] of lists.entries()) if (list[index]) urls.push(localizePath(list[index], ['es', 'pt', 'uk', 'en'][(index + tool) % 4]));
  return urls;
}

async function phase(server, urls, name, addressOf, pages = 0) {
  const statuses = {};
  const crawled = [];
  const pageMs = [];
  const faq = [];
  const visitorWords = {};
  let peak = 0;
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const going = () => (pages > 0 ? crawled.length < pages : Date.now() < until);
  const sampling = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 250);
  let request = 0;
  const crawler = async () => {
    while (going()) {
      const url = urls.shift();
      const asked = performance.now();
      const response = await fetch(server.origin + url, { headers: { 'x-forwarded-for': addressOf(request++) } });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 200) {
        crawled.push(url);
        pageMs.push(performance.now() - asked);
      }
    }
  };
  const reader = async () => {
    while (going()) {
      const started = performance.now();
      const response = await fetch(`${server.origin}/faq`, { headers: { 'x-forwarded-for': '192.0.2.10' } });
      await response.arrayBuffer();
      faq.push(performance.now() - started);
    }
  };
  const learner = async () => {
    while (going()) {
      const response = await fetch(server.origin + urls.pop(), { headers: { 'x-forwarded-for': '192.0.2.11' } });
      await response.arrayBuffer();
      visitorWords[response.status] = (visitorWords[response.status] ?? 0) + 1;
      await new Promise((wait) => setTimeout(wait, 1000));
    }
  };
  await Promise.all([...Array.from({ length: CONNECTIONS }, crawler), reader(), learner()]);
  clearInterval(sampling);
  const sorted = faq.sort((a, b) => a - b);
  const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const seconds = (Date.now() - started) / 1000;
  const pageSorted = pageMs.sort((a, b) => a - b);
  const result = { crawl: { seconds: Math.round(seconds), requestsPerSecond: Math.round(total / seconds), pagesPerSecond: +(crawled.length / seconds).toFixed(1), pageP50Ms: Math.round(percentile(pageSorted, 0.5)), pageP99Ms: Math.round(percentile(pageSorted, 0.99)), statuses }, faq: { requests: faq.length, p50Ms: +percentile(sorted, 0.5).toFixed(1), p99Ms: +percentile(sorted, 0.99).toFixed(1) }, visitorNewWords: visitorWords, peakRssMiB: Math.round(peak) };
  console.log(`  ${name}: ${JSON.stringify(result)}`);
  return { ...result, crawled };
}

export async function benchCrawl() {
  const urls = await wordUrls();
  const server = await startSiteServer({ NODE_ENV: 'production', TRUST_PROXY: '1', AUTH_SECRET: 'a-secret-for-the-crawl-benchmark-of-32+', CMS_WEBHOOK_SECRET: SECRET, LOG_REQUESTS: '0' });
  try {
    await (await fetch(`${server.origin}/faq`)).arrayBuffer();
    await (await fetch(server.origin + urls.shift(), { headers: { 'x-forwarded-for': '192.0.2.99' } })).arrayBuffer();
    // The store's size: the data directory's on the embedded database, the pages' tables' on PostgreSQL.
    const sizeMiB = async () => {
      if (!process.env.DATABASE_URL) return Number(execFileSync('du', ['-sk', server.dataDir], { encoding: 'utf8' }).split('\t')[0]) / 1024;
      const client = new pg.Client(process.env.DATABASE_URL);
      await client.connect();
      const { rows } = await client.query(`select pg_total_relation_size('site_page') + pg_total_relation_size('site_page_data') as bytes`);
      await client.end();
      return Number(rows[0].bytes) / 2 ** 20;
    };
    const startMiB = await sizeMiB();
    console.log(`\ncrawl (issue 59, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, ${SECONDS} s a phase${PAGES ? `, the second until ${PAGES} pages` : ''}, ${CONNECTIONS} connections), RSS at start ${Math.round(rssMiB(server.pid))} MiB`);
    const one = await phase(server, urls, 'one address', () => '198.51.100.9');
    const many = await phase(server, urls, 'an address per request', (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`, PAGES);
    const dataMiB = await sizeMiB();
    const rendered = [...one.crawled, ...many.crawled];
    // Issue 64: word pages are kept in the instance's memory (48 MiB at most), never stored.
    console.log(`  after: ${rendered.length} word pages rendered, store ${startMiB.toFixed(1)} → ${dataMiB.toFixed(1)} MiB (${(((dataMiB - startMiB) * 1024) / Math.max(1, rendered.length)).toFixed(1)} KiB a page), RSS ${Math.round(rssMiB(server.pid))} MiB`);
    // A publish, then the crawled pages again: none is gone.
    const published = (server.output().match(/\[live\] published/g) ?? []).length;
    const webhook = await fetch(`${server.origin}/webhooks/cms`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' }, body: JSON.stringify({ event: 'entry.publish', model: 'header', entry: { locale: 'en', publishedAt: new Date().toISOString() } }) });
    const deadline = Date.now() + 300_000;
    while ((server.output().match(/\[live\] published/g) ?? []).length === published && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 250));
    const line = server.output().split('\n').filter((entry) => entry.includes('[live] published')).at(-1);
    const sample = rendered.filter((_, index) => index % Math.max(1, Math.floor(rendered.length / 40)) === 0).slice(0, 40);
    const after = {};
    for (const url of sample) {
      const response = await fetch(server.origin + url, { headers: { 'x-forwarded-for': `172.16.0.${sample.indexOf(url)}` } });
      await response.arrayBuffer();
      after[response.status] = (after[response.status] ?? 0) + 1;
    }
    if (!line) console.log(server.output().split('\n').filter((entry) => entry.includes('[live]') || entry.includes('rror')).slice(-10).join('\n'));
    console.log(`  publish (${webhook.status}): ${line ?? 'no line'}; then ${sample.length} crawled word pages: ${JSON.stringify(after)}`);
    return { one: { ...one, crawled: one.crawled.length }, many: { ...many, crawled: many.crawled.length }, dataMiB: { start: +startMiB.toFixed(1), end: +dataMiB.toFixed(1) }, afterPublish: after };
  } finally {
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCrawl();
