import type { BrowserContext, Page } from '@playwright/test';
import { POPUP_KINDS } from '../../domain/content/popup-kinds.ts';

/**
 * Every popup kind dismissed for a day in the page's storage (as the shell's storage writes it), for
 * a test whose subject is not the promotions (or the lesson's recording, scripts/record-lesson.mjs):
 * a popup opening on its timer would take the focus.
 */
export async function quietPromotions(page: Page | BrowserContext) {
  await page.addInitScript((kinds) => {
    const until = Date.now() + 86_400_000;
    for (const kind of kinds) localStorage.setItem(`promo:dismissed:${kind}`, JSON.stringify({ v: until, e: until }));
  }, [...POPUP_KINDS]);
}
