#!/usr/bin/env node
// Proves the visual + accessibility gate is live and stable (issues #2 and #7), on a clean
// export of HEAD:
//   1. two runs in a row against the committed baselines: both pass, zero diff images,
//      no baseline rewritten;
//   2. the same twice more while every core is kept busy by a CPU burner this script starts
//      (bounded, stopped at the end): a busy machine must not turn the gate red;
//   3. the outline Button's border colour moved by one unit of blue (#5B3BE8 → #5B3BE9)
//      fails the visual check and writes a diff image;
//   4. a text colour below WCAG contrast fails the axe check;
//   5. a story without its baseline fails (CI never writes one);
//   6. a failing assertion in a play function fails.
// Each mutation runs in its own throwaway copy; the working tree is never touched.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
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

/** The failing tests of a run, for the log of a check that did not pass. */
const failures = (output) => output.split('\n').filter((line) => /●|differing pixels|never became still|Exceeded timeout|Error:|expect\(/.test(line)).join('\n');

function mutate(dir, file, from, to) {
  const path = join(dir, file);
  const source = readFileSync(path, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} no longer contains ${from}; update the gate proof`);
  writeFileSync(path, source.replace(from, to));
}

/**
 * Keeps every core busy with a tight loop, as a loaded CI machine would be. Each burner ends by
 * itself after `seconds` even if this script dies; the returned function stops them all.
 */
function burnCpu(seconds) {
  const loop = `const end = Date.now() + ${seconds * 1000}; while (Date.now() < end);`;
  const burners = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }),
  );
  const stop = () => burners.forEach((burner) => burner.kill('SIGKILL'));
  process.once('exit', stop);
  return { count: burners.length, stop };
}

function check(name, ok, detail) {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}\n      ${detail}`);
}

// 1. Two runs in a row on a clean checkout; 2. two more on a busy machine.
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

  const burner = burnCpu(900);
  let loaded;
  try {
    rmSync(join(dir, 'storybook-static'), { recursive: true, force: true });
    loaded = [runStories(dir), runStories(dir, ['--no-build'])];
  } finally {
    burner.stop();
  }
  const loadedDiffs = diffImages(dir);
  const loadedChanged = status();
  check(
    `two more runs with all ${burner.count} cores kept busy give zero failures`,
    loaded.every((run) => run.status === 0) && loadedDiffs.length === 0 && loadedChanged === '',
    loaded.map((run, index) => `loaded run ${index + 1}: ${run.summary} (${run.seconds} s)`).join('; ') +
      `; diff images: ${loadedDiffs.length}; files changed: ${loadedChanged === '' ? 'none' : loadedChanged}`,
  );
  for (const run of [first, second, ...loaded].filter((run) => run.status !== 0)) console.log(failures(run.output));
  rmSync(dir, { recursive: true, force: true });
}

// 3. One unit of one colour channel on one primitive's border.
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

// 4. A contrast regression is caught by axe, not only by pixels.
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

// 5. A story whose baseline is missing: CI must not quietly write a new one.
{
  const dir = cleanCopy('missing');
  const baseline = 'design-system/Checkbox/__snapshots__/design-system-checkbox--checked.png';
  rmSync(join(dir, baseline));
  const run = runStories(dir, ['checkbox']);
  const notWritten = /New snapshot was not written/.test(run.output);
  check(
    'a story without its baseline fails',
    run.status !== 0 && notWritten && !existsSync(join(dir, baseline)),
    `exit ${run.status}; ${run.summary}; "New snapshot was not written" reported: ${notWritten}; ` +
      `baseline written: ${existsSync(join(dir, baseline))}`,
  );
  rmSync(dir, { recursive: true, force: true });
}

// 6. A play function whose assertion no longer holds.
{
  const dir = cleanCopy('play');
  mutate(
    dir,
    'design-system/Checkbox/Checkbox.stories.tsx',
    'await expect(box(canvas)).toBeChecked();',
    'await expect(box(canvas)).not.toBeChecked();',
  );
  const run = runStories(dir, ['checkbox']);
  const failing = [...new Set([...run.output.matchAll(/● (.+) › play-test/g)].map((match) => match[1]))];
  check(
    'a failing assertion in a play function fails the story',
    run.status !== 0 && failing.length === 1 && failing[0].endsWith('Toggles'),
    `exit ${run.status}; ${run.summary}; failing stories: ${failing.join(', ') || 'none'}`,
  );
  rmSync(dir, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok);
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
