// When the consent dialog opens, for its starter (consent.starter.ts) and the dialog (Consent.tsx).
import { readConsent } from '../platform/analytics/index.ts';
import { pageVisitorHas } from '../../domain/visitor/geo.ts';

/** The server names the visitors who must be asked (EU, EEA, UK): `consent` on <html data-visitor>. */
export const mustAsk = () => pageVisitorHas('consent') && !readConsent(document.cookie);

/** The link that reopens the dialog, if `target` is in one: the footer's "Cookie settings" (…/terms/cookie-policy#settings). */
export const cookieSettingsLink = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href*="/terms/cookie-policy#settings"]') : null;

/** That link's own address, followed before the scripts started or from elsewhere. */
export const isCookieSettingsAddress = ({ pathname, hash }: Location) => hash === '#settings' && /\/terms\/cookie-policy\/?$/.test(pathname);
