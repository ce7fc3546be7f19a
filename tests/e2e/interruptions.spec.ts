// One interruption at a time (issue 63): each kind of page walked to its end over 45 s of the
// page's clock, at 390×844 and 1440×900, as a visitor reads it. It fails when two interruptions
// (a dialog or sheet, a bar docked or stuck to the window) show at once, when something fixed
// or sticky floats over what the visitor is reading, or when a focused element is under a bar.
// Each walk prints its row of the table: what opened, when, where.
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

/** Inside the seeded campaign (2026-11-23 – 12-06): its banners, popups and offer run. */
const DURING_OFFER = new Date('2026-12-04T10:20:30.000Z');
const WALK_S = 45;
const STEP_S = 5;

/** One page of each kind, and each page that carries a promotion. */
const PAGES = [
  '/', // the campaign's countdown
  '/language-learning-app', // the app banner, the video and QR popups
  '/english-tutors', // the directory: the tutoring banner's bar, exit intent
  '/tutors/private-english-tutor', // a tutoring page: the tutoring popup
  '/english-tutors/emma-clarke', // a profile with its booking card
  '/blog/ten-minutes-a-day', // a post: the running line, the newsletter popup
  '/group-lessons', // the timer popup, then the offer's strip
  '/test-your-english-level', // a form
] as const;

interface Sample {
  /** What interrupts: dialogs and the bars held at an edge of the window. */
  interruptions: string[];
  /** Fixed or sticky elements over content the visitor can see (not at an edge of the window). */
  covering: string[];
}

/**
 * What is on screen now. An interruption is a dialog, or a fixed element with something to show
 * (a dialog's backdrop and an empty live region are not). A fixed or sticky element may hold an
 * edge of the window, full width (what scrolls under it has been read, or is yet to come); any
 * other one must not lie over the page's words, pictures or controls.
 */
function sample(): Sample {
  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < innerHeight;
  };
  const name = (element: Element) => element.getAttribute('aria-label') ?? element.querySelector('h2, [id] > p, p')?.textContent?.trim().slice(0, 40) ?? element.tagName.toLowerCase();
  const dialogs = [...document.querySelectorAll('[role=dialog]')].filter(visible);
  const overlays = [...document.querySelectorAll('body *')].filter((element) => {
    const position = getComputedStyle(element).position;
    if ((position !== 'fixed' && position !== 'sticky') || !visible(element)) return false;
    if (dialogs.some((dialog) => dialog.contains(element) || element.contains(dialog))) return false;
    // A backdrop (the whole window, nothing in it) or an empty region (the toasts' list).
    return element.textContent?.trim() !== '' || element.querySelector('img, svg, video') !== null;
  });
  // The outermost of nested overlays.
  const outermost = overlays.filter((element) => !overlays.some((other) => other !== element && other.contains(element)));
  const interruptions = [...dialogs.map((dialog) => `dialog "${name(dialog)}"`), ...outermost.filter((element) => getComputedStyle(element).position === 'fixed').map((bar) => `bar "${name(bar)}"`)];
  const atAnEdge = (box: DOMRect) => box.width >= innerWidth - 1 && (box.top <= 0 || box.bottom >= innerHeight);
  const content = 'p, h1, h2, h3, li, a, button, img, input, select, label, figure';
  const covering = outermost.flatMap((overlay) => {
    const box = overlay.getBoundingClientRect();
    if (atAnEdge(box)) return [];
    // Under its corners and its middle, is anything of the page's own?
    const points = [
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
    const under = points.flatMap(([x, y]) => document.elementsFromPoint(x!, y!).filter((element) => !overlay.contains(element) && element.matches(content) && visible(element)));
    return under.length ? [`"${name(overlay)}" over ${under[0]!.tagName.toLowerCase()} "${under[0]!.textContent?.trim().slice(0, 30)}"`] : [];
  });
  return { interruptions, covering };
}

/** The focused element, if a fixed element lies over its middle. */
function focusedCovered(): string | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  if (box.bottom <= 0 || box.top >= innerHeight) return null;
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!top || focused.contains(top) || top.contains(focused)) return null;
  let overlay: Element | null = top;
  while (overlay && getComputedStyle(overlay).position !== 'fixed') overlay = overlay.parentElement;
  return overlay ? `${focused.tagName.toLowerCase()} "${focused.textContent?.trim().slice(0, 30)}" under "${overlay.getAttribute('aria-label') ?? overlay.textContent?.trim().slice(0, 30)}"` : null;
}

async function walk(page: Page, path: string) {
  await page.clock.install({ time: DURING_OFFER });
  await gotoHydrated(page, path);
  // The popups' triggers listen once their chunk has loaded (after `load`, when idle): the walk's
  // clock starts then, or a busy machine would spend the page's seconds before anything listens.
  if (await page.locator('[data-island="popups"]').count()) await expect(page.locator('html')).toHaveAttribute('data-promotions', 'ready');
  const opened = new Map<string, string>();
  const failures: string[] = [];
  const steps = WALK_S / STEP_S;
  for (let step = 0; step <= steps; step++) {
    const { interruptions, covering } = await page.evaluate(sample);
    const at = `${step * STEP_S} s`;
    for (const what of interruptions) if (!opened.has(what)) opened.set(what, at);
    if (interruptions.length > 1) failures.push(`${at}: ${interruptions.join(' and ')} at once`);
    for (const what of covering) failures.push(`${at}: ${what}`);
    // Down to the end of the page by the walk's last step.
    const remaining = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight - scrollY);
    await page.mouse.wheel(0, Math.ceil(remaining / Math.max(1, steps - step)));
    await page.clock.runFor(STEP_S * 1000);
  }
  return { opened, failures };
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`one interruption at a time at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, extraHTTPHeaders: { 'CF-IPCountry': 'US' }, ...(width < 768 ? { hasTouch: true, isMobile: true } : {}) });

    for (const path of PAGES) {
      test(path, async ({ page }) => {
        const { opened, failures } = await walk(page, path);
        // Then by keyboard, back up the page: nothing fixed covers what has focus.
        for (let press = 0; press < 6; press++) {
          await page.keyboard.press('Shift+Tab');
          const covered = await page.evaluate(focusedCovered);
          if (covered) failures.push(`focus: ${covered}`);
        }
        const row = [...opened].map(([what, at]) => `${what} at ${at}`).join('; ') || 'nothing';
        console.log(`| ${path} | ${width}×${height} | US | ${row} | ${failures.length ? failures.join('; ') : 'nothing covered'} |`);
        expect(failures).toEqual([]);
      });
    }
  });
}

test.describe('a visitor asked for consent (GB) on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, extraHTTPHeaders: { 'CF-IPCountry': 'GB' } });

  test('the consent dialog is the one interruption while it is open: the app banner waits for it', async ({ page }) => {
    const { opened, failures } = await walk(page, '/language-learning-app');
    const row = [...opened].map(([what, at]) => `${what} at ${at}`).join('; ');
    console.log(`| /language-learning-app | 390×844 | GB | ${row} | ${failures.length ? failures.join('; ') : 'nothing covered'} |`);
    expect([...opened.keys()]).toContain('dialog "Cookies on Lingo"');
    expect(failures).toEqual([]);
  });
});
