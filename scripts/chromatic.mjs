// npm run chromatic — publishes the built Storybook to Chromatic for review, when the project
// has a token (CHROMATIC_PROJECT_TOKEN) and network access to it; otherwise says it is skipped
// and exits 0. Chromatic reviews; it does not block: the local gate (npm run test:stories,
// pinned browser, committed baselines) is the one that fails a change.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();

if (!token) {
  console.log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. Set it to publish the Storybook for review;');
  console.log('the local gate (npm run test:stories) is the one that blocks, with or without Chromatic.');
  process.exit(0);
}

const run = (command, args) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env }).status ?? 1;

if (!existsSync(join(ROOT, 'storybook-static', 'index.html')) && run('npm', ['run', 'build-storybook']) !== 0) process.exit(1);
// Visual changes are reviewed in Chromatic's UI, so they do not fail this command; a story
// that fails to render does.
process.exit(run(join(ROOT, 'node_modules', '.bin', 'chromatic'), ['--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', '--exit-once-uploaded']));
