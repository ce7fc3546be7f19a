#!/usr/bin/env node
// Builds Storybook, serves it on localhost and runs @storybook/test-runner on every story:
// play functions, axe (WCAG 2.2 AA) and per-pixel snapshots at each story's widths.
//   node tests/run-stories.mjs            CI mode: a missing or different snapshot fails
//   node tests/run-stories.mjs --update   rewrite baselines on purpose, then review `git diff`
//   --no-build                            reuse storybook-static/
//   any other argument goes to test-storybook (e.g. a story file path, --shard)
import { createServer } from 'node:http';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import sirv from 'sirv';
import { CHROME_PATH } from './visual/chromium.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const skipBuild = args.includes('--no-build');
const passThrough = args.filter((arg) => arg !== '--update' && arg !== '--no-build');

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Baselines belong to one Chromium build; another one may anti-alias differently.
const recorded = readFileSync(new URL('./visual/CHROMIUM_VERSION', import.meta.url), 'utf8').trim();
const installed = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
if (installed !== recorded) {
  console.warn(
    `\n!! Snapshots were recorded with "${recorded}" but ${CHROME_PATH} is "${installed}".\n` +
      '!! Pixel diffs may come from the browser, not the code: regenerate with `npm run test:visual:update`,\n' +
      '!! review every changed PNG, and update tests/visual/CHROMIUM_VERSION in the same commit.\n',
  );
}

if (!skipBuild || !existsSync('storybook-static/index.json')) {
  const code = await run('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
  if (code !== 0) process.exit(code);
}

const server = createServer(sirv('storybook-static', { dev: false, etag: true }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;
console.log(`Serving storybook-static at ${url}`);

const runnerArgs = ['test-storybook', '--url', url, '--maxWorkers=2', '--index-json', ...passThrough];
runnerArgs.push(update ? '-u' : '--ci');
const code = await run('npx', runnerArgs, { TARGET_URL: url });
server.close();
process.exit(code);
