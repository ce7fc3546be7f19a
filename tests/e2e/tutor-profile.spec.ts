// A tutor's profile, from the marketplace to a requested lesson, as a visitor meets it.
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { quietPromotions } from './quiet-promotions.ts';

test('from the marketplace: the card opens the profile; the booking asks for a time on the visitor’s clock and requests the lesson', async ({ page }) => {
  await quietPromotions(page);
  await page.goto('/english-tutors');
  await page.getByRole('link', { name: 'Emma Clarke', exact: true }).click();
  await expect(page).toHaveURL(/\/english-tutors\/emma-clarke$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Emma Clarke' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About Emma Clarke', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'When Emma Clarke teaches' }).getByRole('rowheader', { name: 'Monday' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What learners say about Emma Clarke' }).getByRole('listitem')).not.toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Book a trial lesson' }).click();
  await page.getByRole('button', { name: 'See Emma Clarke’s times on your clock' }).click();
  await expect(page.getByRole('heading', { name: 'Book a trial lesson with Emma Clarke' })).toBeVisible();
  await page.locator('[id="booking-time"] input').first().check();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Noor');
  await page.getByRole('textbox', { name: 'Your email' }).fill(`noor.${Date.now()}@example.com`);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Request this lesson' }).click();
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a rating counts the reviews one can read: the card, the profile, its stars and its list agree', async ({ page }) => {
    await page.goto('/english-tutors');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Olena Kovalenko' }) });
    const [, rating, count] = /Rated (\d\.\d) out of 5 from (\d+) reviews?/.exec((await card.textContent()) ?? '') ?? [];
    expect(Number(count)).toBeGreaterThan(0);
    await page.goto('/english-tutors/olena-kovalenko');
    await expect(page.getByText(`Rated ${rating} out of 5 from ${count} reviews`)).toBeAttached();
    const reviews = page.getByRole('region', { name: 'What learners say about Olena Kovalenko' });
    // Every review is in the page, the first six shown, the rest behind "More reviews".
    await expect(reviews.locator('blockquote')).toHaveCount(Number(count));
    const byStars = reviews.getByRole('list', { name: 'Reviews by rating' }).getByRole('meter');
    const counted = await byStars.evaluateAll((meters) => meters.map((meter) => Number((meter as HTMLMeterElement).value)));
    expect(counted.reduce((sum, value) => sum + value, 0)).toBe(Number(count));
    const stars = counted.reduce((sum, value, index) => sum + value * (5 - index), 0);
    expect((stars / Number(count)).toFixed(1)).toBe(rating);
  });

  test('the profile reads in full, and says how to book without a script', async ({ page }) => {
    await page.goto('/uk/english-tutors/andrii-melnyk');
    await expect(page.getByRole('heading', { level: 1, name: 'Андрій Мельник' })).toBeVisible();
    // No foreign name where Ukrainian would decline it.
    await expect(page.getByRole('heading', { level: 2, name: 'Про репетитора' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Показати час/ })).toBeHidden();
    await expect(page.locator('#book noscript p')).toHaveText(/Щоб обрати час, потрібен JavaScript/);
  });
});
