// Runs named commands one after another, or side by side in a group, prints each one's wall time
// as it ends and a table of them all at the end, so the next slow step is seen, not guessed
// (issue #40). Used by `npm test` (scripts/test.mjs) and CI (scripts/ci.mjs).
import { spawn } from 'node:child_process';
import { machineLine } from './machine-speed.mjs';

/**
 * A step: `{ name, command, args, env }`; an array of steps runs side by side, each one's output
 * prefixed with its name. The first failure stops the run (a group finishes its other members
 * first) and its exit code is returned.
 */
export async function runSteps(title, steps, { before = [] } = {}) {
  const rows = [...before];
  const started = Date.now();
  let failed = 0;
  for (const entry of steps) {
    const group = Array.isArray(entry) ? entry : [entry];
    const results = await Promise.all(group.map((step) => runStep(step, group.length > 1)));
    rows.push(...results.map((result) => ({ ...result, parallel: group.length > 1 })));
    failed = results.find((result) => result.code !== 0)?.code ?? 0;
    if (failed !== 0) break;
  }
  printTable(title, rows, (Date.now() - started) / 1000 + before.reduce((sum, row) => sum + row.seconds, 0));
  return failed;
}

function runStep({ name, command, args = [], env = {} }, prefixed) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) prefixLines(stream, `[${name}] `, stream === child.stderr ? process.stderr : process.stdout);
    }
    child.on('exit', (exitCode, signal) => {
      const code = exitCode ?? (signal ? 1 : 0);
      const seconds = (Date.now() - started) / 1000;
      console.log(`${code === 0 ? '✔' : '✘'} ${name}: ${formatSeconds(seconds)}${code === 0 ? '' : ` (exit ${code})`}`);
      resolve({ name, seconds, code });
    });
  });
}

function prefixLines(stream, prefix, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
}

export const formatSeconds = (seconds) => (seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`);

function printTable(title, rows, total) {
  const width = Math.max(...rows.map((row) => row.name.length), 5);
  console.log(`\n${title}: time per step`);
  for (const row of rows) {
    const mark = row.code === 0 ? ' ' : '✘';
    console.log(`${mark} ${row.parallel ? '‖' : ' '} ${row.name.padEnd(width)} ${formatSeconds(row.seconds).padStart(12)}`);
  }
  console.log(`    ${'total'.padEnd(width)} ${formatSeconds(total).padStart(12)}${rows.some((row) => row.parallel) ? '   (‖: side by side)' : ''}`);
  // CI measures it before anything else runs (.ci/run); the steps are compared across machines by it.
  if (process.env.CI_MACHINE_SECONDS) console.log(machineLine(Number(process.env.CI_MACHINE_SECONDS)));
}
