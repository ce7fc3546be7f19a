#!/usr/bin/env node
// A fixed CPU-bound workload on one core, timed at the start of CI (.ci/run) and printed with its
// step table (scripts/steps.mjs), so step times from machines of different speeds can be compared
// (issue 60). The same work every run: SHA-256 over 1 GiB, a sort of 3 million numbers made by a fixed
// generator, and 20 million small objects built and read. No dependency: it runs before npm ci.
import { createHash } from 'node:crypto';

/**
 * The workload's median time of 3 runs on the machine of session 31 (2 cores, idle, 2026-11-29;
 * its npm test took 19 min): a machine's factor is its time over this one (2.0: twice as slow).
 */
export const REFERENCE_SECONDS = 1.13;

function workload() {
  const block = Buffer.alloc(1024 * 1024, 7);
  const hash = createHash('sha256');
  for (let round = 0; round < 1024; round++) hash.update(block);
  let seed = 1;
  const numbers = Float64Array.from({ length: 3_000_000 }, () => (seed = (seed * 48_271) % 2_147_483_647));
  numbers.sort();
  let sum = 0;
  for (let index = 0; index < 20_000_000; index++) {
    const point = { x: index, y: index * 2 };
    sum += point.x + point.y;
  }
  return hash.digest('hex').length + numbers[0] + sum;
}

export function machineSeconds() {
  const times = [];
  for (let run = 0; run < 3; run++) {
    const started = process.hrtime.bigint();
    workload();
    times.push(Number(process.hrtime.bigint() - started) / 1e9);
  }
  return times.sort((a, b) => a - b)[1];
}

/** The line the step table ends with. */
export const machineLine = (seconds) => `machine: the reference workload in ${seconds.toFixed(2)} s, ${(seconds / REFERENCE_SECONDS).toFixed(2)}× the reference machine's ${REFERENCE_SECONDS} s (scripts/machine-speed.mjs)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = machineSeconds();
  console.log(process.argv.includes('--seconds') ? seconds.toFixed(3) : machineLine(seconds));
}
