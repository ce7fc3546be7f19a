// Moving through a one-question-a-screen form by keyboard alone (the level test, the funnels).
import type { Page } from '@playwright/test';

/** Tabs until the focus is on a radio of the question on screen. */
export async function tabIntoQuestion(page: Page) {
  for (let presses = 0; presses < 120; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.matches('li[data-current] input[type=radio]'))) return;
  }
  throw new Error('Tab never reached the question');
}

/** Tabs on to the button named `name`, then presses Enter. */
export async function pressButton(page: Page, name: string) {
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return page.keyboard.press('Enter');
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** On the question on screen: Space takes the first answer, the arrows move to the one at `index` (-1: the last). */
export async function chooseByKeyboard(page: Page, index: number) {
  await tabIntoQuestion(page);
  await page.keyboard.press('Space');
  if (index < 0) await page.keyboard.press('ArrowUp');
  else for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
}
