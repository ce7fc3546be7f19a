// The server beside a static file server (issue 28), reported by `npm run bench` and alone by
// `npm run bench:serve`, never asserted in a test. The same build served two ways on loopback:
// - the site's server as it runs in production (`server/start.ts`, NODE_ENV=production, request
//   log on, accounts, the CMS's webhook), each page personalised for its visitor;
// - sirv, a plain static file server, on the same pages precompressed at Brotli's best (as a CDN
//   would keep them), the same bytes for everyone, in a process of its own (static-server.mjs).
// autocannon asks each page kind, as each visitor (anonymous first visit from the US, a returning
// visitor from Germany, a signed-in learner), with 50 connections for `--serve-seconds` (10) to
// each server in turn, then the server alone for `--memory-seconds` (60) over every page from
// eight countries, and reads the server's memory. `-- --no-memory` skips that run;
// `-- --server=DIR` runs the server of another checkout (an earlier commit) on this build.
import autocannon from 'autocannon';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { visitorCookieOf } from '../tests/split-visitors.ts';

const ROOT = join(import.meta.dirname, '..');
const SITE = join(ROOT, 'build', 'client');
const SERVER_PORT = 4331;
const STATIC_PORT = 4332;
const CONNECTIONS = 50;

/** One page of each kind the issue names; the FAQ is rendered again by the server before the runs. */
export const SERVE_PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'landing page', path: '/language-learning-app' },
  { kind: 'blog post', path: '/blog/first-lesson-with-a-tutor' },
  { kind: 'rendered on demand', path: '/uk/faq' },
  { kind: 'sign-in', path: '/sign-in' },
];

const argument = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

/** Every built page, as a static server finds it: path → file. */
function builtPages() {
  return readdirSync(SITE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => {
      const dir = relative(SITE, join(SITE, file, '..')).split(sep).join('/');
      return { path: dir ? `/${dir}` : '/', file };
    });
}

/** The benched pages with their Brotli copies beside them, for sirv. */
function staticTree() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-static-'));
  const benched = new Set(SERVE_PAGES.map(({ path }) => path));
  for (const { file } of builtPages().filter(({ path }) => benched.has(path))) {
    const html = readFileSync(join(SITE, file));
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), html);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return dir;
}

async function waitFor(url, child, output) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer:\n${output()}`);
}

const rssMiB = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: read('VmRSS'), peak: read('VmHWM') };
};

// autocannon keeps every response's body as a string, decoding its Brotli bytes as UTF-8 (63 µs for
// the home page) on the one thread that also sends the requests; with bodies that vary (a new
// visitor's experiment variants) that took 235 µs a response, 2.5× the server's whole work, and the
// first-visit rows measured the client (3,300 req/s from a server 40% idle; 8,300 for one body).
// Nothing here reads a body (its bytes are counted apart), so none is kept.
PipelinedRequestsQueue.prototype.addBody = () => {};

const load = (url, options) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });

const CLOCK_TICKS_PER_S = 100;
/** The CPU time a process has used (user and system), in ms, from /proc. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
};

/** A run's figures and the CPU the serving process spent on each of its requests, in µs: what decides throughput once the client is not the limit. */
async function measured(pid, url, options) {
  const before = cpuMs(pid);
  const result = await load(url, options);
  return { ...summary(result), cpuUs: result.requests.total ? ((cpuMs(pid) - before) * 1000) / result.requests.total : 0 };
}

const summary = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
});

export async function benchServe({ seconds = argument('serve-seconds', 10), memorySeconds = process.argv.includes('--no-memory') ? 0 : argument('memory-seconds', 60) } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'bench-serve-'));
  const staticDir = staticTree();
  const webhookSecret = randomBytes(32).toString('base64url');
  let output = '';
  const serverRoot = process.argv.find((arg) => arg.startsWith('--server='))?.slice('--server='.length) ?? ROOT;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO_LEARNER: '1',
      CMS_WEBHOOK_SECRET: webhookSecret,
      STORYBOOK: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its request log goes where a production log would: written, not read.
  server.stdout.on('data', (chunk) => {
    if (output.length < 100_000) output += chunk;
  });
  server.stderr.on('data', (chunk) => (output += chunk));
  // In a process of its own, as the server is: autocannon takes this one's thread.
  const staticServer = spawn(process.execPath, [join(import.meta.dirname, 'static-server.mjs'), staticDir, String(STATIC_PORT)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let staticOutput = '';
  staticServer.stderr.on('data', (chunk) => (staticOutput += chunk));
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const results = [];
  try {
    await waitFor(`http://127.0.0.1:${STATIC_PORT}/`, staticServer, () => staticOutput);
    await waitFor(`${base}/api/health`, server, () => output);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'learner@example.com', password: 'correct-horse-battery' }),
    });
    const session = signIn.headers.get('set-cookie')?.split(';')[0];
    if (signIn.status !== 200 || !session) throw new Error(`sign-in: ${signIn.status}`);
    // The editors' loop: the CMS says the Ukrainian FAQ changed, the server renders it again.
    const renderedOnDemand = await fetch(`${base}/webhooks/cms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${webhookSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'entry.update', model: 'faq', entry: { locale: 'uk' } }),
    });
    if (renderedOnDemand.status !== 202) throw new Error(`the CMS webhook: ${renderedOnDemand.status}`);
    for (let wait = 0; wait < 120 && !/\[live\] published in/.test(output); wait++) await new Promise((resolve) => setTimeout(resolve, 250));
    const published = /\[live\] published in .*/.exec(output)?.[0];
    if (!published) throw new Error(`the change was not published:\n${output}`);
    console.log(`\nserved (${CONNECTIONS} connections, ${seconds} s a run, loopback; ${published.replace('[live] ', 'the FAQ ')})`);

    const split = visitorCookieOf('for-business');
    const visitors = [
      { visitor: 'anonymous', headers: { 'cf-ipcountry': 'US' } },
      { visitor: 'EU', headers: { 'cf-ipcountry': 'DE', cookie: split } },
      { visitor: 'signed in', headers: { 'cf-ipcountry': 'US', cookie: `${split}; ${session}` } },
    ];
    // What a browser sends; the static server has each page in Brotli too.
    const common = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
    // Each variant asked for until the server keeps it at its best, as after its first visitors.
    for (const { path } of SERVE_PAGES) {
      for (const { headers } of visitors) {
        for (let round = 0; round < 3; round++) await (await fetch(base + path, { headers: { ...common, ...headers } })).arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
    // Both servers (and autocannon) past their first seconds of compiling before anything counts.
    for (const url of [base, `http://127.0.0.1:${STATIC_PORT}`]) await load(`${url}/faq`, { duration: 3, headers: common });
    console.log('| page kind | visitor | server req/s | static req/s | ratio | server p99 ms | static p99 ms | p99 ratio | CPU µs/req (server / static) | errors | bytes (server / static) |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const { kind, path } of SERVE_PAGES) {
      for (const { visitor, headers } of visitors) {
        const staticRun = await measured(staticServer.pid, `http://127.0.0.1:${STATIC_PORT}${path}`, { duration: seconds, headers: { ...common, ...headers } });
        const serverRun = await measured(server.pid, base + path, { duration: seconds, headers: { ...common, ...headers } });
        const row = { kind, path, visitor, server: serverRun, static: staticRun, ratio: serverRun.rps / staticRun.rps, p99Ratio: serverRun.p99 / Math.max(1, staticRun.p99) };
        results.push(row);
        console.log(
          `| ${kind} (${path}) | ${visitor} | ${serverRun.rps.toFixed(0)} | ${staticRun.rps.toFixed(0)} | ${row.ratio.toFixed(2)} | ${serverRun.p99} | ${staticRun.p99} | ${row.p99Ratio.toFixed(2)} | ${serverRun.cpuUs.toFixed(0)} / ${staticRun.cpuUs.toFixed(0)} | ${serverRun.errors} / ${staticRun.errors} | ${serverRun.bytesPerRequest.toFixed(0)} / ${staticRun.bytesPerRequest.toFixed(0)} |`,
        );
      }
    }
    let memory = null;
    if (memorySeconds > 0) {
      const before = rssMiB(server.pid);
      const countries = ['US', 'DE', 'UA', 'BR', 'ES', 'GB', 'FR', 'AE'];
      const pages = builtPages();
      const requests = pages.flatMap(({ path }) => countries.map((country) => ({ method: 'GET', path, headers: { ...common, 'cf-ipcountry': country, ...(country === 'US' ? { 'cf-region-code': 'CA' } : {}) } })));
      const run = summary(await load(base, { duration: memorySeconds, requests }));
      const after = rssMiB(server.pid);
      memory = { seconds: memorySeconds, variantsAsked: requests.length, rps: run.rps, p99: run.p99, errors: run.errors, beforeMiB: before.rss, afterMiB: after.rss, peakMiB: after.peak };
      console.log(
        `\nmemory: ${memorySeconds} s over ${requests.length} page variants (${pages.length} pages × ${countries.length} countries): ${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms, ${run.errors} errors; server RSS ${before.rss.toFixed(0)} MiB before, ${after.rss.toFixed(0)} MiB after (peak ${after.peak.toFixed(0)} MiB)`,
      );
    }
    return { connections: CONNECTIONS, seconds, results, memory };
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((exited) => server.once('exit', exited));
    staticServer.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const figures = await benchServe();
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results', 'serve.json'), `${JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 1)}\n`);
  console.log('\nWrote bench-results/serve.json');
}
