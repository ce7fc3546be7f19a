#!/usr/bin/env node
// CI after `npm ci` (.ci/run): the README's test command, then the proofs it cannot give alone,
// each step timed (scripts/steps.mjs) with a table at the end.
//   1. npm test;
//   2. the gate proof on what npm test just built and ran (a rerun with zero diffs, a run under
//      load, four must-fail regressions on one mutated copy);
//   3. the content contract against a real Strapi 5, the site built from it (into its own
//      directory) and the editors' publish → live loop;
//   4. the production install (npm ci --omit=dev) on this machine's Node 20 and, side by side, on
//      Node 24 from npm's `node` package in a scratch folder (never a project dependency).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSteps } from './steps.mjs';

/** The Node.js the production check also runs on: the current LTS line operators deploy. */
export const PRODUCTION_NODE = '24.21.0';

const before = process.env.CI_NPM_CI_SECONDS ? [{ name: 'npm ci (and the browser check)', seconds: Number(process.env.CI_NPM_CI_SECONDS), code: 0 }] : [];
const scratch = mkdtempSync(join(tmpdir(), 'node-24-'));

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
    { name: 'contract against Strapi', command: 'npm', args: ['run', '-s', 'test:contract:strapi'] },
    [
      { name: 'production (Node 20)', command: 'node', args: ['scripts/check-production.mjs'] },
      {
        name: `production (Node ${PRODUCTION_NODE})`,
        command: 'bash',
        args: ['-c', `npm install --prefix "$SCRATCH" --no-save --no-audit --no-fund --loglevel=error node@${PRODUCTION_NODE} && node scripts/check-production.mjs --node "$SCRATCH/node_modules/.bin/node" --port 3291`],
        env: { SCRATCH: scratch },
      },
    ],
  ],
  { before },
);
rmSync(scratch, { recursive: true, force: true });
