// npm run cms — the Strapi 5 app in cms/: installs it from its own lock when needed, writes
// cms/.env with fresh secrets on the first run, builds it when its sources changed, and starts
// it. Strapi's own variables apply: HOST, PORT (127.0.0.1:1337 here), DATABASE_CLIENT
// (sqlite by default, in cms/.tmp/data.db; postgres with DATABASE_URL or DATABASE_HOST…).
// The first start imports content/ (CMS_SEED=off skips it). `-- --develop` runs `strapi develop`
// instead (the admin's Content-Type Builder, which writes cms/src/**/schema.json). `-- --prepare`
// installs and builds, then stops without starting (CI does it side by side with npm test).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const CMS = join(import.meta.dirname, '..', 'cms');
const develop = process.argv.includes('--develop');
const prepareOnly = process.argv.includes('--prepare');
const strapi = join(CMS, 'node_modules', '.bin', 'strapi');

function step(label, command, args) {
  const started = Date.now();
  console.log(`[cms] ${label}…`);
  const result = spawnSync(command, args, { cwd: CMS, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`[cms] ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`[cms] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The files a build depends on, as one hash. */
function sourceHash() {
  const hash = createHash('sha256');
  const walk = (directory) => {
    for (const name of readdirSync(directory).sort()) {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(relative(CMS, path)).update(readFileSync(path));
    }
  };
  walk(join(CMS, 'src'));
  walk(join(CMS, 'config'));
  hash.update(readFileSync(join(CMS, 'package-lock.json')));
  return hash.digest('hex');
}

// 1. Dependencies, from cms/package-lock.json (better-sqlite3 13 brings its prebuilt N-API binaries: nothing compiles).
const installed = join(CMS, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(join(CMS, 'package-lock.json')).mtimeMs) {
  step('npm ci (cms/)', 'npm', ['ci', '--no-audit', '--no-fund']);
}

// 2. Secrets: Strapi refuses to start without them; each machine gets its own.
const envFile = join(CMS, '.env');
if (!existsSync(envFile)) {
  const secret = () => randomBytes(16).toString('base64');
  writeFileSync(
    envFile,
    [
      '# Written by npm run cms on the first run; never committed. Production sets its own.',
      `APP_KEYS=${secret()},${secret()}`,
      `API_TOKEN_SALT=${secret()}`,
      `ADMIN_JWT_SECRET=${secret()}`,
      `TRANSFER_TOKEN_SALT=${secret()}`,
      `JWT_SECRET=${secret()}`,
      `ENCRYPTION_KEY=${secret()}`,
      '',
    ].join('\n'),
  );
  console.log('[cms] wrote cms/.env with fresh secrets');
}

// 3. Build (server code and the admin panel) when the sources changed since the last build.
const stamp = join(CMS, 'dist', '.source-hash');
const hash = sourceHash();
if (!develop && (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash)) {
  step('strapi build', strapi, ['build']);
  writeFileSync(stamp, hash);
}

if (prepareOnly) process.exit(0);

// 4. Start, in the foreground; Ctrl-C (or SIGTERM) stops Strapi.
const env = { HOST: '127.0.0.1', PORT: '1337', ...process.env, ...(develop ? {} : { NODE_ENV: process.env.NODE_ENV ?? 'production' }) };
console.log(`[cms] strapi ${develop ? 'develop' : 'start'} on http://${env.HOST}:${env.PORT} (${env.DATABASE_CLIENT ?? 'sqlite'})`);
const child = spawn(strapi, [develop ? 'develop' : 'start'], { cwd: CMS, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
