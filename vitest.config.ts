import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['{tokens,design-system,domain,site,tests,server,edge}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup-unit.ts'],
    globalSetup: ['tests/postgres-global-setup.ts', 'tests/local-content-global-setup.ts'],
    restoreMocks: true,
    // A hang guard, not a speed check: the user-event flows of the funnels (3–4 s alone) went past
    // the default 5 s while the machine was busy. Speed is measured by `npm run bench`.
    testTimeout: 20_000,
  },
});
