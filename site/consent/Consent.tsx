import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { FORGET_PATH } from '../../domain/analytics/endpoint.ts';
import { applyConsent, consentChoice, consentCookie, readConsent, type ConsentCategory } from '../platform/analytics/index.ts';
import type { Locale } from '../../domain/constants.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { holdDialog } from '../platform/dialogs.ts';
import { cookieSettingsLink, isCookieSettingsAddress, mustAsk } from './asking.ts';
import { CONSENT_COPY } from './copy.ts';
import type { ConsentView } from './PureConsentDialog/index.ts';

// Loaded only for the visitors who see it.
const PureConsentDialog = lazy(() => import('./PureConsentDialog/index.ts').then((module) => ({ default: module.PureConsentDialog })));

const noSubscription = () => () => {};

/**
 * Asks for cookie consent on a first visit where it is required, reopens on "Cookie settings",
 * stores the choice in its cookie and applies it (Consent Mode update, held analytics sent or
 * dropped). Hydrated only for the visitors who see it (consent.starter.ts).
 */
export function Consent({ locale }: { locale: Locale }) {
  // False while hydrating (as prerendered), then what the page and its cookie say.
  const askOnArrival = useSyncExternalStore(noSubscription, mustAsk, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [requested, setRequested] = useState<ConsentView | null>(null);

  useEffect(() => {
    const reopen = (event: MouseEvent) => {
      if (!cookieSettingsLink(event.target)) return;
      event.preventDefault();
      setRequested('preferences');
    };
    // Followed before the scripts started (or from elsewhere), the link's own address opens it.
    const openAtAddress = () => {
      if (isCookieSettingsAddress(window.location)) setRequested('preferences');
    };
    openAtAddress();
    // Capturing, as the starter's, which hands on a click that came before this was hydrated.
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
    // Analytics refused, or taken back: what was kept under this browser's identifier goes (issue 46).
    if (!categories.analytics) void fetch(FORGET_PATH, { method: 'POST', keepalive: true }).catch(() => {});
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
