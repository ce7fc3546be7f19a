// The editors' redirects at 10,000 (issue 66: "10,000 redirects cost ≤ 1 ms a request"), reported
// by `npm run bench` and alone by `npm run bench:redirects`, never asserted in a test:
//   1. compiling them (what a publish does once): 7,000 paths and 3,000 prefixes over the four
//      languages, a tenth of them chains to flatten;
//   2. one lookup, as every page request makes it: a path redirected, one under a prefix, one that
//      is no redirect (five segments deep, each looked up);
//   3. through the server (app.request, the built fixture site): a page request with the 10,000
//      and with none, medians and p99 side by side: what the table adds to a request.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const COUNT = 10_000;
const LANGUAGES = ['all', 'en', 'es', 'pt', 'uk'];
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
const micro = (ms) => Math.round(ms * 1000 * 10) / 10;

function editorsRedirects() {
  return Array.from({ length: COUNT }, (_, index) => {
    const language = LANGUAGES[index % LANGUAGES.length];
    if (index % 10 === 3) return { id: index, documentId: `r${index}`, from: `/archive/section-${index}/*`, to: `/blog/*`, kind: 'moved-permanently', language };
    // A tenth lead to another redirect's path: chains the compile flattens.
    const to = index % 10 === 7 ? `/page/old-${index - 1}` : `/page/new-${index}`;
    return { id: index, documentId: `r${index}`, from: `/page/old-${index}`, to, kind: 'moved-permanently', language };
  });
}

export async function benchRedirects() {
  const { compileRedirects, redirectLookup, REDIRECTS_FILE } = await import('../domain/content/redirects.ts');
  const redirects = editorsRedirects();
  const compileStarted = performance.now();
  const refused = [];
  const table = compileRedirects(redirects, (why) => refused.push(why));
  const compileMs = performance.now() - compileStarted;
  const lookup = redirectLookup(table);

  const paths = ['/page/old-1', '/uk/archive/section-13/a/b', '/es/blog/a-post-that-is/not/moved/at-all'];
  const lookups = {};
  for (const path of paths) {
    for (let warm = 0; warm < 10_000; warm += 1) lookup(path);
    const rounds = 200_000;
    const started = performance.now();
    for (let round = 0; round < rounds; round += 1) lookup(path);
    lookups[path] = Math.round(((performance.now() - started) / rounds) * 1e6);
  }

  const { fixtureSite } = await import('../server/test-site.ts');
  const { createApp } = await import('../server/app.ts');
  const { loadContent } = await import('../server/cms/store.ts');
  const store = loadContent(join(import.meta.dirname, '..', 'content'));
  const timed = async (withTable) => {
    const { siteDir, remove } = fixtureSite();
    if (withTable) writeFileSync(join(siteDir, REDIRECTS_FILE), JSON.stringify(table));
    const app = createApp({ siteDir, store, serveStorybook: false });
    const times = [];
    for (let request = 0; request < 3_000; request += 1) {
      const started = performance.now();
      const response = await app.request('http://localhost/faq?utm_source=bench');
      await response.arrayBuffer();
      if (request >= 500) times.push(performance.now() - started);
    }
    remove();
    times.sort((a, b) => a - b);
    return { medianUs: micro(percentile(times, 0.5)), p99Us: micro(percentile(times, 0.99)) };
  };
  const none = await timed(false);
  const tenThousand = await timed(true);

  const figures = { redirects: COUNT, rules: table.rules.length, refused: refused.length, compileMs: Math.round(compileMs), lookupNs: lookups, pageRequest: { none, tenThousand } };
  console.log(`\nredirects: ${COUNT} editors' redirects → ${table.rules.length} rules (each language's own) compiled in ${figures.compileMs} ms, ${refused.length} refused`);
  for (const [path, ns] of Object.entries(lookups)) console.log(`  one lookup ${path.padEnd(42)} ${ns} ns`);
  console.log(`  a page request (GET /faq): none ${none.medianUs} µs median, ${none.p99Us} µs p99; with ${COUNT}: ${tenThousand.medianUs} µs median, ${tenThousand.p99Us} µs p99`);
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRedirects();
