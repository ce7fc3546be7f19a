// A first screen that sells (issue 63): on a phone (390×844) the header and any promotion take
// 120 px at most together, and the page's headline and its first action are on the first screen,
// in every locale; on a large screen the promotion is the full banner.
import { expect, test } from '@playwright/test';
import { LOCALES } from '../../domain/constants.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { TOOL_PATHS } from '../../domain/words/paths.ts';

/** Landing pages, each with its own promotion: the countdown, the plan finder, the tutoring banner, the running line, the app banner. */
const LANDING_PAGES = ['/', '/levels/elementary-english', '/english-tutors', '/blog', '/language-learning-app', '/group-lessons'];
const DURING_OFFER = new Date('2026-12-04T10:20:30.000Z');

test.describe('a phone’s first screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'CF-IPCountry': 'US' } });

  for (const locale of LOCALES) {
    test(`header and promotion ≤ 120 px, the headline and the first action in view (${locale})`, async ({ page }) => {
      await page.clock.install({ time: DURING_OFFER });
      const measured: string[] = [];
      for (const path of LANDING_PAGES) {
        await page.goto(localizePath(path, locale));
        const screen = await page.evaluate(() => {
          const headerBottom = document.querySelector('body > * header, header')!.getBoundingClientRect().bottom;
          const top = document.querySelector('[data-promotions=top]');
          const promotion = top ? top.getBoundingClientRect().bottom - headerBottom : 0;
          // The visitor's own headline: a hero an experiment shows to another variant is in the page, hidden.
          const h1 = [...document.querySelectorAll('main h1')].find((heading) => heading.getBoundingClientRect().height > 0)!;
          // The first link after the headline, outside a form (the directory's filters): the hero's button, or the first tutor's.
          const action = [...document.querySelectorAll('main a[href]')].find((link) => h1.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING && !link.closest('form, details') && link.getBoundingClientRect().height > 0)!;
          const h1Box = h1.getBoundingClientRect();
          const actionBox = action.getBoundingClientRect();
          return { chrome: Math.round(headerBottom + promotion), promotion: Math.round(promotion), h1: Math.round(h1Box.bottom), h1Top: Math.round(h1Box.top), action: Math.round(actionBox.bottom), actionTop: Math.round(actionBox.top), actionText: action.textContent!.trim() };
        });
        measured.push(`${path}: ${screen.chrome} px (promotion ${screen.promotion}), h1 ends at ${screen.h1}, "${screen.actionText}" at ${screen.action}`);
        expect(screen.chrome, `${path} header and promotion`).toBeLessThanOrEqual(120);
        // Below the header and its promotion, and above the screen's bottom edge.
        expect(screen.h1Top, `${path} headline`).toBeGreaterThanOrEqual(screen.chrome);
        expect(screen.h1, `${path} headline`).toBeLessThanOrEqual(844);
        expect(screen.actionTop, `${path} "${screen.actionText}"`).toBeGreaterThan(screen.h1Top);
        expect(screen.action, `${path} "${screen.actionText}"`).toBeLessThanOrEqual(844);
      }
      console.log(`${locale}\n  ${measured.join('\n  ')}`);
    });
  }

  // A form's page (issue 64): a word tool's guide page has its search in the first screen, its
  // hero's illustration and buttons left to wider screens (not downloaded either).
  for (const javaScriptEnabled of [true, false]) {
    test(`a word tool's guide page has its search in the first screen (${javaScriptEnabled ? 'JavaScript' : 'without JavaScript'})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 }, isMobile: true, extraHTTPHeaders: { 'CF-IPCountry': 'US' } });
      const page = await context.newPage();
      const illustrations: string[] = [];
      page.on('request', (request) => new URL(request.url()).pathname.startsWith('/media/') && illustrations.push(request.url()));
      const measured: string[] = [];
      for (const locale of LOCALES) {
        for (const tool of TOOL_PATHS) {
          await page.goto(localizePath(`/${tool}`, locale));
          const field = await page.getByRole('combobox').boundingBox();
          measured.push(`${locale} ${tool}: the field ends at ${Math.round(field!.y + field!.height)}`);
          expect(field!.y + field!.height, `${locale} /${tool}`).toBeLessThanOrEqual(844);
        }
      }
      console.log(measured.join('\n'));
      expect(illustrations).toEqual([]);
      await context.close();
    });
  }

  test('the countdown is one line: the short title, a link to the offer, beside the digits', async ({ page }) => {
    await page.clock.install({ time: DURING_OFFER });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Lingo Plus at half price: $14.99 for your first month' });
    await expect(banner.getByRole('link', { name: 'Lingo Plus at half price' })).toHaveAttribute('href', '/funnels/onboarding');
    await expect(banner.getByRole('timer', { name: 'Offer ends in' })).toBeVisible();
    // The full banner's button and text wait for a wider screen.
    await expect(banner.getByRole('link', { name: 'Get the offer' })).toBeHidden();
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(47);
  });

  test('without JavaScript the strip says the last day instead of the digits, on one line', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'CF-IPCountry': 'US' } });
    const page = await context.newPage();
    await page.goto('/uk/');
    const banner = page.locator('[data-promotions=top] [role=region]');
    // Read from the page itself: Playwright's text locators skip <noscript>, which is all this is.
    const endDay = await banner.evaluate((region) => {
      const end = region.querySelector('[data-offer-ends]') as HTMLElement;
      return { text: end.textContent, shown: end.getBoundingClientRect().height > 0 };
    });
    expect(endDay).toEqual({ text: 'До 6 груд.', shown: true });
    await expect(banner.getByRole('timer')).toBeHidden();
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(47);
    await context.close();
  });

  for (const still of [{ javaScriptEnabled: false }, { reducedMotion: 'reduce' as const }]) {
    test(`the running line stands still as one line, its first phrase (${still.javaScriptEnabled === false ? 'without JavaScript' : 'reduced motion'})`, async ({ browser }) => {
      const context = await browser.newContext({ ...still, viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'CF-IPCountry': 'US' } });
      const page = await context.newPage();
      await page.goto('/uk/blog');
      const top = page.locator('[data-promotions=top]');
      // What the eye reads (the strip's text for screen readers is all of it, once).
      const shown = await top.evaluate((strip) => (strip.querySelector('[aria-hidden="true"]') as HTMLElement).innerText.trim());
      expect(shown).toBe('Десяти хвилин на день досить, щоб почати');
      await expect(top.locator('p')).toHaveText(/^Десяти хвилин.*в Lingo App і Lingo Plus$/);
      const box = (await top.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(120);
      await context.close();
    });
  }
});

test.describe('a large screen', () => {
  test.use({ viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { 'CF-IPCountry': 'US' } });

  test('has the full banner: title, text, timer and button, and no phone line', async ({ page }) => {
    await page.clock.install({ time: DURING_OFFER });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Lingo Plus at half price: $14.99 for your first month' });
    await expect(banner.getByText(/Group lessons, the conversation club and unlimited AI practice/)).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Get the offer' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Lingo Plus at half price' })).toBeHidden();
  });
});
