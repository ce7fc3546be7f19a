// Every page type, the shell's dialogs and menus and the popups, under the site's own
// Content-Security-Policy: nothing is refused (a refusal is reported as a
// securitypolicyviolation event, collected from before the first script runs).
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`));
  });
});

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('every page type hydrates under its policy with nothing refused', async ({ page }) => {
  for (const path of ['/', '/uk/', '/blog', '/es/blog/first-lesson-with-a-tutor', '/english-tutors', '/language-learning-app', '/uk/levels/intermediate-english', '/sign-in', '/pt/nowhere']) {
    const response = await gotoHydrated(page, path);
    expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
    expect(await violations(page), path).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu and its scroll lock work under the policy, on a first visit and on a revalidated one', async ({ page }) => {
    // The style nonce comes in a Server-Timing entry; a revalidated page (a 304, which the browser
    // reports as its cached copy) keeps the one its copy came with, with the policy that came with it.
    const nonces: string[] = [];
    let revalidated = false;
    page.on('response', async (response) => {
      if (!response.url().endsWith('/faq')) return;
      nonces.push(response.headers()['server-timing'] ?? '');
      if ('if-none-match' in (await response.request().allHeaders())) revalidated = true;
    });
    for (const visit of ['first', 'revalidated']) {
      if (visit === 'first') await gotoHydrated(page, '/faq');
      else {
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      }
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow), visit).toBe('hidden');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow), visit).not.toBe('hidden');
      expect(await violations(page), visit).toEqual([]);
    }
    expect(revalidated).toBe(true);
    expect(nonces).toHaveLength(2);
    expect(nonces[1]).toBe(nonces[0]);
  });
});

test.describe('a visitor from Germany', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' }, viewport: { width: 1440, height: 900 } });

  test('the consent dialog, the language menu and the popups work under the policy', async ({ page }) => {
    await gotoHydrated(page, '/language-learning-app');
    const consent = page.getByRole('dialog', { name: 'Cookies on Lingo' });
    await expect(consent).toBeVisible();
    await consent.getByRole('button', { name: /accept/i }).click();
    await expect(consent).toBeHidden();
    // The media popup opens once the page is scrolled past 50 px, the QR popup 1.5 s after the
    // popups load (large screens): whichever comes first, the other waits for another page view.
    await page.mouse.wheel(0, 200);
    const popup = page.locator('[role=dialog] [data-popup]');
    await expect(popup).toBeVisible();
    const first = (await popup.getAttribute('data-popup'))!;
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await page.reload();
    await page.mouse.wheel(0, 200);
    const other = page.locator(`[role=dialog] [data-popup="${first === 'qr' ? 'media' : 'qr'}"]`);
    await expect(other).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(other).toBeHidden();
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await violations(page)).toEqual([]);
  });
});
