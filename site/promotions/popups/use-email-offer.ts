import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { COUNTDOWN_TICK_MS } from '../../../design-system/index.ts';
import { SUCCESS_AUTO_CLOSE_MS } from '../../../domain/constants.ts';
import type { SafeStorage } from '../../platform/storage/index.ts';
import type { EmailPopupScreen } from './PureEmailSubscribePopup/index.ts';

export const EMAIL_REMAINING_KEY = 'promo:email-subscribe:remaining-ms';
const Remaining = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The email-subscribe flow (spec §4): the countdown runs each second from `timerSeconds` or the
 * remaining time saved earlier, pauses while the form submits, is saved when the visitor leaves
 * (pagehide, and visibilitychange to hidden, the last event a phone reliably sends); at zero the
 * time-is-up screen shows; success closes the popup by itself after 10 s.
 */
export function useEmailOffer({ timerSeconds, open, storage, onAutoClose }: { timerSeconds: number; open: boolean; storage: SafeStorage; onAutoClose: () => void }) {
  const [remainingMs, setRemainingMs] = useState(() => storage.get(EMAIL_REMAINING_KEY, Remaining) ?? timerSeconds * 1000);
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const latest = useRef(remainingMs);
  useEffect(() => {
    latest.current = remainingMs;
  });

  // An offer without timerSeconds has no countdown, and no time-is-up screen.
  const timed = timerSeconds > 0;
  const ticking = timed && open && !submitting && !succeeded && remainingMs > 0;
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setRemainingMs((ms) => Math.max(0, ms - COUNTDOWN_TICK_MS)), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [ticking]);

  useEffect(() => {
    if (!open || !timed) return;
    const save = () => storage.set(EMAIL_REMAINING_KEY, latest.current);
    const onVisibility = () => document.visibilityState === 'hidden' && save();
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      save();
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [open, timed, storage]);

  useEffect(() => {
    if (!succeeded || !open) return;
    const timer = window.setTimeout(onAutoClose, SUCCESS_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, open, onAutoClose]);

  const screen: EmailPopupScreen = succeeded ? 'success' : !timed || remainingMs > 0 ? 'offer' : 'time-is-up';
  return {
    screen,
    remainingMs: timed ? remainingMs : null,
    /** The form calls this when its request starts and ends: the countdown pauses meanwhile. */
    setSubmitting,
    /** The form calls this on an acknowledged subscription. */
    succeed: useCallback(() => setSucceeded(true), []),
  };
}
