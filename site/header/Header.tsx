import { track } from '../platform/analytics/index.ts';
import { LEARNER_HOME_PATH, type Locale } from '../../domain/constants.ts';
import { alternatePaths, localizePath, MESSAGES } from '../../domain/i18n/index.ts';
import { useShellContent } from '../platform/content/use-shell-content.ts';
import type { Header as HeaderContent } from '../../domain/content/schemas.ts';
import { PureHeader } from './PureHeader/index.ts';
import type { PageExperiments } from '../../domain/experiments/marks.ts';

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
  /** The experiments the page knows and runs (headerExperiments: what the links need of them). */
  experiments?: PageExperiments;
}

/**
 * The header of every page: the CMS header of the page's locale, loaded when the page was
 * prerendered. What it does before it is hydrated, and when it hydrates: header.starter.ts.
 */
export function Header({ locale, pathname, header: built, builtAt, cmsUrl, experiments }: HeaderProps) {
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
      studyHref={to(LEARNER_HOME_PATH)}
      signOutAction={to('/sign-out')}
      experiments={experiments}
      onLanguageChange={(to) => track({ event: 'gen_website_language_changed', from: locale, to })}
      onSignOut={() => void signOut()}
    />
  );
}

/**
 * The header as its island's props: the record without what the browser never reads (the links'
 * fields PureHeader does not render, empty ones, the CMS's dates), which every page's first
 * script would otherwise carry.
 */
/**
 * What the header's links need of the page's experiments (its island's props, in every page's
 * first load): the keys and variants of those its links name, and which of them run here.
 */
export function headerExperiments({ known, running }: PageExperiments, header: HeaderContent | null): PageExperiments {
  const named = new Set([...(header?.links ?? []), ...(header?.menuLinks ?? [])].map((link) => link.experiment?.trim().split(':')[0]));
  return { known: known.filter(({ key }) => named.has(key)), running: running.filter(({ key }) => named.has(key)).map(({ key }) => ({ key })) };
}

export function headerForIsland(header: HeaderContent): HeaderContent {
  const given = <K extends string, V>(key: K, value: V | null | undefined) => (value === null || value === undefined ? {} : ({ [key]: value } as Record<K, V>));
  const slim = ({ id, href, label, text, visible, eventType, experiment }: HeaderContent['links'][number]) => ({
    id,
    href,
    ...given('label', label),
    ...given('text', text),
    ...given('visible', visible),
    ...given('eventType', eventType),
    ...given('experiment', experiment),
  });
  const { createdAt: _created, updatedAt: _updated, publishedAt: _published, ...kept } = header;
  return { ...kept, links: header.links.map(slim), menuLinks: header.menuLinks.map(slim) };
}
