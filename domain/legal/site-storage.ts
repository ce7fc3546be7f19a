// Every cookie and browser-storage item the site sets, with its category and lifetime: the cookie
// policy's table is rendered from this list (its purposes are the `legal` catalog's), and tests
// hold it to the code: the names the code declares (tests/site-storage.test.ts) and what a browser
// really gets on a visit (tests/e2e/cookie-policy.spec.ts). A new cookie or key is a row here.
import { POPUP_KIND_TABLE } from '../promotions/kinds.ts';

export type StorageCategory = 'necessary' | 'functional' | 'analytics';
export type StoragePlace = 'cookie' | 'localStorage' | 'sessionStorage';
/** How long an item lives: days, at most days, the browser session, or until the visitor clears it. */
export type StorageLifetime = { days: number } | { upToDays: number } | 'session' | 'untilCleared';

export interface StoredItem {
  /** The name as the browser shows it; `*` stands for a part that varies (a popup kind, a locale). */
  name: string;
  place: StoragePlace;
  category: StorageCategory;
  lifetime: StorageLifetime;
}

const DAY_S = 24 * 3600;
const longestDismissalDays = Math.max(...Object.values(POPUP_KIND_TABLE).map((kind) => kind.dismissalS)) / DAY_S;

export const SITE_STORAGE = [
  { name: 'better-auth.session_token', place: 'cookie', category: 'necessary', lifetime: { days: 7 } },
  { name: 'cookie_consent', place: 'cookie', category: 'necessary', lifetime: { days: 182 } },
  { name: 'lingo_vid', place: 'cookie', category: 'analytics', lifetime: { days: 395 } },
  { name: 'ab_assigned:*', place: 'localStorage', category: 'functional', lifetime: 'untilCleared' },
  { name: 'ab_joined:*', place: 'localStorage', category: 'functional', lifetime: 'untilCleared' },
  { name: 'level-test:progress', place: 'localStorage', category: 'functional', lifetime: { days: 7 } },
  { name: 'level-test:seed', place: 'localStorage', category: 'functional', lifetime: { days: 7 } },
  { name: 'onboarding:progress', place: 'localStorage', category: 'functional', lifetime: { days: 30 } },
  { name: 'tutoring:progress', place: 'localStorage', category: 'functional', lifetime: { days: 30 } },
  { name: 'promo:dismissed:*', place: 'localStorage', category: 'functional', lifetime: { upToDays: longestDismissalDays } },
  // The timer popup's "not this visit".
  { name: 'promo:dismissed:*', place: 'sessionStorage', category: 'functional', lifetime: 'session' },
  { name: 'promo:subscribed', place: 'localStorage', category: 'functional', lifetime: { days: 365 } },
  { name: 'promo:shown:week', place: 'localStorage', category: 'functional', lifetime: { days: 7 } },
  { name: 'promo:shown:session', place: 'sessionStorage', category: 'functional', lifetime: 'session' },
  { name: 'promo:visit', place: 'sessionStorage', category: 'functional', lifetime: 'session' },
  { name: 'promo:email-subscribe:remaining-ms', place: 'localStorage', category: 'functional', lifetime: 'untilCleared' },
  { name: 'cms:header:*', place: 'localStorage', category: 'functional', lifetime: { days: 1 } },
  { name: 'cms:footer:*', place: 'localStorage', category: 'functional', lifetime: { days: 1 } },
] as const satisfies readonly StoredItem[];
export type StoredItemName = (typeof SITE_STORAGE)[number]['name'];

const patternOf = (name: string) => new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^:]+')}$`);

/** The row that declares a name the browser shows (`__Secure-` is the HTTPS form of a cookie's name), or undefined. */
export function declaredItem(name: string, place: StoragePlace): StoredItem | undefined {
  const bare = place === 'cookie' ? name.replace(/^__Secure-/, '') : name;
  return SITE_STORAGE.find((item) => item.place === place && patternOf(item.name).test(bare));
}
