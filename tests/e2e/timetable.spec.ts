// Group lessons as a visitor meets them (issue 62): each session on the visitor's clock with the
// zone named, from the CDN's country (JavaScript off) and the browser's zone (on), at 390 and 1440
// px; a seat reserved with and without JavaScript, its e-mail with the calendar file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Locator } from '@playwright/test';
import { quietPromotions } from './quiet-promotions.ts';

const VISITORS = [
  { country: 'US', region: 'CA', zone: 'America/Los_Angeles', named: 'Pacific Time' },
  { country: 'AE', region: null, zone: 'Asia/Dubai', named: 'Gulf Standard Time' },
  { country: 'GB', region: null, zone: 'Europe/London', named: 'United Kingdom Time' },
  { country: 'UA', region: null, zone: 'Europe/Kyiv', named: 'Eastern European Time' },
  { country: 'DE', region: null, zone: 'Europe/Berlin', named: 'Central European Time' },
] as const;
type Visitor = (typeof VISITORS)[number];

const catcherUrl = () => readFileSync(join('test-results', 'e2e-data', 'mail-catcher-url'), 'utf8').trim();
const headersOf = ({ country, region }: Visitor): Record<string, string> => ({ 'CF-IPCountry': country, ...(region ? { 'CF-Region-Code': region } : {}) });

async function open(browser: Browser, visitor: Visitor, { width, javaScriptEnabled }: { width: number; javaScriptEnabled: boolean }) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, javaScriptEnabled, timezoneId: visitor.zone, extraHTTPHeaders: headersOf(visitor) });
  await quietPromotions(context);
  const page = await context.newPage();
  await page.goto('/group-lessons');
  return { context, page, timetable: page.locator('section', { has: page.getByRole('heading', { name: 'This week’s group lessons' }) }) };
}

/** Each card's time: the instant is one of its session's starts (its weekly time on the host's clock), and its text that instant on `zone`'s clock. */
async function expectOnClock(cards: Locator, zone: string) {
  const times = await cards.locator('time').evaluateAll((elements) => elements.map((time) => ({ mark: time.getAttribute('data-session-time')!, at: (time as HTMLTimeElement).dateTime, text: time.textContent })));
  expect(times.length).toBe(14);
  for (const { mark, at, text } of times) {
    const [day, clock, minutes, hostZone] = mark.split(' ') as [string, string, string, string];
    const start = Date.parse(at);
    const host = new Intl.DateTimeFormat('en-US', { timeZone: hostZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start);
    expect(host.toLowerCase()).toBe(`${day} ${clock}`);
    const onClock = (instant: number) => new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
    const date = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric' }).format(start);
    expect(text).toBe(`${date}, ${onClock(start)}–${onClock(start + Number(minutes) * 60_000)}`);
  }
}

for (const javaScriptEnabled of [false, true]) {
  test(`every session on the visitor’s clock, the zone named, from US, AE, GB, UA and DE at 390 and 1440 px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({ browser }) => {
    for (const visitor of VISITORS) {
      for (const width of [390, 1440]) {
        const { context, timetable } = await open(browser, visitor, { width, javaScriptEnabled });
        await expect(timetable.getByText(/^Times shown in/)).toHaveText(`Times shown in ${visitor.named}`);
        await expectOnClock(timetable.getByRole('listitem'), visitor.zone);
        // The count the copy states is the timetable's.
        await expect(timetable.getByText(/classes a week/)).toContainText('14 classes a week');
        // Each session's seats left, counted by the server before paint (with a script, the browser counts them again).
        const seats = await timetable.getByRole('listitem').evaluateAll((cards) => cards.map((card) => card.querySelector('[data-seats-for]')?.textContent));
        expect(seats).toHaveLength(14);
        for (const left of seats) expect(left).toMatch(/^(\d+ seats? left|Full)$/);
        await context.close();
      }
    }
  });
}

test('a seat reserved with JavaScript: seats counted, the confirmation with price, calendar file and cancellation, and its e-mail', async ({ browser }) => {
  const visitor = VISITORS[1];
  const { context, page, timetable } = await open(browser, visitor, { width: 390, javaScriptEnabled: true });
  // A new address each run: the same address again is the same seat (the e2e data directory outlives a local run).
  const email = `layla.${Date.now()}@example.com`;
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));
  // A card by its topic: the server dated the page on its test clock (CAMPAIGN_NOW), the browser on the real one, so the order may differ here.
  const topic = (await timetable.getByRole('listitem').last().getByRole('heading').textContent())!;
  const card = timetable.getByRole('listitem').filter({ has: page.getByRole('heading', { name: topic }) });
  await expect(card.getByText(/^\d+ seats? left$/)).toBeVisible();
  const before = Number((await card.getByText(/seats? left$/).textContent())!.split(' ')[0]);
  await card.getByText('Reserve a seat').click();
  // Opening the form hydrates the timetable (before it, the form would post as without JavaScript).
  await expect(page.locator('[data-island="timetable"]')).toHaveAttribute('data-hydrated', 'true');
  await card.getByRole('textbox', { name: 'Your name' }).fill('Layla Haddad');
  await card.getByRole('textbox', { name: 'Your email' }).fill(email);
  await card.getByText('I accept the Terms and conditions').click();
  await card.getByRole('button', { name: 'Reserve my seat' }).click();
  const done = card.getByRole('status').filter({ hasText: 'Your seat is reserved' });
  await expect(done).toContainText(`We’ve sent the details to ${email}.`);
  await expect(done).toContainText(/Included in Lingo Plus \(7 days free, then \$\d+\.\d\d a month\)\./, { useInnerText: true });
  await expect(card.getByText(`${before - 1} seat${before - 1 === 1 ? '' : 's'} left`)).toBeVisible();
  expect(errors).toEqual([]);
  const calendar = await page.request.get((await card.getByRole('link', { name: 'Add to my calendar (.ics)' }).getAttribute('href'))!);
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const start = await card.locator('time').getAttribute('datetime');
  expect(await calendar.text()).toContain(`DTSTART:${start!.replace(/[-:]/g, '').replace(/\.000Z$/, 'Z')}`);
  await expect
    .poll(async () => ((await (await page.request.get(`${catcherUrl()}?to=${email}`)).json()) as Array<{ subject: string; attachments: Array<{ filename: string }> }>)[0], { timeout: 10_000 })
    .toMatchObject({ subject: expect.stringContaining('(Gulf Standard Time)'), attachments: [{ filename: 'lingo.ics' }] });
  // Cancelled again, so a run leaves the seats as it found them (the e2e data directory outlives a local run).
  await card.getByRole('link', { name: 'Can’t come? Cancel my seat' }).click();
  await page.getByRole('button', { name: 'Cancel my seat' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your seat is cancelled. Thank you for letting us know.');
  await context.close();
});

test('a seat reserved without JavaScript: the form posts, the page says so, the e-mail has the time on the visitor’s clock', async ({ browser }) => {
  const visitor = VISITORS[2];
  const email = `harry.${Date.now()}@example.com`;
  const { context, page, timetable } = await open(browser, visitor, { width: 1440, javaScriptEnabled: false });
  const card = timetable.getByRole('listitem').nth(2);
  // The span on the visitor's clock ("19:00–20:00"): the server's test clock (CAMPAIGN_NOW) dates the page, the reservation the real clock.
  const time = (await card.locator('time').textContent())!;
  await card.getByText('Reserve a seat').click();
  await card.getByRole('textbox', { name: 'Your name' }).fill('Harry Moss');
  await card.getByRole('textbox', { name: 'Your email' }).fill(email);
  await card.getByText('I accept the Terms and conditions').click();
  await card.getByRole('button', { name: 'Reserve my seat' }).click();
  await expect(page).toHaveURL(/\/group-lessons#[\w-]+-seat-reserved$/);
  await expect(page.getByText('Your seat is reserved. We’ve emailed you the time, a calendar file and how to join.')).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get(`${catcherUrl()}?to=${email}`)).json()) as Array<{ subject: string; text: string }>)[0]?.text ?? '', { timeout: 10_000 })
    .toMatch(new RegExp(`When: \\w+, \\w+ \\d+, ${time.slice(-11)} \\(United Kingdom Time\\)`));
  // Its link to cancel leads to this server (no SITE_URL here), to a page whose one button cancels.
  const [mail] = (await (await page.request.get(`${catcherUrl()}?to=${email}`)).json()) as Array<{ text: string }>;
  const cancel = new RegExp(`${new URL(page.url()).origin}/api/class-reservations/[\\w-]{22}/cancel`).exec(mail!.text)?.[0];
  expect(cancel).toBeDefined();
  await page.goto(cancel!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel your seat?');
  await page.getByRole('button', { name: 'Cancel my seat' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your seat is cancelled. Thank you for letting us know.');
  await context.close();
});
