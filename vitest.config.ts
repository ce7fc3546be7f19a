import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['{tokens,design-system,domain,site,tests,server,edge}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup-unit.ts'],
    globalSetup: ['tests/postgres-global-setup.ts'],
    restoreMocks: true,
  },
});
