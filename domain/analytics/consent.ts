// The visitor's cookie choice (the consent dialog writes it, site/consent/) and what analytics
// may do with it. Stored in a cookie so the inline Consent Mode script can read it before any tag:
// categories, the revision of the dialog (raising it asks everyone again) and when it was made.
import * as v from 'valibot';

export const CONSENT_COOKIE = 'cookie_consent';
/** Raise to ask every visitor again (a new category, new wording). */
const CONSENT_REVISION = 1;
/** Decision (the spec gives none): a choice is kept 182 days, as vanilla-cookieconsent does. */
const CONSENT_MAX_AGE_S = 182 * 24 * 60 * 60;

export const CONSENT_CATEGORIES = ['analytics', 'advertising'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

const ChoiceSchema = v.object({
  revision: v.literal(CONSENT_REVISION),
  categories: v.object({ analytics: v.boolean(), advertising: v.boolean() }),
  decidedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ConsentChoice = v.InferOutput<typeof ChoiceSchema>;

/** The choice in a Cookie header or document.cookie; null when absent, tampered or of an older revision. */
export function readConsent(cookies: string): ConsentChoice | null {
  const raw = cookies.match(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`))?.[1];
  if (!raw) return null;
  try {
    const parsed = v.safeParse(ChoiceSchema, JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function consentChoice(categories: Record<ConsentCategory, boolean>, now = new Date()): ConsentChoice {
  return { revision: CONSENT_REVISION, categories, decidedAt: now.toISOString() };
}

/** The Set-Cookie / document.cookie string for a choice (readable by the page: not httpOnly). */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(choice));
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Google Consent Mode v2 signals for a set of categories. */
export function consentModeSignals(categories: Record<ConsentCategory, boolean>) {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: state(categories.analytics),
    ad_storage: state(categories.advertising),
    ad_user_data: state(categories.advertising),
    ad_personalization: state(categories.advertising),
  };
}

/**
 * Runs in <head> before any tag (root.tsx inlines it): the Consent Mode default, denied where the
 * server says consent is required (`consent` on <html data-visitor>), then the stored choice.
 */
export const CONSENT_DEFAULT_SCRIPT = `(function(){var w=window,d=document;w.dataLayer=w.dataLayer||[];w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};
var required=(d.documentElement.getAttribute('data-visitor')||'').split(' ').indexOf('consent')>=0,s=required?'denied':'granted';
w.gtag('consent','default',{analytics_storage:s,ad_storage:s,ad_user_data:s,ad_personalization:s,wait_for_update:500});
var m=d.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/);if(!required||!m)return;
try{var c=JSON.parse(decodeURIComponent(m[1]));if(c.revision!==${CONSENT_REVISION})return;var a=c.categories.analytics?'granted':'denied',b=c.categories.advertising?'granted':'denied';
w.gtag('consent','update',{analytics_storage:a,ad_storage:b,ad_user_data:b,ad_personalization:b});}catch(e){}})();`;
