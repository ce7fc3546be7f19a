// The 404 page, in the locale of the path. The landing route renders it for any path that is
// not a page: prerendered once per locale at /404, /es/404, …, which the server sends with
// status 404 for every unknown path. Because the same route renders it, the page hydrates as
// that route whatever the URL, and a client navigation to an unknown path lands here too.
import type { MetaDescriptor } from 'react-router';
import { useLocation } from 'react-router';
import type { Locale } from '../../domain/constants.ts';
import { localizePath, MESSAGES, splitLocale } from '../../domain/i18n/index.ts';
import { pageMeta } from './page-meta.ts';
import { HeroSection } from '../sections/parts/Hero.tsx';

export function notFoundMeta(locale: Locale, origin: string): MetaDescriptor[] {
  const { title, text } = MESSAGES[locale].notFound;
  return pageMeta({ title: `${title} | ${MESSAGES[locale].siteName}`, description: text, path: '/404', locale, origin, indexable: false });
}

export function NotFoundPage() {
  const { locale } = splitLocale(useLocation().pathname);
  const { title, text, home } = MESSAGES[locale].notFound;
  return (
    <main id="main">
      <HeroSection
        section={{ kind: 'hero', key: 'not-found', eyebrow: null, heading: title, lead: text, primaryCta: { label: home, href: localizePath('/', locale) }, signedInCta: null, secondaryCta: null, image: null }}
      />
    </main>
  );
}
