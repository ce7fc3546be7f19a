// The 404 page, in the visitor's locale. Prerendered once per locale at /404, /es/404, …; the
// server sends it with status 404 for any path that is not a page.
import { useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Hero } from '../page/Hero/index.ts';
import { localizePath, MESSAGES, splitLocale } from '../platform/i18n/index.ts';
import { pageContext, pageMeta, siteOrigin } from './page-meta.ts';

export const loader = ({ request }: LoaderFunctionArgs) => pageContext(request);

export const meta: MetaFunction<typeof loader> = ({ data: page, location }) => {
  const locale = page?.locale ?? splitLocale(location.pathname).locale;
  const { title, text } = MESSAGES[locale].notFound;
  return pageMeta({ title, description: text, path: '/404', locale, origin: page?.origin ?? siteOrigin(), indexable: false });
};

export function NotFoundPage() {
  const { locale } = splitLocale(useLocation().pathname);
  const { title, text, home } = MESSAGES[locale].notFound;
  return (
    <main id="main">
      <Hero heading={title} lead={text} cta={{ label: home, href: localizePath('/', locale) }} />
    </main>
  );
}

export default NotFoundPage;
