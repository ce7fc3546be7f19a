#!/usr/bin/env node
// npm test: lint, typecheck, unit tests, every story in Chromium (play + axe + snapshots),
// end-to-end tests of the built site, its byte budgets, then the pseudo-locale run (every word from
// a catalog, nothing clipped: scripts/pseudo-locale.mjs); each step timed (scripts/steps.mjs).
// Lint and the typecheck share no state and each keeps one core busy: they run side by side.
import { runSteps } from './steps.mjs';

const npmRun = (script) => ({ name: script, command: 'npm', args: ['run', '-s', script] });

process.exitCode = await runSteps('npm test', [
  [npmRun('lint'), npmRun('typecheck')],
  npmRun('test:unit'),
  npmRun('test:stories'),
  npmRun('test:e2e'),
  npmRun('test:budgets'),
  npmRun('test:pseudo'),
]);
