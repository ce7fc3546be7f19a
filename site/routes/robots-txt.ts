// robots.txt, prerendered: pages are open to crawlers; the API, the content service and the
// design system's Storybook are not pages.
import { siteOrigin } from './page-meta.ts';

export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /cms/', 'Disallow: /storybook/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');

export function loader() {
  return new Response(robotsTxt(siteOrigin()), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
