// Every locale gets the same routes under its own prefix (English none). Explicit prefixes rather
// than one optional `:lang?` segment: with `:lang?`, "/faq" ranks as lang="faq" and every route
// would have to re-check its parameter; here only real prefixes exist, by construction.
import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { DEFAULT_LOCALE, LOCALES } from '../domain/constants.ts';
import { appQrCodes } from '../domain/rules/app-download.ts';

export default [
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('redirects.json', 'routes/redirects-json.ts'),
  ...appQrCodes().map(({ path, locale, place }) => route(path.slice(1), 'routes/app-qr-code.ts', { id: `app-qr-code-${locale}-${place}` })),
  ...LOCALES.flatMap((locale) =>
    prefix(locale === DEFAULT_LOCALE ? '' : locale, [
      index('routes/home.tsx', { id: `home-${locale}` }),
      route('sign-in', 'routes/sign-in.tsx', { id: `sign-in-${locale}` }),
      route('*', 'routes/page.tsx', { id: `page-${locale}` }),
    ]),
  ),
] satisfies RouteConfig;
