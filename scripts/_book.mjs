import { chromium } from 'playwright';
import { chromiumExecutable, CHROMIUM_ARGS } from './chromium.mjs';
const [,, base, out] = process.argv;
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, timezoneId: 'Europe/Kyiv' });
  await page.goto(base + '/tutoring/short-onboarding', { waitUntil: 'networkidle' });
  for (const pick of ['Work and my career', 'B1 Inter', 'Any price', 'Evenings']) {
    await page.locator('li[data-current] label').filter({ hasText: pick }).first().click();
    await page.locator('form button:visible').last().click();
  }
  await page.getByRole('button', { name: /Book a trial lesson/ }).first().click();
  const section = page.locator('[id="1-tutor-onboarding"]');
  await page.getByRole('button', { name: 'Request this lesson' }).click();
  await page.waitForTimeout(200);
  await section.screenshot({ path: `${out}-${width}-book-errors.png` });
  await page.locator('[id="booking-time"] label').nth(1).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana Lima');
  await page.getByRole('textbox', { name: 'Your email' }).fill('ana@example.com');
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Request this lesson' }).click();
  await page.getByText('Request received').waitFor();
  await section.screenshot({ path: `${out}-${width}-booked.png` });
  await page.close();
}
await browser.close();
