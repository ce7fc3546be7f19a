import { useMemo, useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '../../../design-system/index.ts';

/**
 * The time the page's countdowns were painted with (countdown-paint-script.ts wrote it on <html
 * data-countdown-at>); null before the script ran, or where it left them alone.
 */
export function countdownPaintedAt(): number | null {
  if (typeof document === 'undefined') return null;
  const at = Number(document.documentElement.dataset.countdownAt);
  return Number.isFinite(at) && at > 0 ? at : null;
}

/**
 * A clock that ticks each second while someone listens, and stops at `until`. In a preview from the
 * CMS it runs where the promotions panel sets it (<html data-preview-clock>: ms from now), and never
 * stops: the editor may move it back.
 */
function createClock(until: number) {
  let now: number | undefined;
  const time = () => Date.now() + (Number(document.documentElement.dataset.previewClock) || 0);
  const read = () => (now ??= time());
  return {
    getSnapshot: read,
    subscribe(onChange: () => void) {
      now = time();
      onChange();
      const stopAt = document.documentElement.hasAttribute('data-preview') ? Number.POSITIVE_INFINITY : until;
      if (now >= stopAt) return () => {};
      const timer = window.setInterval(() => {
        now = time();
        onChange();
        if (now >= stopAt) window.clearInterval(timer);
      }, COUNTDOWN_TICK_MS);
      return () => window.clearInterval(timer);
    },
  };
}

/**
 * The current time, ticking each second (spec §9 "Countdown tick 1 s") until `until`.
 * Prerendering reads `builtAt`, the time the page was built; hydration reads the time the page's
 * countdowns were painted with (countdown-paint-script.ts), else `builtAt`, so it renders what the HTML
 * holds; the real time takes over right after. Plain setInterval: a fake clock (Playwright's
 * page.clock) drives it in tests.
 */
export function useClock(builtAt: number, until = Number.POSITIVE_INFINITY): number {
  const clock = useMemo(() => createClock(until), [until]);
  return useSyncExternalStore(clock.subscribe, clock.getSnapshot, () => countdownPaintedAt() ?? builtAt);
}
