// A countdown's digits as soon as the page's content has arrived. The prerendered HTML holds the
// digits of the build; this inline script (allowed by its hash, like the page's other inline
// scripts: server/security.ts) runs as the parser reaches it, after the page's main content (issue
// 63: the headline and its action take the first round trip; the timer keeps its room, invisible,
// until this runs), and sets each running countdown's digits and words for the time now, the way the Countdown
// component renders them (countdown-paint.test.tsx proves the two alike). It writes that time on
// <html data-countdown-at>, and the banners hydrate from it (use-clock.ts), so hydration finds
// what it renders. A countdown that has ended since the build is left alone, hidden until the
// banners hydrate (Banners.tsx). Without JavaScript the banner says when the offer ends instead.
// The banners' starter (top-banners.starter.ts) runs the same function each second after that,
// so the countdown ticks without React until the visitor uses the banners.
/**
 * Paints every running countdown of the page for `now`, and writes `now` on <html
 * data-countdown-at>; leaves them all alone, and answers false, once one has ended (React renders
 * the ended state). Self-contained (no import, no closure, no inner function a compiler could
 * wrap in a helper): its source is the inline script.
 */
export function paintCountdowns(page: Document, now: number): boolean {
  const root = page.documentElement,
    units = ['days', 'hours', 'minutes', 'seconds'] as const,
    timers = page.querySelectorAll('[role=timer][data-ends-at]');
  const rule = new Intl.PluralRules(root.lang || 'en');
  for (let i = 0; i < timers.length; i++) if (+timers[i]!.getAttribute('data-ends-at')! <= now + 999) return false;
  for (let j = 0; j < timers.length; j++) {
    const t = timers[j]!,
      left = Math.floor((+t.getAttribute('data-ends-at')! - now) / 1000),
      forms = JSON.parse(t.getAttribute('data-word-forms')!) as Record<string, Record<string, string>>;
    const parts: Record<string, number> = { days: Math.floor(left / 86400), hours: Math.floor((left % 86400) / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 },
      spoken: string[] = [];
    for (let k = 0; k < 4; k++) {
      const u = units[k]!,
        f = forms[u]!,
        w = f[rule.select(parts[u]!)] || f.other!,
        s = t.querySelector('[data-unit=' + u + ']')!;
      s.querySelector('[data-part=digits]')!.textContent = (parts[u]! < 10 ? '0' : '') + parts[u];
      s.querySelector('[data-part=word]')!.textContent = w;
      spoken.push(parts[u] + ' ' + w);
    }
    t.querySelector('[data-part=spoken]')!.textContent = spoken.join(', ');
  }
  root.dataset.countdownAt = String(now);
  return true;
}

/**
 * A script's source without the spaces a parser does not need: each line's indentation, and the
 * spaces around operators and punctuation outside its string literals (quoted either way, as the
 * compiler that built it writes them, with no escaped quote in them: this function's).
 */
export function compactScript(source: string): string {
  return source
    .replace(/\n\s*/g, '')
    .split(/('[^']*'|"[^"]*")/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\s*([=+\-*/%<>!?:;,&|{}()[\]])\s*/g, '$1')))
    .join('');
}

export const COUNTDOWN_PAINT_SCRIPT = `(${compactScript(paintCountdowns.toString())})(document,Date.now())`;
