#!/usr/bin/env node
// CI after `npm ci` (.ci/run): the README's test command, then the proofs it cannot give alone,
// each step timed (scripts/steps.mjs) with a table at the end.
//   1. npm test;
//   2. the gate proof on what npm test just built and ran (a rerun with zero diffs, a run under
//      load, four must-fail regressions on one mutated copy);
//   3. the content contract against a real Strapi 5, the site built from it (into its own
//      directory) and the editors' publish → live loop;
//   4. the production install (npm ci --omit=dev) on the project's Node.js (npm's `node` package,
//      which .ci/run puts first on the PATH: the one every step here runs on).
import { runSteps } from './steps.mjs';

const before = process.env.CI_NPM_CI_SECONDS ? [{ name: 'npm ci (and the browser check)', seconds: Number(process.env.CI_NPM_CI_SECONDS), code: 0 }] : [];

process.exitCode = await runSteps(
  'CI',
  [
    // Strapi's install (downloads, then compiling its SQLite driver on one core) and its admin
    // build share nothing with npm test, and fill the time its steps leave a core idle.
    [
      { name: 'npm test', command: 'npm', args: ['test'] },
      { name: 'Strapi install and build', command: 'node', args: ['scripts/cms.mjs', '--prepare'] },
    ],
    { name: 'gate proof', command: 'node', args: ['tests/gate-proof.mjs', '--reuse'] },
    // The production install is mostly downloads and waiting for its server: it fits beside the contract.
    [
      { name: 'contract against Strapi', command: 'npm', args: ['run', '-s', 'test:contract:strapi'] },
      { name: `production (Node ${process.versions.node})`, command: 'node', args: ['scripts/check-production.mjs'] },
    ],
  ],
  { before },
);
