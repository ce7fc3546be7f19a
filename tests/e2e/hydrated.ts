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

/**
 * Opens a page as `gotoHydrated` does, in the site's own font: its faces are `font-display: optional`,
 * so when they come late (a loaded CI machine) the page keeps the fallback font for that view, wider
 * than Nunito, and a test of the layout's room measures the wrong text. The faces are cached once
 * fetched: the next load has them in time.
 */
export async function gotoInSiteFont(page: Page, path: string) {
  for (let attempt = 1; ; attempt++) {
    await gotoHydrated(page, path);
    const inSiteFont = await page.evaluate(async () => {
      await document.fonts.ready;
      // A face this page gave up on renders its text in the next family: as wide as monospace alone.
      const width = (family: string) => {
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:700 20px ${family}`;
        probe.textContent = 'Групові уроки Group lessons';
        const measured = probe.getBoundingClientRect().width;
        probe.remove();
        return measured;
      };
      return width("'Nunito Variable', monospace") !== width('monospace');
    });
    if (inSiteFont) return;
    if (attempt === 3) throw new Error(`${path}: the site's font was not used in 3 loads`);
  }
}
