import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it (root.tsx marks <html data-hydrated>).
 * A click before that lands on inert server markup and is lost, which made tests flaky.
 */
export async function gotoHydrated(page: Page, path: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(path, options);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}
