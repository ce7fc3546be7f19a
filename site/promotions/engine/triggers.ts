// When a popup asks to open (spec §4): scroll thresholds, delays, exit intent and back
// navigation. Each fires at most once per page view and only through real browser timers and
// events, so a fake clock (Playwright's page.clock, Vitest's fake timers) drives every one.
import { createElement, useEffect, useRef } from 'react';
import type { Trigger } from '../../../domain/promotions/kinds.ts';
import { EXIT_INTENT_MIN_WIDTH_PX, EXIT_INTENT_TOP_EDGE_PX } from '../../../domain/constants.ts';

/** Keeps the latest callback without re-subscribing the listeners that call it. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Fires once when the page has been scrolled more than `px` (at once if it already is). */
export function useScrolledPast(px: number, onPass: () => void, enabled = true) {
  const callback = useLatest(onPass);
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (window.scrollY <= px) return;
      window.removeEventListener('scroll', check);
      callback.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => window.removeEventListener('scroll', check);
  }, [px, enabled, callback]);
}

/** Fires once, `ms` after it is enabled. */
export function useDelay(ms: number, onElapsed: () => void, enabled = true) {
  const callback = useLatest(onElapsed);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => callback.current(), ms);
    return () => window.clearTimeout(timer);
  }, [ms, enabled, callback]);
}

export const isLargeScreen = (minWidthPx: number) => window.matchMedia(`(min-width: ${minWidthPx}px)`).matches;

/**
 * Spec §4 exit intent: the mouse moves within 10 px of the top of the window, on large screens
 * (from 1025 px) only. Armed once the pointer has been lower on the page, so a pointer that
 * arrives from the browser's tab strip is not read as leaving.
 */
export function useExitIntent(onIntent: () => void, enabled = true) {
  const callback = useLatest(onIntent);
  useEffect(() => {
    if (!enabled) return;
    let armed = false;
    const onMove = (event: MouseEvent) => {
      if (!isLargeScreen(EXIT_INTENT_MIN_WIDTH_PX)) return;
      if (event.clientY > EXIT_INTENT_TOP_EDGE_PX) {
        armed = true;
        return;
      }
      if (!armed) return;
      document.removeEventListener('mousemove', onMove);
      callback.current();
    };
    document.addEventListener('mousemove', onMove, { passive: true });
    return () => document.removeEventListener('mousemove', onMove);
  }, [enabled, callback]);
}

/**
 * Spec §4 exit intent on back navigation. Chrome skips history entries added without a user
 * gesture (its history manipulation intervention), so the extra entry is added only after the
 * visitor's first activation. Going back then lands on this page's own entry: the popup opens and
 * the visitor stays. That happens once per page view; the next back leaves as usual.
 *
 * The popstate listener runs in the capture phase, before React Router's, and stops it: the
 * router never sees a navigation, so it neither refetches the page's data nor resets the scroll.
 */
export function useBackNavigation(onBack: () => void, enabled = true) {
  const callback = useLatest(onBack);
  useEffect(() => {
    if (!enabled) return;
    const activation = ['pointerdown', 'keydown'] as const;
    const onPop = (event: PopStateEvent) => {
      event.stopImmediatePropagation();
      window.removeEventListener('popstate', onPop, { capture: true });
      callback.current();
    };
    const guard = (event: Event) => {
      // An activation that follows a link leaves anyway; an entry added then would only cost
      // the visitor an extra back press on the next page.
      if (event.target instanceof Element && event.target.closest('a[href]')) return;
      activation.forEach((type) => window.removeEventListener(type, guard, { capture: true }));
      window.history.pushState(window.history.state, '', window.location.href);
      window.addEventListener('popstate', onPop, { capture: true });
    };
    activation.forEach((type) => window.addEventListener(type, guard, { capture: true }));
    return () => {
      activation.forEach((type) => window.removeEventListener(type, guard, { capture: true }));
      window.removeEventListener('popstate', onPop, { capture: true });
    };
  }, [enabled, callback]);
}

const ScrollTrigger = ({ px, onFire }: { px: number; onFire: () => void }) => (useScrolledPast(px, onFire), null);
const DelayTrigger = ({ ms, onFire }: { ms: number; onFire: () => void }) => (useDelay(ms, onFire), null);
function ExitIntentTrigger({ onFire }: { onFire: () => void }) {
  useExitIntent(onFire);
  useBackNavigation(onFire);
  return null;
}

/** Listens for one of a popup's triggers (domain/promotions/kinds.ts) while it is rendered. */
export function TriggerListener({ trigger, onFire }: { trigger: Trigger; onFire: () => void }) {
  switch (trigger.on) {
    case 'scroll':
      return createElement(ScrollTrigger, { px: trigger.px, onFire });
    case 'delay':
      return createElement(DelayTrigger, { ms: trigger.ms, onFire });
    case 'exit-intent':
      return createElement(ExitIntentTrigger, { onFire });
    case 'closed':
      // The host asks for it when that popup closes.
      return null;
  }
}
