import { expect, test } from '@playwright/test';

test('a post reads as an article: its category, a true reading time, a call to action inside, posts to read next', async ({ page }) => {
  await page.goto('/blog/job-interview-in-english');
  const article = page.getByRole('article');
  await expect(article.getByText('Work and travel', { exact: true })).toBeVisible();
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('How to prepare for a job interview in English');
  // The byline's minutes are the text's words at 200 a minute.
  const words = await article.evaluate((element) => [...element.querySelectorAll('p, li, h2')].filter((node) => !node.closest('aside, header')).map((node) => node.textContent ?? '').join(' ').split(/\s+/).filter(Boolean).length);
  await expect(article.getByText(new RegExp(`· ${Math.max(1, Math.round(words / 200))} min read$`))).toBeVisible();
  const cta = article.getByRole('complementary', { name: 'What to do next' });
  await expect(cta.getByRole('link', { name: 'Browse tutors' })).toHaveAttribute('href', '/english-tutors');
  const next = page.getByRole('region', { name: 'Keep reading' });
  await expect(next.getByRole('listitem')).toHaveCount(3);
  // The same category first.
  await expect(next.getByRole('listitem').first()).toContainText('Work and travel');
});

test('the blog has ten posts in every locale, each linked from its index', async ({ page }) => {
  for (const prefix of ['', '/es', '/pt', '/uk']) {
    await page.goto(`${prefix}/blog`);
    await expect(page.locator(`main h3 a[href^="${prefix}/blog/"]`)).toHaveCount(10);
  }
});
