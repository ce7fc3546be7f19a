// What the visitor said no (or yes) to, remembered on the shell's safe storage: throwing, full
// or tampered storage reads as "never dismissed" and keeps new answers in memory for the visit,
// so a page never breaks on it (issue #10).
import * as v from 'valibot';
import {
  EXIT_INTENT_SUPPRESSED_S,
  POPUP_DISMISSAL_DEFAULT_EXPIRY_S,
  POPUP_SUBSCRIBED_EXPIRY_S,
  TIMER_POPUP_DISMISSAL_S,
  TUTORING_POPUP_DISMISSAL_S,
} from '../../../domain/constants.ts';
import type { SafeStorage } from '../../platform/storage/index.ts';
import type { PopupKind } from '../model.ts';

/** §9 how long a dismissal of each popup lasts, in seconds. */
const DISMISSAL_EXPIRY_S: Record<PopupKind, number> = {
  'email-subscribe': POPUP_DISMISSAL_DEFAULT_EXPIRY_S,
  'exit-intent': EXIT_INTENT_SUPPRESSED_S,
  timer: TIMER_POPUP_DISMISSAL_S,
  media: POPUP_DISMISSAL_DEFAULT_EXPIRY_S,
  qr: POPUP_DISMISSAL_DEFAULT_EXPIRY_S,
  tutoring: TUTORING_POPUP_DISMISSAL_S,
};

const Remembered = v.literal(true);
const dismissedKey = (kind: PopupKind) => `promo:dismissed:${kind}`;
const SUBSCRIBED_KEY = 'promo:subscribed';

export interface Dismissals {
  isDismissed(kind: PopupKind): boolean;
  /**
   * Remembers that the visitor closed `kind`: for its §9 expiry in local storage, or, with
   * `forSession`, until the browser session ends (the timer popup's second option).
   */
  dismiss(kind: PopupKind, options?: { forSession?: boolean }): void;
  isSubscribed(): boolean;
  /** §9 the subscribed state, kept for its own, longer expiry. */
  markSubscribed(): void;
}

export function createDismissals(local: SafeStorage, session: SafeStorage): Dismissals {
  return {
    isDismissed: (kind) => local.get(dismissedKey(kind), Remembered) === true || session.get(dismissedKey(kind), Remembered) === true,
    dismiss: (kind, { forSession = false } = {}) => {
      if (forSession) session.set(dismissedKey(kind), true);
      else local.set(dismissedKey(kind), true, { expiresInMs: DISMISSAL_EXPIRY_S[kind] * 1000 });
    },
    isSubscribed: () => local.get(SUBSCRIBED_KEY, Remembered) === true,
    markSubscribed: () => local.set(SUBSCRIBED_KEY, true, { expiresInMs: POPUP_SUBSCRIBED_EXPIRY_S * 1000 }),
  };
}
