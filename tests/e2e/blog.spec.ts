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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the blog has 24 posts in every locale, twelve a page, newest first, and a page per topic', async ({ page }) => {
    for (const prefix of ['', '/es', '/pt', '/uk']) {
      const posts = page.locator(`main h3 a[href^="${prefix}/blog/"]`);
      await page.goto(`${prefix}/blog`);
      await expect(posts).toHaveCount(12);
      const first = await posts.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      await page.locator('nav a[rel=next]').click();
      await expect(page).toHaveURL(`${prefix}/blog/page/2`);
      await expect(posts).toHaveCount(12);
      const second = await posts.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(new Set([...first, ...second]).size).toBe(24);
      await expect(page.locator('nav a[rel=prev]')).toHaveAttribute('href', `${prefix}/blog`);
    }
    await page.goto('/blog');
    await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: /^Speaking \d+$/ }).click();
    await expect(page).toHaveURL('/blog/topic/speaking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speaking');
    await expect(page).toHaveTitle('Speaking: articles from the Lingo blog | Lingo');
    // The topic's own lead, and the same words for search results.
    const lead = 'Phrases, practice and courage for real conversations: from small talk and phone calls to meetings, with less hesitation each time.';
    await expect(page.getByRole('main').getByText(lead)).toBeVisible();
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', lead);
    await expect(page.getByRole('main').locator('h3').getByText('Speaking', { exact: true })).toHaveCount(5);
    // No page past the last.
    expect((await page.goto('/blog/page/3'))!.status()).toBe(404);
  });
});
