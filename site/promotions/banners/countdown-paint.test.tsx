// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { Countdown } from '../../../design-system/index.ts';
import type { Locale } from '../../../domain/constants.ts';
import { countdownForms, countdownWords } from '../copy.ts';
import { countdownPaintedAt } from './use-clock.ts';
import { COUNTDOWN_PAINT_SCRIPT, compactScript } from './countdown-paint-script.ts';

const END = Date.parse('2026-12-06T23:59:59.000Z');
const BUILT = Date.parse('2026-11-23T02:00:00.000Z');

const render = (locale: Locale, now: number) =>
  renderToString(<Countdown timeLeftMs={END - now} label="Offer ends in" {...countdownWords(locale, END - now)} paint={{ endsAt: END, wordForms: countdownForms(locale) }} />);

function paintAt(now: number) {
  vi.spyOn(Date, 'now').mockReturnValue(now);
  // The inline script as the browser runs it.
  new Function(COUNTDOWN_PAINT_SCRIPT)();
  vi.restoreAllMocks();
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.countdownAt;
});

describe('the countdown paint script', () => {
  it.each([
    ['en', Date.parse('2026-12-05T23:58:58.000Z')],
    ['uk', Date.parse('2026-12-04T20:54:14.500Z')],
    ['uk', Date.parse('2026-11-25T22:58:58.000Z')],
    ['pt', Date.parse('2026-11-29T10:20:30.000Z')],
    ['es', END - 61_000],
  ] as const)('sets the digits and words the component renders for the time of paint (%s, %s)', (locale, now) => {
    document.documentElement.lang = locale;
    document.body.innerHTML = render(locale, BUILT);
    paintAt(now);
    expect(document.body.innerHTML).toBe(render(locale, now));
    expect(document.body.innerHTML).not.toBe(render(locale, BUILT));
    expect(countdownPaintedAt()).toBe(now);
  });

  it('leaves every countdown alone when one has ended since the build', () => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = render('en', BUILT);
    paintAt(END + 5_000);
    expect(document.body.innerHTML).toBe(render('en', BUILT));
    expect(countdownPaintedAt()).toBeNull();
  });
});

describe('compactScript', () => {
  it('drops the spaces a parser does not need, and keeps those in strings quoted either way', () => {
    const source = `function f(a, b) {\n  const s = a + ', ' + b;\n  return s + ", " + (a < b ? 'x y' : "z w");\n}`;
    expect(compactScript(source)).toBe(`function f(a,b){const s=a+', '+b;return s+", "+(a<b?'x y':"z w");}`);
    expect(new Function(`return (${compactScript(source)})(1, 2)`)()).toBe('1, 2, x y');
  });
});
