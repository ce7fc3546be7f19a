import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const testFiles = globSync('{tokens,design-system,domain,site,tests,server,edge}/**/*.test.{ts,tsx}');
/**
 * Files that get a fresh module graph of their own: those that need a DOM (they say so on their
 * first line, `// @vitest-environment jsdom`; every other file runs in plain Node) and those that
 * change what a module sees when it is imported (a mocked module, an environment variable read at
 * import). The others share their worker's modules: the server's graph is imported once a worker,
 * not once a file (the unit step took 6:00 with a fresh graph for every file, 3:51 without).
 */
const ownModules = testFiles.filter((file) => {
  const source = readFileSync(file, 'utf8');
  return source.startsWith('// @vitest-environment jsdom') || /\bvi\.(mock|doMock|stubEnv)\(/.test(source);
});

const shared = {
  globals: true,
  environment: 'node',
  globalSetup: ['tests/postgres-global-setup.ts', 'tests/local-content-global-setup.ts'],
  restoreMocks: true,
  // A hang guard, not a speed check: the user-event flows of the funnels (3–4 s alone) went past
  // the default 5 s while the machine was busy. Speed is measured by `npm run bench`.
  testTimeout: 20_000,
  // Opening an embedded database in a hook (PGlite: its WASM Postgres and the migrations, 2–3 s
  // idle) went past the default 10 s on a busy machine (a clean-clone CI run beside a typecheck).
  hookTimeout: 60_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one core free: on a 2-core machine that is one worker (the unit step
    // took 3:51 with one, 2:22 with two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { ...shared, name: 'own modules', include: ownModules, setupFiles: ['tests/setup-unit.ts'] },
      },
      {
        extends: true,
        test: { ...shared, name: 'shared modules', include: testFiles.filter((file) => !ownModules.includes(file)), isolate: false },
      },
    ],
  },
});
