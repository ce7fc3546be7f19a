import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { applyConsent, consentChoice, consentCookie, readConsent, type ConsentCategory } from '../platform/analytics/index.ts';
import type { Locale } from '../platform/constants.ts';
import { localizePath } from '../platform/i18n/index.ts';
import { holdDialog } from '../platform/dialogs.ts';
import { pageVisitorHas } from '../platform/visitor/geo.ts';
import { CONSENT_COPY } from './copy.ts';
import type { ConsentView } from './PureConsentDialog/index.ts';

// Loaded only for the visitors who see it.
const PureConsentDialog = lazy(() => import('./PureConsentDialog/index.ts').then((module) => ({ default: module.PureConsentDialog })));

/** The server names the visitors who must be asked (EU, EEA, UK): `consent` on <html data-visitor>. */
const mustAsk = () => pageVisitorHas('consent') && !readConsent(document.cookie);
const noSubscription = () => () => {};

/** Links that reopen the dialog: the footer's "Cookie settings" (…/terms/cookie-policy#settings). */
const isCookieSettingsLink = (target: EventTarget | null) =>
  target instanceof Element && Boolean(target.closest('a[href*="/terms/cookie-policy#settings"]'));
const isCookieSettingsAddress = ({ pathname, hash }: Location) => hash === '#settings' && /\/terms\/cookie-policy\/?$/.test(pathname);

/**
 * Asks for cookie consent on a first visit where it is required, reopens on "Cookie settings",
 * stores the choice in its cookie and applies it (Consent Mode update, held analytics sent or dropped).
 */
export function Consent({ locale }: { locale: Locale }) {
  // False while hydrating (as prerendered), then what the page and its cookie say.
  const askOnArrival = useSyncExternalStore(noSubscription, mustAsk, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [requested, setRequested] = useState<ConsentView | null>(null);

  useEffect(() => {
    const reopen = (event: MouseEvent) => {
      if (!isCookieSettingsLink(event.target)) return;
      event.preventDefault();
      setRequested('preferences');
    };
    // Followed before the scripts started (or from elsewhere), the link's own address opens it.
    const openAtAddress = () => {
      if (isCookieSettingsAddress(window.location)) setRequested('preferences');
    };
    openAtAddress();
    // Capturing: a link React renders (a fresh footer's) stops its click's propagation (React Aria's press).
    document.addEventListener('click', reopen, true);
    window.addEventListener('hashchange', openAtAddress);
    return () => {
      document.removeEventListener('click', reopen, true);
      window.removeEventListener('hashchange', openAtAddress);
    };
  }, []);

  const open = requested !== null || (askOnArrival && !dismissed);
  // While it is open, no promotion opens (issue #10).
  useEffect(() => (open ? holdDialog('consent') : undefined), [open]);
  if (!open && requested === null && !askOnArrival) return null;

  const close = () => {
    setDismissed(true);
    setRequested(null);
  };
  const choose = (categories: Record<ConsentCategory, boolean>) => {
    document.cookie = consentCookie(consentChoice(categories), window.location.protocol === 'https:');
    applyConsent(categories);
    close();
  };
  return (
    <Suspense fallback={null}>
      <PureConsentDialog
        copy={CONSENT_COPY[locale]}
        open={open}
        onOpenChange={(next) => !next && close()}
        view={requested ?? 'intro'}
        onViewChange={setRequested}
        categories={readConsent(document.cookie)?.categories ?? { analytics: false, advertising: false }}
        policyHref={localizePath('/terms/cookie-policy', locale)}
        onChoose={choose}
      />
    </Suspense>
  );
}
