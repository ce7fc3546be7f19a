// sitemap.xml, prerendered: every indexable page in every locale with its language alternates
// (a CMS page kept out of the sitemaps, issue 66, is in none).
import { LOCALES, DEFAULT_LOCALE } from '../../domain/constants.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { siteOrigin } from './page-meta.ts';
import { sitemapPaths } from './site-pages.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sitemapXml(origin: string): Promise<string> {
  const byLocale = new Map(await Promise.all(LOCALES.map(async (locale) => [locale, new Set(await sitemapPaths(locale))] as const)));
  const url = (path: string, locale: (typeof LOCALES)[number]) => escapeXml(`${origin}${localizePath(path, locale)}`);
  const entries = LOCALES.flatMap((locale) =>
    [...byLocale.get(locale)!].map((path) => {
      const alternates = LOCALES.filter((other) => byLocale.get(other)!.has(path));
      const links = alternates.map((other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(path, other)}"/>`);
      if (alternates.includes(DEFAULT_LOCALE)) links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, DEFAULT_LOCALE)}"/>`);
      return `  <url>\n    <loc>${url(path, locale)}</loc>\n${links.join('\n')}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export async function loader() {
  return new Response(await sitemapXml(siteOrigin()), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
