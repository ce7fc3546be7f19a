#!/usr/bin/env node
// Proves the visual + accessibility gate is live (issue #2), on a clean export of HEAD:
//   1. two runs in a row against the committed baselines: both pass, zero diff images,
//      no baseline rewritten;
//   2. the outline Button's border colour moved by one unit of blue (#5B3BE8 → #5B3BE9)
//      fails the visual check and writes a diff image;
//   3. a text colour below WCAG contrast fails the axe check.
// Each mutation runs in its own throwaway copy; the working tree is never touched.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const results = [];

function cleanCopy(label) {
  const dir = mkdtempSync(join(tmpdir(), `gate-proof-${label}-`));
  const archive = spawnSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: root, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`);
  spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

function runStories(dir, args = []) {
  const started = Date.now();
  const run = spawnSync('node', ['tests/run-stories.mjs', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', CI: 'true' },
    maxBuffer: 1 << 28,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const summary = output.match(/^Tests:.*$/m)?.[0] ?? '(no summary)';
  return { status: run.status, output, summary, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

const diffImages = (dir) => {
  const diffDir = join(dir, 'test-results', 'visual-diffs');
  return existsSync(diffDir) ? readdirSync(diffDir).filter((file) => file.endsWith('.png')) : [];
};

const changedFiles = (dir) => {
  const init = ['-c', 'user.email=proof@local', '-c', 'user.name=proof'];
  spawnSync('git', ['init', '-q'], { cwd: dir });
  spawnSync('git', ['add', '-A', ':!node_modules', ':!storybook-static', ':!test-results'], { cwd: dir });
  spawnSync('git', [...init, 'commit', '-qm', 'baseline'], { cwd: dir });
  return () => spawnSync('git', ['status', '--porcelain', '--', '.', ':!test-results'], { cwd: dir, encoding: 'utf8' }).stdout.trim();
};

function mutate(dir, file, from, to) {
  const path = join(dir, file);
  const source = readFileSync(path, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} no longer contains ${from}; update the gate proof`);
  writeFileSync(path, source.replace(from, to));
}

function check(name, ok, detail) {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}\n      ${detail}`);
}

// 1. Two runs in a row on a clean checkout.
{
  const dir = cleanCopy('clean');
  const status = changedFiles(dir);
  const first = runStories(dir);
  const second = runStories(dir, ['--no-build']);
  const diffs = diffImages(dir);
  const changed = status();
  check(
    'two runs in a row on a clean checkout give zero diffs',
    first.status === 0 && second.status === 0 && diffs.length === 0 && changed === '',
    `run 1: ${first.summary} (${first.seconds} s); run 2: ${second.summary} (${second.seconds} s); ` +
      `diff images: ${diffs.length}; files changed: ${changed === '' ? 'none' : changed}`,
  );
  rmSync(dir, { recursive: true, force: true });
}

// 2. One unit of one colour channel on one primitive's border.
{
  const dir = cleanCopy('border');
  mutate(
    dir,
    'design-system/Button/Button.tsx',
    "outline: { backgroundColor: 'transparent', color: '$accent', borderColor: '$accent' }",
    "outline: { backgroundColor: 'transparent', color: '$accent', borderColor: '#5B3BE9' }",
  );
  const run = runStories(dir, ['button']);
  const diffs = diffImages(dir);
  const pixels = [...run.output.matchAll(/\((\d+) differing pixels\)/g)].map((match) => Number(match[1]));
  check(
    'outline Button border #5B3BE8 → #5B3BE9 fails the visual check',
    run.status !== 0 && diffs.length > 0,
    `exit ${run.status}; ${run.summary}; diff images: ${diffs.join(', ') || 'none'}; ` +
      `different pixels per failing story: ${pixels.join(', ') || 'n/a'}`,
  );
  rmSync(dir, { recursive: true, force: true });
}

// 3. A contrast regression is caught by axe, not only by pixels.
{
  const dir = cleanCopy('contrast');
  mutate(dir, 'tokens/palette.ts', "Gray: '#6B6B78'", "Gray: '#B4B4BC'");
  const run = runStories(dir, ['textfield']);
  const violations = [...new Set(run.output.match(/color-contrast/g) ?? [])];
  check(
    'text colour below 4.5:1 (Gray #6B6B78 → #B4B4BC) fails the axe check',
    run.status !== 0 && violations.length > 0,
    `exit ${run.status}; ${run.summary}; axe rule reported: ${violations.join(', ') || 'none'}`,
  );
  rmSync(dir, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok);
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
