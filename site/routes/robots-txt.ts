// robots.txt, prerendered: pages are open to crawlers; the API, the content service and the
// design system's Storybook are not pages.
import { LOCALES } from '../../domain/constants.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { WORD_SEARCH_PATH } from '../../domain/words/paths.ts';
import { siteOrigin } from './page-meta.ts';

export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cms/',
    'Disallow: /storybook/',
    // The word search only redirects to pages the sitemaps list: no crawler needs its queries.
    ...LOCALES.map((locale) => `Disallow: ${localizePath(WORD_SEARCH_PATH, locale)}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/sitemap-index.xml`,
    '',
  ].join('\n');

export function loader() {
  return new Response(robotsTxt(siteOrigin()), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
