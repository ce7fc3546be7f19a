#!/usr/bin/env node
// Proves the visual + accessibility gate is live and stable (issues #2, #7 and #40):
//   1–2. a run against the committed baselines after a clean one passes again, while every core is
//      kept busy by a CPU burner this script starts (bounded, stopped at the end): zero diff
//      images, no file rewritten; a busy machine must not turn the gate red. It runs the sample of
//      tests/run-stories.mjs (every story file, each kind of snapshot in it: 92 of 387 stories),
//      each story alone after a story of another file, so a story that passes only after an
//      earlier one of its file (a chunk already loaded) fails here;
//   3. the outline Button's border colour moved by one unit of blue (#5B3BE8 → #5B3BE9)
//      fails the visual check and writes a diff image;
//   4. a text colour below WCAG contrast fails the axe check;
//   5. a story without its baseline fails (CI never writes one);
//   6. a failing assertion in a play function fails.
// The four mutations touch four different stories' components, so they share one throwaway copy,
// one Storybook build and one run, and each failure is read from its own story's report.
//
//   node tests/gate-proof.mjs           on its own: a clean export of HEAD, built and run once
//                                       (what `npm test` does), then 1–6
//   node tests/gate-proof.mjs --reuse   in CI right after `npm test` on a clean checkout: its
//                                       storybook-static/ and its clean run stand for the first
//                                       run; 1–2 run in place (refused on a changed tree)
// The working tree is never changed: the mutations live in their own copy.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const reuse = process.argv.includes('--reuse');
const results = [];

function cleanCopy(label) {
  const dir = mkdtempSync(join(tmpdir(), `gate-proof-${label}-`));
  const archive = spawnSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: root, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`);
  spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

function runStories(dir, args = [], env = {}) {
  const started = Date.now();
  const run = spawnSync('node', ['tests/run-stories.mjs', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', CI: 'true', ...env },
    maxBuffer: 1 << 28,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const sample = output.match(/^A sample of .*$/m)?.[0];
  const summary = `${output.match(/^Tests:.*$/m)?.[0] ?? '(no summary)'}${sample ? ` (${sample.toLowerCase()})` : ''}`;
  return { status: run.status, output, summary, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

const diffImages = (dir) => {
  const diffDir = join(dir, 'test-results', 'visual-diffs');
  return existsSync(diffDir) ? readdirSync(diffDir).filter((file) => file.endsWith('.png')) : [];
};

/** Every file git would see as changed or new (ignored build output aside). */
const changedFiles = (dir) => spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: dir, encoding: 'utf8' }).stdout.trim();

/** A copy under its own git history, so that what a run rewrites shows as changed. */
function tracked(dir) {
  const identity = ['-c', 'user.email=proof@local', '-c', 'user.name=proof'];
  spawnSync('git', ['init', '-q'], { cwd: dir });
  spawnSync('git', ['add', '-A'], { cwd: dir });
  spawnSync('git', [...identity, 'commit', '-qm', 'baseline'], { cwd: dir });
  return dir;
}

/**
 * Jest's report of one story file (`design-system-checkbox.test.js`): from its "FAIL …" line to the
 * next file's; each failing test is headed "● <story title> › <story> › <test>" and followed by its
 * error; the file's console output (axe's violations table) is its "● Console" block.
 */
function reportOf(output, testFile) {
  const plain = stripVTControlCharacters(output);
  const lines = plain.split('\n');
  // Jest adds the file's time after its name only when it was slow: the name may end the line.
  const start = lines.findIndex((line) => /^\s*(PASS|FAIL)\s/.test(line) && (line.includes(`/${testFile} `) || line.endsWith(`/${testFile}`)));
  if (start === -1) return { text: '', failures: [] };
  const end = lines.findIndex((line, index) => index > start && /^\s*(PASS|FAIL)\s|^(Test Suites|Tests):|^Summary of all failing tests/.test(line));
  const section = lines.slice(start + 1, end === -1 ? undefined : end);
  const failures = new Map();
  let current = null;
  for (const line of section) {
    const head = /^\s*● (.+) › (?:play-test|smoke-test)\s*$/.exec(line);
    if (head) failures.set((current = head[1]), '');
    else if (/^\s*● /.test(line)) current = null;
    else if (current) failures.set(current, `${failures.get(current)}${line}\n`);
  }
  return { text: section.join('\n'), failures: [...failures] };
}

/** The failing tests of a run, for the log of a check that did not pass. */
const failureLines = (output) => output.split('\n').filter((line) => /●|differing pixels|never became still|Exceeded timeout|Error:|expect\(/.test(line)).join('\n');

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

const describe = (changed) => (changed === '' ? 'none' : changed.replace(/\n/g, ', '));

// 1 and 2: the clean run's tree, run again while every core is kept busy. A rerun on a loaded
// machine asks more than an idle rerun (same baselines, zero diffs, nothing rewritten, and no
// timing that holds only when the machine is free), so the idle rerun is not made as well: it cost
// a whole story run of CI's time.
{
  let dir = root;
  const first = { status: 0, summary: 'the clean run of `npm test`' };
  if (reuse) {
    const before = changedFiles(root);
    if (before !== '' || !existsSync(join(root, 'storybook-static', 'index.json'))) {
      console.error(`--reuse needs a clean checkout with the storybook-static/ that \`npm test\` built (changed: ${describe(before)})`);
      process.exit(1);
    }
    rmSync(join(root, 'test-results', 'visual-diffs'), { recursive: true, force: true });
  } else {
    dir = tracked(cleanCopy('clean'));
    Object.assign(first, runStories(dir));
  }
  const burner = burnCpu(900);
  let loaded;
  try {
    loaded = runStories(dir, ['--no-build', '--sample']);
  } finally {
    burner.stop();
  }
  const diffs = diffImages(dir);
  const changed = changedFiles(dir);
  check(
    `a second run after a clean one, on a sample of its stories with all ${burner.count} cores kept busy, gives zero failures and zero diffs`,
    first.status === 0 && loaded.status === 0 && diffs.length === 0 && changed === '',
    `run 1: ${first.summary}${first.seconds ? ` (${first.seconds} s)` : ''}; run 2, loaded: ${loaded.summary} (${loaded.seconds} s); ` +
      `diff images: ${diffs.length}; files changed: ${describe(changed)}`,
  );
  if (loaded.status !== 0) console.log(failureLines(loaded.output));
  if (dir !== root) rmSync(dir, { recursive: true, force: true });
}

// 3–6: four regressions in four components of one copy, one build, one run.
{
  const dir = cleanCopy('mutations');
  // 3. One unit of one colour channel on one primitive's border.
  mutate(
    dir,
    'design-system/Button/Button.tsx',
    "outline: { backgroundColor: 'transparent', color: '$accent', borderColor: '$accent' }",
    "outline: { backgroundColor: 'transparent', color: '$accent', borderColor: '#5B3BE9' }",
  );
  // 4. The field's help text at 2.0:1 on white (its muted grey #6B6B78 is 5.3:1).
  mutate(dir, 'design-system/TextField/TextField.tsx', "const Description = styled('div', { textPreset: 'small', color: '$textMuted' });", "const Description = styled('div', { textPreset: 'small', color: '#B4B4BC' });");
  // 5. A baseline removed.
  const baseline = 'design-system/Checkbox/__snapshots__/design-system-checkbox--checked.png';
  rmSync(join(dir, baseline));
  // 6. A play function whose assertion no longer holds.
  mutate(dir, 'design-system/Checkbox/Checkbox.stories.tsx', 'await expect(box(canvas)).toBeChecked();', 'await expect(box(canvas)).not.toBeChecked();');

  // Only the three mutated components' stories are built (.storybook/main.ts STORYBOOK_STORIES): a whole build cost CI minutes for nothing read.
  const run = runStories(dir, ['button', 'textfield', 'checkbox'], { STORYBOOK_STORIES: ['Button', 'TextField', 'Checkbox'].map((name) => `../design-system/${name}/*.stories.tsx`).join(',') });
  const diffs = diffImages(dir);
  console.log(`mutations run: exit ${run.status}; ${run.summary} (${run.seconds} s)`);

  const buttons = reportOf(run.output, 'design-system-button.test.js').failures;
  check(
    'outline Button border #5B3BE8 → #5B3BE9 fails the visual check',
    run.status !== 0 && buttons.length > 0 && buttons.every(([, error]) => /differing pixels/.test(error)) && diffs.some((file) => file.startsWith('design-system-button-')),
    `failing Button stories: ${buttons.map(([story, error]) => `${story} (${/\((\d+) differing pixels\)/.exec(error)?.[1] ?? 'no pixel'} diff)`).join(', ') || 'none'}; ` +
      `diff images: ${diffs.filter((file) => file.startsWith('design-system-button-')).join(', ') || 'none'}`,
  );

  const fields = reportOf(run.output, 'design-system-textfield.test.js');
  const violation = fields.failures.find(([, error]) => /accessibility violation/.test(error));
  const rules = [...new Set(fields.text.match(/'(color-contrast)'/g) ?? [])];
  check(
    'help text below 4.5:1 (#B4B4BC on white) fails the axe check',
    run.status !== 0 && violation !== undefined && rules.length > 0,
    `failing TextField stories: ${fields.failures.map(([story]) => story).join(', ') || 'none'}; ` +
      `failed by axe: ${violation?.[0] ?? 'none'}; rule reported: ${rules.join(', ') || 'none'}`,
  );

  const checkboxes = reportOf(run.output, 'design-system-checkbox.test.js').failures;
  const missing = checkboxes.find(([story]) => story.endsWith(' Checked'));
  const notWritten = /New snapshot was not written/.test(missing?.[1] ?? '');
  check(
    'a story without its baseline fails',
    run.status !== 0 && notWritten && !existsSync(join(dir, baseline)),
    `Checked: ${missing ? 'failed' : 'passed'}; "New snapshot was not written" reported: ${notWritten}; baseline written: ${existsSync(join(dir, baseline))}`,
  );

  const toggles = checkboxes.find(([story]) => story.endsWith(' Toggles'));
  const assertion = /expect\(element\)\.not\.toBeChecked\(\)/.test(toggles?.[1] ?? '');
  check(
    'a failing assertion in a play function fails the story',
    run.status !== 0 && assertion && checkboxes.length === 2 && !diffs.some((file) => file.startsWith('design-system-checkbox--toggles')),
    `failing Checkbox stories: ${checkboxes.map(([story]) => story).join(', ') || 'none'} (expected Checked and Toggles); ` +
      `Toggles reports "expect(element).not.toBeChecked()": ${assertion}; a diff image for it: ${diffs.some((file) => file.startsWith('design-system-checkbox--toggles'))}`,
  );
  if (results.slice(-4).some((result) => !result.ok)) console.log(failureLines(run.output));
  rmSync(dir, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok);
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
