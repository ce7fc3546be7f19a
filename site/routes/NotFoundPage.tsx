// The 404 page, in the locale of the path. The landing route renders it for any path that is
// not a page: prerendered once per locale at /404, /es/404, …, which the server sends with
// status 404 for every unknown path; a URL with words in it is rendered for them on request
// (not-found.ts: what they match on the site and in the word tools), the prerendered page when
// the server is busy. Because the same route renders it, the page hydrates as that route
// whatever the URL, and a client navigation to an unknown path lands here too.
import type { MetaDescriptor } from 'react-router';
import { useLocation } from 'react-router';
import { Button, TextField } from '../../design-system/index.ts';
import { styled } from '../../design-system/stitches.config.ts';
import type { Locale } from '../../domain/constants.ts';
import { FAQ_QUERY_MAX_LENGTH, FAQ_SEARCH_PARAM } from '../../domain/content/faq-search.ts';
import { localizePath, MESSAGES, splitLocale } from '../../domain/i18n/index.ts';
import { pageMeta } from './page-meta.ts';
import { HeroSection } from '../sections/parts/Hero.tsx';
import { Frame } from '../sections/parts/Frame.tsx';
import { ChipLink, ChipNav, SearchForm } from '../sections/layout.ts';
import type { NotFoundView } from './not-found.ts';

const Links = styled('ul', { display: 'grid', gap: '$3', margin: 0, padding: 0, listStyle: 'none', '& a': { textPreset: 18, fontWeight: '$bold', color: '$accent' } });
const SubHeading = styled('h3', { margin: 0, typeRole: 'h3' });

export function notFoundMeta(locale: Locale, origin: string): MetaDescriptor[] {
  const { title, text } = MESSAGES[locale].notFound;
  return pageMeta({ title: `${title} | ${MESSAGES[locale].siteName}`, description: text, path: '/404', locale, origin, indexable: false });
}

export function NotFoundPage({ view }: { view?: NotFoundView | undefined }) {
  return <PureNotFoundPage locale={splitLocale(useLocation().pathname).locale} view={view} />;
}

/** The page itself: the way home, then (rendered for a URL) what its words match, the help center's search and the main pages. */
export function PureNotFoundPage({ locale, view }: { locale: Locale; view?: NotFoundView | undefined }) {
  const words = MESSAGES[locale].notFound;
  return (
    <main id="main">
      <HeroSection
        section={{ kind: 'hero', key: 'not-found', eyebrow: null, heading: words.title, lead: words.text, primaryCta: { label: words.home, href: localizePath('/', locale) }, signedInCta: null, secondaryCta: null, image: null }}
      />
      {view ? (
        <Frame id="not-found-help" tone="muted" heading={view.suggestions.length > 0 ? words.typed : words.mainPages}>
          {view.suggestions.length > 0 ? (
            <Links>
              {view.suggestions.map((suggestion) => (
                <li key={suggestion.href}>
                  <a href={suggestion.href}>{suggestion.label}</a>
                </li>
              ))}
            </Links>
          ) : null}
          <SearchForm role="search" aria-label={words.searchLabel} method="get" action={view.searchAction}>
            <TextField label={words.searchLabel} type="search" name={FAQ_SEARCH_PARAM} defaultValue={view.typed} maxLength={FAQ_QUERY_MAX_LENGTH} enterKeyHint="search" />
            <Button type="submit">{words.searchButton}</Button>
          </SearchForm>
          {view.suggestions.length > 0 ? <SubHeading>{words.mainPages}</SubHeading> : null}
          <ChipNav aria-label={words.mainPages}>
            <ul>
              {view.mainPages.map((page) => (
                <li key={page.href}>
                  <ChipLink href={page.href}>{page.label}</ChipLink>
                </li>
              ))}
            </ul>
          </ChipNav>
        </Frame>
      ) : null}
    </main>
  );
}
