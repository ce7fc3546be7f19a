#!/usr/bin/env node
// Builds Storybook, serves it on localhost and runs @storybook/test-runner on every story:
// play functions, axe (WCAG 2.2 AA) and per-pixel snapshots at each story's widths.
//   node tests/run-stories.mjs            CI mode: a missing or different snapshot fails
//   node tests/run-stories.mjs --update   rewrite baselines on purpose, then review `git diff`
//   --no-build                            reuse storybook-static/
//   --sample                              only a sample that covers every story file and each kind of
//                                         snapshot in it (the gate proof's run under load)
//   any other argument goes to test-storybook (e.g. a story file path, --shard)
import { createServer } from 'node:http';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sirv from 'sirv';
import { chromiumExecutable, chromiumVersion } from '../scripts/chromium.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const skipBuild = args.includes('--no-build');
const sample = args.includes('--sample');
const passThrough = args.filter((arg) => !['--update', '--no-build', '--sample'].includes(arg));

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Baselines belong to one browser build; another one anti-aliases differently, so comparing
// against it would only produce noise. Refuse, and say how to proceed; an update records the
// browser it used.
const versionFile = new URL('./visual/CHROMIUM_VERSION', import.meta.url);
const recorded = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : '(none)';
const running = chromiumVersion();
if (update && running !== recorded && passThrough.length > 0) {
  console.error(`\nThe browser changed ("${recorded}" → "${running}"): update every baseline at once, without a filter.\n`);
  process.exit(1);
} else if (update) {
  writeFileSync(versionFile, `${running}\n`);
} else if (running !== recorded) {
  console.error(
    `\nThe snapshot baselines were recorded with "${recorded}", but this run would use "${running}"\n` +
      `(${chromiumExecutable()}${process.env.CHROME_PATH ? ', from CHROME_PATH' : ''}). Pixels from another browser build\n` +
      'differ for reasons that have nothing to do with the code, so the gate will not compare them.\n' +
      '- To use the pinned browser: unset CHROME_PATH and run `npm ci` (it brings @sparticuz/chromium).\n' +
      '- To move the baselines to another browser on purpose: `npm run test:visual:update`, open every\n' +
      '  changed PNG (node tests/visual/contact-sheet.mjs …), and commit them with tests/visual/CHROMIUM_VERSION.\n',
  );
  process.exit(1);
}

if (!skipBuild || !existsSync('storybook-static/index.json')) {
  const code = await run('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
  if (code !== 0) process.exit(code);
}

/** The stories' baselines: a story's own PNG, or one per width (`<id>--w390.png`). */
const baselinesOf = (story, pngs) => pngs.filter((png) => png === `${story.id}.png` || png.startsWith(`${story.id}--w`)).map((png) => png.slice(story.id.length)).sort().join(',');

/**
 * From each story file, its first story of each kind of snapshot (none, one width, which widths):
 * every component and every way the gate looks at one, in about a quarter of the stories.
 */
function storySample(stories) {
  return [...Map.groupBy(stories, (story) => story.importPath)].flatMap(([file, ofFile]) => {
    const dir = join(dirname(file), '__snapshots__');
    const pngs = existsSync(dir) ? readdirSync(dir) : [];
    return [...Map.groupBy(ofFile, (story) => baselinesOf(story, pngs)).values()].map(([first]) => first);
  });
}

// The runner reads the stories from the served index.json: a sample is a smaller index.
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const sampled = sample ? storySample(stories) : null;
const served = sampled && JSON.stringify({ ...index, entries: Object.fromEntries(sampled.map((story) => [story.id, story])) });
if (sampled) console.log(`A sample of ${sampled.length} of ${stories.length} stories`);
const files = sirv('storybook-static', { dev: false, etag: true });
const server = createServer((request, response) => {
  if (served && request.url?.split('?')[0] === '/index.json') return response.writeHead(200, { 'content-type': 'application/json' }).end(served);
  files(request, response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;
console.log(`Serving storybook-static at ${url}`);

const runnerArgs = ['test-storybook', '--url', url, '--maxWorkers=2', '--index-json', ...passThrough];
runnerArgs.push(update ? '-u' : '--ci');
const code = await run('npx', runnerArgs, { TARGET_URL: url });
server.close();

/** Baselines under design-system/ and site/ whose story no longer exists (renamed or removed). */
function orphanBaselines() {
  const ids = new Set(Object.keys(index.entries));
  const pngs = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : pngs(path);
      return dir.endsWith('__snapshots__') && entry.name.endsWith('.png') ? [path] : [];
    });
  return ['design-system', 'site'].flatMap(pngs).filter((path) => {
    const id = path.split('/').pop().replace(/\.png$/, '').replace(/--w\d+$/, '');
    return !ids.has(id);
  });
}

// A baseline nobody compares protects nothing and misleads whoever reads the folder: on a whole
// run, an update removes them and a check fails on them.
if (passThrough.length === 0 && !sample) {
  const orphans = orphanBaselines();
  if (orphans.length > 0 && update) {
    orphans.forEach((path) => rmSync(path));
    console.log(`Removed ${orphans.length} baseline(s) of stories that no longer exist:\n  ${orphans.join('\n  ')}`);
  } else if (orphans.length > 0) {
    console.error(`\n${orphans.length} baseline(s) belong to no story (renamed or removed); delete them or run the update:\n  ${orphans.join('\n  ')}\n`);
    process.exit(code || 1);
  }
}
process.exit(code);
