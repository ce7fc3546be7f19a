// What the visitor said no (or yes) to, and how often they have been interrupted, remembered on
// the shell's safe storage: throwing, full or tampered storage reads as "never dismissed, never
// shown" and keeps new answers in memory for the visit, so a page never breaks on it (issue #10).
import * as v from 'valibot';
import { POPUP_SUBSCRIBED_EXPIRY_S } from '../../../domain/constants.ts';
import type { PromotionMemory } from '../../../domain/promotions/decide.ts';
import { POPUP_KIND_TABLE } from '../../../domain/promotions/kinds.ts';
import { POPUP_KINDS, type PopupKind } from '../../../domain/content/popup-kinds.ts';
import { isSearchReferrer } from '../../../domain/promotions/visit.ts';
import type { SafeStorage } from '../../platform/storage/index.ts';

const WEEK_MS = 7 * 24 * 3600 * 1000;
const Until = v.pipe(v.number(), v.integer());
const Remembered = v.literal(true);
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Times = v.array(Until);
const Visit = v.object({ startedAt: Until, fromSearch: v.boolean() });

const dismissedKey = (kind: PopupKind) => `promo:dismissed:${kind}`;
const SUBSCRIBED_KEY = 'promo:subscribed';
/** Unsolicited popups shown: a count in session storage, and their times in the last 7 days in local storage. */
const SESSION_COUNT_KEY = 'promo:shown:session';
const WEEK_TIMES_KEY = 'promo:shown:week';
/** When this browser session's visit began, and whether from a search engine. */
const VISIT_KEY = 'promo:visit';
/** The keys, for the cookie policy's list (domain/legal/site-storage.ts, tests/site-storage.test.ts). */
export const PROMOTION_STORAGE_KEYS = { dismissed: dismissedKey, subscribed: SUBSCRIBED_KEY, sessionCount: SESSION_COUNT_KEY, weekTimes: WEEK_TIMES_KEY, visit: VISIT_KEY } as const;

export interface PromotionStore {
  /**
   * Everything the decision reads, as stored; the first read of a browser session starts its visit
   * (unless `write: false`, for the read-only debug panel).
   */
  read(now: number, referrer: string, options?: { write?: boolean }): PromotionMemory;
  /**
   * Remembers that the visitor closed `kind`: for its §9 expiry in local storage, or, with
   * `forSession`, until the browser session ends (the timer popup's second option).
   */
  dismiss(kind: PopupKind, now: number, options?: { forSession?: boolean }): number | 'session';
  /** §9 the subscribed state, kept for its own, longer expiry. */
  markSubscribed(): void;
  /** An unsolicited popup opened: it counts against the session's and the week's budget. */
  countShown(now: number): void;
}

export function createPromotionStore(local: SafeStorage, session: SafeStorage): PromotionStore {
  const weekTimes = (now: number) => (local.get(WEEK_TIMES_KEY, Times) ?? []).filter((time) => time > now - WEEK_MS && time <= now);
  return {
    read(now, referrer, { write = true } = {}) {
      let visit = session.get(VISIT_KEY, Visit);
      if (!visit) {
        visit = { startedAt: now, fromSearch: isSearchReferrer(referrer) };
        if (write) session.set(VISIT_KEY, visit);
      }
      const dismissed: PromotionMemory['dismissed'] = {};
      for (const kind of POPUP_KINDS) {
        if (session.get(dismissedKey(kind), Remembered)) dismissed[kind] = 'session';
        const until = local.get(dismissedKey(kind), Until);
        if (until !== null && until > now) dismissed[kind] = until;
      }
      return {
        dismissed,
        subscribed: local.get(SUBSCRIBED_KEY, Remembered) === true,
        shownThisSession: session.get(SESSION_COUNT_KEY, Count) ?? 0,
        shownThisWeek: weekTimes(now).length,
        visit,
      };
    },
    dismiss(kind, now, { forSession = false } = {}) {
      if (forSession) {
        session.set(dismissedKey(kind), true);
        return 'session';
      }
      const expiresInMs = POPUP_KIND_TABLE[kind].dismissalS * 1000;
      local.set(dismissedKey(kind), now + expiresInMs, { expiresInMs });
      return now + expiresInMs;
    },
    markSubscribed: () => local.set(SUBSCRIBED_KEY, true, { expiresInMs: POPUP_SUBSCRIBED_EXPIRY_S * 1000 }),
    countShown(now) {
      session.set(SESSION_COUNT_KEY, (session.get(SESSION_COUNT_KEY, Count) ?? 0) + 1);
      local.set(WEEK_TIMES_KEY, [...weekTimes(now), now], { expiresInMs: WEEK_MS });
    },
  };
}
