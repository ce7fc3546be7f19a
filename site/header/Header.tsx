import { useEffect } from 'react';
import { track } from '../platform/analytics/index.ts';
import { HEADER_SCROLLED_MIN_PX, type Locale } from '../platform/constants.ts';
import { alternatePaths, localizePath, MESSAGES } from '../platform/i18n/index.ts';
import { useShellContent } from '../platform/content/use-shell-content.ts';
import { localStore } from '../platform/storage/index.ts';
import { useScrolledOver } from '../platform/use-scrolled-over.ts';
import { visitorTokensOnPage } from '../platform/visitor/geo.ts';
import { BUSINESS_LINK_FLAG, isVariant, reportJoinOnce } from '../platform/visitor/split-flag.ts';
import type { Header as HeaderContent } from '../platform/content/schemas.ts';
import { PureHeader } from './PureHeader/index.ts';

/** Reports the header split-test variant the server wrote on <html data-visitor>, once per browser. */
function useReportSplitJoin() {
  useEffect(() => {
    const variant = visitorTokensOnPage().find((token) => token.startsWith('split-'))?.slice('split-'.length);
    if (!isVariant(BUSINESS_LINK_FLAG, variant)) return;
    reportJoinOnce(BUSINESS_LINK_FLAG, variant, localStore, (join) => track({ event: 'gen_joined_ab_test', ...join }));
  }, []);
}

/** Ends the session, then reloads the page so the server renders it for an anonymous visitor. */
async function signOut() {
  try {
    await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin', body: '{}' });
  } finally {
    window.location.reload();
  }
}

export interface HeaderProps {
  locale: Locale;
  /** The page's path, for the same page in the other languages. */
  pathname: string;
  /** The CMS header of the locale as the page was prerendered with it (null: none valid). */
  header: HeaderContent | null;
  /** When that header was fetched: after 24 h the browser refreshes it. */
  builtAt: number;
  cmsUrl: string;
}

/** The header of every page: the CMS header of the page's locale, loaded when the page was prerendered. */
export function Header({ locale, pathname, header: built, builtAt, cmsUrl }: HeaderProps) {
  // Spec §2: "scrolled" above 0, reset at the top.
  const scrolled = useScrolledOver(HEADER_SCROLLED_MIN_PX);
  useReportSplitJoin();
  const header = useShellContent('header', locale, built, builtAt, cmsUrl);
  if (!header) return null;
  const to = (path: string) => localizePath(path, locale);
  return (
    <PureHeader
      header={header}
      messages={MESSAGES[locale]}
      locale={locale}
      alternates={alternatePaths(pathname)}
      homeHref={to('/')}
      signInHref={to('/sign-in')}
      appHref={to('/language-learning-app')}
      studyHref={to('/funnels/onboarding')}
      signOutAction={to('/sign-out')}
      scrolled={scrolled}
      onLanguageChange={(to) => track({ event: 'gen_website_language_changed', from: locale, to })}
      onSignOut={() => void signOut()}
      onGetTheApp={() => track({ event: 'landing_clicked_cta', place: 'header', text: 'Get The App', type: 'download' })}
    />
  );
}
