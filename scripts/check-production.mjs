// A production install runs without devDependencies: copies the repository and its build into a
// temporary directory, installs with `npm ci --omit=dev`, starts it with NODE_ENV=production and
// asks for a page, the content service and the API, and has it publish a change the CMS announces
// (the site's server build renders it) and show a preview, then reads its own log for the secrets it
// used. Fails when anything the server needs at runtime is only in
// devDependencies. Builds first if the build is missing.
//   node scripts/check-production.mjs [--node <path to a node binary>] [--port <port>]
// --node: npm, the install and the server run on that Node.js (CI: Node 24 from npm's `node`
// package, scripts/ci.mjs), and the check fails unless the server's process is that binary.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
// The CMS's own signer (cms/src/site.js), as the CMS signs a preview link.
const { signPreviewToken } = createRequire(import.meta.url)('../cms/src/site.js');
const OPERATOR = { email: 'operator@example.com', password: 'operator-password-for-the-check' };
const { values: options } = parseArgs({ options: { node: { type: 'string' }, port: { type: 'string', default: '3290' } } });
const port = Number(options.port);
const nodeBinary = realpathSync(options.node ?? process.execPath);
const nodeVersion = execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim();
// Every command below (npm, npm's scripts, tsx) finds this node first.
const PATH = `${dirname(options.node ?? process.execPath)}:${process.env.PATH}`;
console.log(`Node.js ${nodeVersion} (${nodeBinary})`);

/** The node processes under a process (npm → sh → tsx → node…): what actually serves. */
function nodeProcessesUnder(pid) {
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
  let exe = '';
  try {
    exe = readlinkSync(`/proc/${pid}/exe`);
  } catch {
    // gone since pgrep listed it
  }
  return [...(/\/node$/.test(exe) ? [exe] : []), ...children.flatMap(nodeProcessesUnder)];
}
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

if (!existsSync(join(root, 'build/client/index.html')) || !existsSync(join(root, 'storybook-static/index.html'))) {
  run('npm', ['run', 'build'], { cwd: root });
}

const work = mkdtempSync(join(tmpdir(), 'lingo-production-'));
let server;
try {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(work, file)), { recursive: true });
    cpSync(join(root, file), join(work, file));
  }
  for (const dir of ['build/client', 'build/server', 'storybook-static']) cpSync(join(root, dir), join(work, dir), { recursive: true });
  console.log(`Copied ${files.length} files and the build to ${work} (${seconds()})`);

  run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: work, env: { ...process.env, PATH } });
  console.log(`npm ci --omit=dev done (${seconds()})`);
  // npm keeps a devDependency that a production package names as an optional peer (better-auth
  // names vitest and drizzle-kit; vitest brings vite): marked devOptional in the lock. Remove every
  // devDependency that is still there, so the server is proven to start without any of them.
  const { devDependencies } = JSON.parse(readFileSync(join(work, 'package.json'), 'utf8'));
  const kept = Object.keys(devDependencies).filter((name) => existsSync(join(work, 'node_modules', name)));
  for (const name of kept) rmSync(join(work, 'node_modules', name), { recursive: true, force: true });
  if (kept.length > 0) console.log(`Removed devDependencies npm kept as optional peers: ${kept.join(', ')}`);

  // Production has no sign-up and no demo learner: an operator creates the account to sign in with.
  const webhookSecret = 'a-webhook-secret-for-the-production-check';
  const previewSecret = 'a-preview-secret-for-the-production-check';
  const productionEnv = { ...process.env, PATH, NODE_ENV: 'production', PORT: String(port), DATA_DIR: join(work, '.data'), CMS_WEBHOOK_SECRET: webhookSecret, PREVIEW_SECRET: previewSecret };
  run('npm', ['run', '-s', 'accounts', '--', 'add', OPERATOR.email, '--name', 'Operator'], { cwd: work, env: { ...productionEnv, ACCOUNT_PASSWORD: OPERATOR.password } });
  server = spawn('npm', ['start'], {
    cwd: work,
    env: productionEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output}`);
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
  const serving = [...new Set(nodeProcessesUnder(server.pid))];
  if (serving.length === 0 || serving.some((exe) => exe !== nodeBinary)) throw new Error(`the server runs on ${serving.join(', ') || 'nothing found'}, not ${nodeBinary}`);
  console.log(`  the server's processes run ${nodeVersion}`);
  const checks = [
    ['/', 200, /<h1/],
    ['/uk/faq', 200, /lang="uk"/],
    ['/cms/api/footers?locale=en', 200, /"data"/],
    // Production serves browsers the header and footer alone, never a draft (CMS_API, issue 59).
    ['/cms/api/pages?locale=en', 404, /NotFoundError/],
    ['/cms/api/footers?locale=en&status=draft', 403, /Drafts are not public/],
    ['/api/health', 200, /"database":"pglite"/],
    ['/storybook/', 404, /<h1/], // only with STORYBOOK=1
    ['/no-such-page', 404, /<h1/],
  ];
  for (const [path, status, body] of checks) {
    const response = await fetch(base + path);
    const text = await response.text();
    if (response.status !== status || !body.test(text)) throw new Error(`${path}: ${response.status}, expected ${status} and ${body}`);
    console.log(`  ${response.status} ${path}`);
  }
  const post = (path, body) => fetch(`${base}${path}`, { method: 'POST', headers: { origin: base, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const signIn = await post('/api/auth/sign-in/email', OPERATOR);
  if (signIn.status !== 200 || !/session_token=/.test(signIn.headers.get('set-cookie') ?? '')) throw new Error(`sign-in: ${signIn.status}`);
  console.log('  200 POST /api/auth/sign-in/email (the account `npm run accounts -- add` created)');
  const demo = await post('/api/auth/sign-in/email', { email: 'learner@example.com', password: 'correct-horse-battery' });
  if (demo.status !== 401) throw new Error(`the demo learner's published password: ${demo.status}, expected 401 (no demo learner in production)`);
  console.log('  401 POST /api/auth/sign-in/email (the demo learner: not in production)');
  const signUp = await post('/api/auth/sign-up/email', { email: 'someone@example.com', password: '12345678', name: 'Someone' });
  if (signUp.status !== 404) throw new Error(`sign-up: ${signUp.status}, expected 404`);
  console.log('  404 POST /api/auth/sign-up/email (no sign-up)');
  const announced = await fetch(`${base}/webhooks/cms`, {
    method: 'POST',
    headers: { authorization: `Bearer ${webhookSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'entry.publish', model: 'footer', entry: { locale: 'uk', publishedAt: new Date().toISOString() } }),
  });
  if (announced.status !== 202) throw new Error(`the CMS webhook: ${announced.status}, expected 202`);
  const published = Date.now() + 30_000;
  while (!/\[live\] published in \d+ ms/.test(output) && Date.now() < published) await new Promise((wait) => setTimeout(wait, 250));
  const line = /\[live\] published in .*/.exec(output)?.[0];
  if (!line || !/\d+ rendered again/.test(line) || /rendered again.*kept/.test(line)) throw new Error(`the change was not published:\n${output}`);
  console.log(`  202 POST /webhooks/cms, then ${line}`);
  // The CMS's Preview, its link signed as the CMS signs it; then the log (requests are logged in
  // production) must hold none of the secrets this check used: the token, the shared secrets, the
  // operator's e-mail address and password.
  // The FAQ page's documentId as the seeded service derives it (server/cms/store.ts): production does not list pages to anyone.
  const faq = { documentId: createHash('sha1').update('pages:/faq').digest('hex').slice(0, 24) };
  const token = signPreviewToken({ uid: 'api::page.page', documentId: faq.documentId, locale: 'en', status: 'draft' }, previewSecret);
  const preview = await fetch(`${base}/preview?token=${token}`);
  const previewed = await preview.text();
  if (preview.status !== 200 || !/<h1/.test(previewed) || /\/assets\/page-data-/.test(previewed)) throw new Error(`the preview: ${preview.status}, expected 200 with its props in the page`);
  console.log('  200 GET /preview?token=… (the FAQ page, as the CMS previews it)');
  await new Promise((wait) => setTimeout(wait, 200));
  if (!output.includes('GET /preview')) throw new Error(`the preview's request is not in the log:\n${output}`);
  const leaked = Object.entries({ 'the preview token': token, 'its signature': token.split('.')[1], CMS_WEBHOOK_SECRET: webhookSecret, PREVIEW_SECRET: previewSecret, "the operator's e-mail address": OPERATOR.email, "the operator's password": OPERATOR.password })
    .filter(([, secret]) => output.includes(secret))
    .map(([name]) => name);
  if (leaked.length > 0) throw new Error(`the production log holds ${leaked.join(', ')}:\n${output}`);
  console.log(`  the log (${output.split('\n').length} lines) holds no token, secret, e-mail address or password`);
  console.log(`PASS  the production install (npm ci --omit=dev) on Node.js ${nodeVersion} serves the site, the content service, the API and accounts (${seconds()})`);
} catch (error) {
  console.error(`FAIL  ${error.message}`);
  process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((exited) => server.once('exit', exited));
  rmSync(work, { recursive: true, force: true });
}
