import { test, type BrowserContext } from '@playwright/test';

/**
 * Stores a consent choice already made (everything optional refused), so the consent dialog,
 * asked on arrival in consent countries, stays closed. Open, it is modal: the rest of the page
 * leaves the accessibility tree, and a check by role that runs after it opened finds nothing.
 */
export async function decideConsent(context: BrowserContext) {
  const choice = { revision: 1, categories: { analytics: false, advertising: false }, decidedAt: '2026-12-01T00:00:00.000Z' };
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify(choice)), url: test.info().project.use.baseURL! }]);
}
