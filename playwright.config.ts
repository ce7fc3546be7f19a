// End-to-end tests against the built site, started the way `npm start` starts it, in the pinned
// browser (scripts/chromium.mjs). `npm run test:e2e` builds the site first.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { E2E_PREVIEW_SECRET } from './tests/e2e/preview-secret.ts';
import { RESET_LEARNER } from './tests/e2e/reset-learner.ts';
import { E2E_OPERATOR } from './tests/e2e/operator.ts';

const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    browserName: 'chromium',
  },
  webServer: {
    // A learner of its own for the password reset's test (tests/e2e/password-reset.spec.ts), whose password it changes.
    // And an operator who reads the analytics report (tests/e2e/field-speed.spec.ts).
    command: `node --import tsx scripts/accounts.ts add ${RESET_LEARNER} --name Rosa && node --import tsx scripts/accounts.ts add ${E2E_OPERATOR} --name Ana && node --import tsx scripts/accounts.ts operator ${E2E_OPERATOR} && exec node --import tsx server/start.ts`,
    // Its own database directory, so a running `npm start` does not hold it.
    // The per-address limit is the API tests' subject; here every test shares 127.0.0.1. One trusted
    // proxy hop lets the sign-in limit's tests be clients of their own (X-Forwarded-For).
    // SEED_TODAY: the seeded campaign keeps its own dates (the build of `npm run test:e2e` too), so
    // the tests' fixed clocks fall inside it.
    // PREVIEW_SECRET: the CMS's Preview (tests/e2e/preview.spec.ts signs its links with it).
    // CAMPAIGN_NOW: the server offers the seeded campaign as on the tests' day inside it (their
    // browsers' clocks are set to that day where they look at the offer: tests/e2e/clock.ts).
    env: { PORT: String(port), SEED_TODAY: '2026-11-23', CAMPAIGN_NOW: '2026-12-04T10:20:30.000Z', DATA_DIR: 'test-results/e2e-data', SUBSCRIBE_RATE_LIMIT: '1000/60', BOOKING_RATE_LIMIT: '1000/60', RESET_MAIL_RATE_LIMIT: '1000/60', EVENTS_RATE_LIMIT: '100000/60', RENDER_RATE_LIMIT: '100000/60', TRUST_PROXY: '1', PREVIEW_SECRET: E2E_PREVIEW_SECRET, ACCOUNT_PASSWORD: 'rosa-first-password' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    // SIGTERM lets the server close its database and free the directory's lock for the next run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
  },
});
