// The composed pages as a visitor meets them: one page of each kind with its sections, the FAQ and
// "More reviews" with and without JavaScript, the tutor filter, what search engines and sharing
// read (structured data, the sharing image), and the site's icons.
import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

/** The headings of a page's sections (each band is labelled by its h2), in order. */
const sectionHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();

// One page of each kind, with what its sections must show there.
const KINDS: Array<[string, string, (page: Page) => Promise<void>]> = [
  ['home', '/', async (page) => {
    // The hero's call to action in the visitor's variant of its experiment (experiments.spec.ts).
    await expect(page.getByRole('main').getByRole('link', { name: /^Start (learning|speaking)$/ }).first()).toBeVisible();
    // A visitor the CDN names no country for pays the default price (every market's is in the page, one shown).
    await expect(page.getByRole('listitem', { name: 'Lingo Plus' }).getByText('$29.99', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Screens of the app' })).toBeVisible();
  }],
  ['tutors', '/uk/english-tutors', async (page) => {
    await expect(page.getByRole('group', { name: 'Спеціалізації' })).toBeVisible();
    await expect(page.getByText('Показано 12 з 24 репетиторів')).toBeVisible();
    // A tutor's rate in the visitor's market: dollars for one the CDN names no country for (tests/e2e/pricing.spec.ts has the rest).
    await expect(page.getByRole('main').getByText(/^\d+\s\$$/).filter({ visible: true }).first()).toBeVisible();
  }],
  ['app', '/es/app/spanish-language-learning-app', async (page) => {
    await expect(page.locator('[lang="es"]').first()).toBeVisible();
  }],
  ['classes', '/pt/group-lessons', async (page) => {
    // As the server sends it (a visitor the CDN does not place: each session on its own clock); the
    // browser's starter then names the browser's zone, at a moment a check of the live page would race.
    expect(await (await page.request.get('/pt/group-lessons')).text()).toContain('Horário Padrão de Brasília');
  }],
  ['level', '/levels/intermediate-english', async (page) => {
    await expect(page.locator('main a[aria-current="page"]')).toHaveText(/B1/);
  }],
  ['profession', '/page/english-for-nurses', async () => {}],
  ['guide', '/past-tense-of', async () => {}],
  ['contact', '/contact-us', async (page) => {
    await expect(page.getByRole('link', { name: 'support@lingua-learning.com' })).toHaveAttribute('href', 'mailto:support@lingua-learning.com');
  }],
  ['blog', '/blog', async (page) => {
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first()).toBeVisible();
  }],
];

for (const [kind, path, check] of KINDS) {
  test(`a ${kind} page (${path}) shows its hero and every section`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect((await sectionHeadings(page)).length).toBeGreaterThanOrEqual(1);
    await check(page);
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a question of the FAQ opens with a click and with the keyboard', async ({ page }) => {
      await page.goto('/faq');
      const questions = page.locator('main details');
      expect(await questions.count()).toBeGreaterThan(20);
      await questions.nth(0).locator('summary').click();
      await expect(questions.nth(0)).toHaveAttribute('open', '');
      await questions.nth(1).locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(questions.nth(1)).toHaveAttribute('open', '');
    });

    test('the help center: topics as links, a search that is a link, each answer its own link', async ({ page }) => {
      await page.goto('/uk/faq');
      await page.getByRole('navigation', { name: 'Теми' }).getByRole('link', { name: 'Тарифи й оплата 5' }).click();
      await expect(page).toHaveURL(/\/uk\/faq#topic-plans$/);
      await expect(page.getByRole('heading', { level: 3, name: 'Тарифи й оплата' })).toBeInViewport();
      // The search is a GET the server renders for: the same with JavaScript and without.
      await page.getByRole('searchbox', { name: 'Пошук у довідці' }).fill('  скасувати   підписку ');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/uk/faq?q=%D1%81%D0%BA%D0%B0%D1%81%D1%83%D0%B2%D0%B0%D1%82%D0%B8+%D0%BF%D1%96%D0%B4%D0%BF%D0%B8%D1%81%D0%BA%D1%83#help-search');
      await expect(page.getByRole('searchbox', { name: 'Пошук у довідці' })).toBeInViewport();
      await expect(page.getByRole('heading', { level: 3, name: /на запит «скасувати підписку»$/ })).toBeVisible();
      await expect(page.locator('main details[open] summary').first()).toHaveText('Як скасувати підписку?');
      await page.goto('/faq?q=paper+textbook+delivery');
      await expect(page.getByRole('heading', { level: 3, name: 'No answer mentions “paper textbook delivery” yet.' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact-us');
      // A link to an answer opens its question, wherever it is on the page.
      await page.goto('/faq#how-do-i-cancel-my-plan');
      await expect(page.getByText('How do I cancel my plan?')).toBeInViewport();
      await expect(page.locator('details', { has: page.locator('#how-do-i-cancel-my-plan') })).toHaveAttribute('open', '');
    });

    test('the reviews page shows ten reviews, then ten more with each "More reviews"', async ({ page }) => {
      await page.goto('/page/lingo-reviews');
      const visibleReviews = () => page.locator('main blockquote').evaluateAll((quotes) => quotes.filter((quote) => quote.checkVisibility()).length);
      expect(await visibleReviews()).toBe(10);
      // Every one in English; those in other languages wait behind their own disclosure.
      expect(await page.locator('main blockquote[lang]').evaluateAll((quotes) => quotes.filter((quote) => quote.checkVisibility()).length)).toBe(0);
      await page.getByText('More reviews').filter({ visible: true }).first().click();
      // The next ten, or as many as there are in English (19 seeded).
      expect(await visibleReviews()).toBeGreaterThan(10);
      expect(await visibleReviews()).toBeLessThanOrEqual(20);
      await page.getByText(/^Reviews in other languages \(\d+\)$/).click();
      expect(await page.locator('main blockquote[lang]').evaluateAll((quotes) => quotes.filter((quote) => quote.checkVisibility()).length)).toBe(10);
    });

    test('on a phone, three reviews before "More reviews", which shows the rest of the ten', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/');
      const reviews = page.locator('section', { has: page.getByRole('heading', { name: 'What learners say' }) });
      const visible = () => reviews.locator('blockquote').evaluateAll((quotes) => quotes.filter((quote) => quote.checkVisibility()).length);
      expect(await visible()).toBe(3);
      await reviews.getByText('More reviews').click();
      expect(await visible()).toBe(10);
      await context.close();
    });

    test("the tutors' directory combines filters and sorts the cards themselves, in a link", async ({ page }) => {
      await page.goto('/english-tutors');
      // Folded under one button on a narrow screen; open beside the cards on a wide one.
      const fold = page.getByText('Sort and filter', { exact: true });
      if (await fold.isVisible()) await fold.click();
      await page.getByRole('checkbox', { name: 'Business' }).check();
      await page.getByRole('checkbox', { name: 'Job interviews' }).check();
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low');
      await page.getByRole('button', { name: 'Show tutors' }).click();
      await expect(page).toHaveURL(/\/english-tutors\?.*#\d+-tutors$/);
      expect(askedOf(page)).toEqual({ specialty: ['business', 'interview'], sort: ['price-low'] });
      await expectDirectory(page, { specialties: ['Business', 'Job interviews'], sorted: 'ascending' });
      // The same list from its link, as another visitor opens it.
      await page.goto(page.url());
      await expectDirectory(page, { specialties: ['Business', 'Job interviews'], sorted: 'ascending' });
    });
  });
}

test("the directory finds tutors free on the days and at the times asked, on the visitor's clock, the soonest first", async ({ browser }) => {
  const visits = [
    { country: 'US', region: 'CA', zone: 'America/Los_Angeles', named: 'Pacific Time', width: 1440, javaScriptEnabled: true },
    { country: 'AE', region: null, zone: 'Asia/Dubai', named: 'Gulf Standard Time', width: 390, javaScriptEnabled: false },
    { country: 'UA', region: null, zone: 'Europe/Kyiv', named: 'Eastern European Time', width: 390, javaScriptEnabled: true },
  ];
  for (const { country, region, zone, named, width, javaScriptEnabled } of visits) {
    const headers: Record<string, string> = { 'CF-IPCountry': country, ...(region ? { 'CF-Region-Code': region } : {}) };
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled, extraHTTPHeaders: headers });
    const page = await context.newPage();
    await page.goto('/english-tutors');
    const fold = page.getByText('Sort and filter', { exact: true });
    if (await fold.isVisible()) await fold.click();
    await expect(page.getByText(`Times shown in ${named}`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Saturday' }).check();
    await page.getByRole('checkbox', { name: 'Evening (18–24)' }).check();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('soonest');
    await page.getByRole('button', { name: 'Show tutors' }).click();
    await expect(page).toHaveURL(/[?&]day=sat/);
    expect(askedOf(page)).toEqual({ day: ['sat'], time: ['evening'], tz: [zone], sort: ['soonest'] });
    const cards = directoryCards(page);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByText(new RegExp(`^Showing ${count} of ${count} tutors? who match(es)?, of 24 in all$`))).toBeVisible();
    // Each card's next free lesson: a Saturday evening where the visitor is, the soonest first.
    const starts = await cards.getByText(/^Next free lesson: Sat, /).locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(starts).toHaveLength(count);
    expect(starts).toEqual(starts.toSorted());
    for (const start of starts) {
      const clock = new Intl.DateTimeFormat('en', { timeZone: zone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(Date.parse(start));
      expect(clock.find((part) => part.type === 'weekday')?.value).toBe('Sat');
      expect(Number(clock.find((part) => part.type === 'hour')?.value)).toBeGreaterThanOrEqual(18);
    }
    // Another filter the list does not need the zone for: the address leaves it out.
    await page.goto(`/english-tutors?specialty=kids&tz=${encodeURIComponent(zone)}`);
    expect(askedOf(page)).toEqual({ specialty: ['kids'] });
    await context.close();
  }
});

test("the directory finds tutors by country and the languages they also speak, any one of each, with or without JavaScript", async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/uk/english-tutors');
    // Folded under their names until one of their choices is ticked.
    await expect(page.getByRole('checkbox', { name: 'Україна (3)' })).toBeHidden();
    await page.locator('summary', { hasText: 'Країна репетитора' }).click();
    await page.getByRole('checkbox', { name: 'Україна (3)' }).check();
    await page.getByRole('checkbox', { name: 'Польща (1)' }).check();
    await page.locator('summary', { hasText: 'Також говорить' }).click();
    await page.getByRole('checkbox', { name: 'Українська' }).check();
    await page.getByRole('button', { name: 'Показати репетиторів' }).click();
    await expect(page).toHaveURL(/[?&]speaks=uk/);
    expect(askedOf(page)).toEqual({ country: ['Польща', 'Україна'], speaks: ['uk'], sort: ['recommended'] });
    const cards = page.getByRole('region', { name: 'Репетитори англійської онлайн' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(page.getByText(/^Показано 3 з 3 /)).toBeVisible();
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByText(/^(Україна|Польща)$/)).toBeVisible();
      await expect(card.getByText(/Викладає: .*українська/)).toBeVisible();
    }
    await expect(page.getByText('Країна репетитора (2)', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Україна (3)' })).toBeChecked();
    await context.close();
  }
});

/** The cards of the English tutors' directory (the page's first section). */
const directoryCards = (page: Page) => page.getByRole('region', { name: 'English tutors online' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });

/** What the page's URL asks of the directory, by parameter. */
const askedOf = (page: Page) => {
  const search = new URL(page.url()).searchParams;
  return Object.fromEntries([...new Set(search.keys())].map((name) => [name, search.getAll(name)]));
};

/** The directory's cards: each teaches every specialty asked, in the order asked, as many as the count says. */
async function expectDirectory(page: Page, { specialties, sorted }: { specialties: string[]; sorted: 'ascending' | 'descending' }) {
  const cards = directoryCards(page);
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByText(new RegExp(`^Showing ${count} of ${count} tutors who match, of 24 in all$`))).toBeVisible();
  for (let index = 0; index < count; index++) {
    const tags = await cards.nth(index).getByRole('list', { name: 'Teaches' }).getByRole('listitem').allInnerTexts();
    expect(tags).toEqual(expect.arrayContaining(specialties));
  }
  const prices = (await cards.locator('[data-when^="market-"]').evaluateAll((amounts) => amounts.filter((amount) => amount.checkVisibility()).map((amount) => amount.textContent!))).map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(prices).toHaveLength(count);
  expect(prices).toEqual(prices.toSorted((a, b) => (sorted === 'ascending' ? a - b : b - a)));
}

test("a page that moved to our own address answers 301 from its old one, in every locale, the query kept", async ({ request }) => {
  for (const [from, to] of [
    ['/page/promova-review', '/page/lingo-reviews'],
    ['/uk/page/promova-4-good?utm_source=mail', '/uk/page/lingo-for-good?utm_source=mail'],
  ]) {
    const moved = await request.get(from!, { maxRedirects: 0 });
    expect([moved.status(), moved.headers().location]).toEqual([301, to]);
    expect((await request.get(to!)).status()).toBe(200);
  }
});

test('structured data parses: the company on the home page, the questions of the FAQ, a post as an article', async ({ request }) => {
  const ldJson = async (path: string) => {
    const html = await (await request.get(path)).text();
    const [json] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    return JSON.parse(json ?? '[]') as Array<{ '@type': string; [key: string]: unknown }>;
  };
  expect((await ldJson('/')).map((thing) => thing['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'FAQPage', 'Product']));
  const faq = (await ldJson('/uk/faq')).find((thing) => thing['@type'] === 'FAQPage') as unknown as { mainEntity: unknown[] };
  expect(faq.mainEntity.length).toBeGreaterThan(20);
  const post = await ldJson('/blog/ten-minutes-a-day');
  expect(post.map((thing) => thing['@type'])).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
});

test('every page names a sharing image that answers 1200×630, and the icons answer', async ({ page, request }) => {
  for (const path of ['/', '/uk/english-tutors', '/es/faq', '/blog/ten-minutes-a-day', '/uk/blog/ten-minutes-a-day']) {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const response = await request.get(new URL(image!).pathname);
    expect(response.status(), image!).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = PNG.sync.read(await response.body());
    expect([png.width, png.height]).toEqual([1200, 630]);
  }
  for (const [icon, type] of [['/favicon.ico', /icon/], ['/favicon.svg', /svg/], ['/apple-touch-icon.png', /png/], ['/site.webmanifest', /manifest|json/]] as const) {
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()['content-type'], icon).toMatch(type);
  }
});

test('at 320 px no page of any kind is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const wide: string[] = [];
  for (const path of [...KINDS.map(([, path]) => path), '/uk/', '/uk/terms/privacy-policy', '/uk/faq', '/page/lingo-reviews']) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width !== 320) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);
});

test('on a 390 × 844 phone the hero says what the page offers in the first screen, with the campaign running', async ({ browser }) => {
  // A visitor in the US on a day inside the seeded campaign: the countdown banner sits above the hero.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'CF-IPCountry': 'US' } });
  const page = await context.newPage();
  for (const path of ['/', '/uk', '/language-learning-app', '/english-tutors', '/conversation-club']) {
    await page.goto(path);
    const hero = page.getByRole('main').getByRole('heading', { level: 1 });
    const box = await hero.boundingBox();
    expect(box, path).not.toBeNull();
    expect(box!.y + box!.height, `${path}: the hero's heading ends in the first screen`).toBeLessThanOrEqual(844);
  }
  await context.close();
});

test('on a 390 × 844 phone and at 1440 × 900, without JavaScript, the first tutor is in the first screen; a filtered, sorted, longer list works as a plain form and link', async ({ browser }) => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false, extraHTTPHeaders: { 'CF-IPCountry': 'GB' } });
    const page = await context.newPage();
    await page.goto('/english-tutors');
    const cards = directoryCards(page);
    const first = await cards.first().getByRole('heading', { level: 3 }).boundingBox();
    expect(first!.y + first!.height).toBeLessThan(viewport.height);
    await expect(page.getByText('Showing 12 of 24 tutors')).toBeVisible();
    expect(await cards.count()).toBe(12);
    if (viewport.width < 1024) {
      await expect(page.getByRole('checkbox', { name: 'Business' })).toBeHidden();
      await page.getByText('Sort and filter', { exact: true }).click();
    }
    await page.getByRole('checkbox', { name: 'Business' }).check();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-high');
    await page.getByRole('button', { name: 'Show tutors' }).click();
    await expect(page).toHaveURL(/[?&]sort=price-high/);
    expect(askedOf(page)).toEqual({ specialty: ['business'], sort: ['price-high'] });
    await expectDirectory(page, { specialties: ['Business'], sorted: 'descending' });
    // Prices in pounds for a visitor from the UK, the bands too.
    await expect(page.locator('label [data-when="market-GB"]').first()).toHaveText(/^Under £\d+$/);
    expect(await directoryCards(page).locator('[data-when^="market-"]').evaluateAll((amounts) => amounts.filter((amount) => amount.checkVisibility()).every((amount) => amount.textContent!.startsWith('£')))).toBe(true);
    // "Show more" is a link to the next page, landing on the first new card.
    await page.goto('/english-tutors');
    await page.getByRole('link', { name: 'Show more tutors' }).click();
    await expect(page).toHaveURL(/\?page=2#\d+-tutors-card-13$/);
    expect(await cards.count()).toBe(24);
    await expect(page.getByText('Showing 24 of 24 tutors')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show more tutors' })).toHaveCount(0);
    // A list asked for is not for search engines (the page's own URL is, in the sitemap).
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await context.close();
  }
});
