// What the server needs of the site to render a page again after a change in the CMS (server/live/),
// exported by the server build's entry (entry.server.tsx `live`): the content's generations, the
// list of pages as the CMS has them now, and the same finishing steps the build gives every page
// (its reads taken out, its islands' props moved to a file). The images a page shows were made at
// build: a <source> whose file the build did not make is removed (the original is shown, as the
// build does for an original it could not read), and a page whose sharing card was not drawn
// shares its locale's home card until the next build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { localizePath, MESSAGES, splitLocale } from '../../domain/i18n/index.ts';
import * as v from 'valibot';
import { PREVIEWABLE, type PreviewedPromotion, type PreviewRequest } from '../../domain/content/preview.ts';
import { PopupSchema } from '../../domain/content/schemas.ts';
import { matchUrlTargeting } from '../../domain/rules/index.ts';
import { buildTimeCms, contentFailures, renewContent, withPreviewContent } from '../platform/content/build-time.ts';
import { pageUrls } from '../routes/site-pages.ts';
import { socialImagePath } from '../routes/social-image.ts';
import { islandChunks, islandsPage, SOURCE_CHUNKS, type Manifest } from './islands-pages.ts';
import { withoutMissingSources } from './picture-sources.ts';
import { takePageReads } from './page-reads.tsx';
import { draw } from './social-images.tsx';
import { isWordPage, wordPage } from '../words/word-pages.ts';

export interface FinishedPage {
  html: string;
  /** The islands' props file the page asks for: its URL and its code. */
  data: { src: string; code: string } | null;
  reads: string[];
}

const OG_IMAGE = /(<meta property="og:image" content=")([^"]*)(")/;

/** The sharing card the build drew for the page, or its locale's home card when it drew none. */
function withDrawnCard(html: string, path: string, exists: (file: string) => boolean): string {
  const match = OG_IMAGE.exec(html);
  if (!match) return html;
  const card = new URL(match[2]!.replace(/&amp;/g, '&'));
  // A word's card is drawn when first asked for (server/words.ts), as its page is rendered.
  if (!card.pathname.startsWith('/social/') || exists(card.pathname) || isWordPage(splitLocale(path).path)) return html;
  card.pathname = socialImagePath(localizePath('/', splitLocale(path).locale));
  return html.replace(OG_IMAGE, (_, before: string, __: string, after: string) => `${before}${card.href}${after}`);
}

const Targeting = v.object({ slug: v.string(), urlsToInclude: v.nullish(v.unknown()), urlsToExclude: v.nullish(v.unknown()) });

/** Where a banner or popup shows: the first page its targeting allows, a page it names first. */
async function pageShowing(targeting: v.InferOutput<typeof Targeting>, locale: string): Promise<string | null> {
  const urls = (await pageUrls()).filter((url) => splitLocale(url).locale === locale && !url.endsWith('/404'));
  const named = Array.isArray(targeting.urlsToInclude) ? targeting.urlsToInclude.filter((pattern): pattern is string => typeof pattern === 'string' && !pattern.includes('*')) : [];
  const shows = (url: string) => matchUrlTargeting(url, targeting.urlsToInclude, targeting.urlsToExclude).show;
  return [...named.filter((url) => urls.includes(url)), ...urls].find(shows) ?? null;
}

/** The page that shows a CMS document, with the preview's content (withPreviewContent); null when there is none. */
async function previewTarget({ uid, documentId, locale }: PreviewRequest): Promise<{ url: string; promotion: PreviewedPromotion | null } | null> {
  const client = buildTimeCms();
  const byId = { filters: { documentId: { $eq: documentId } }, locale };
  const one = async <T,>(collection: string, query: object, schema: v.GenericSchema<unknown, T>) => (await client.list(collection, { ...byId, ...query }, schema))[0] ?? null;
  const slugged = v.object({ slug: v.string() });
  switch (PREVIEWABLE[uid]) {
    case 'page': {
      const page = await one('pages', { fields: ['path'] }, v.object({ path: v.string() }));
      return page && { url: localizePath(page.path, locale), promotion: null };
    }
    case 'blog-post': {
      const post = await one('blog-posts', { fields: ['slug'] }, slugged);
      return post && { url: localizePath(`/blog/${post.slug}`, locale), promotion: null };
    }
    case 'legal-document': {
      const document = await one('legal-documents', { fields: ['slug'] }, slugged);
      return document && { url: localizePath(`/terms/${document.slug}`, locale), promotion: null };
    }
    case 'banner': {
      const banner = await one('banners', { fields: ['slug', 'urlsToInclude', 'urlsToExclude'] }, Targeting);
      const url = banner && (await pageShowing(banner, locale));
      return url ? { url, promotion: { kind: 'banner', slug: banner.slug } } : null;
    }
    case 'popup': {
      const popup = await one('popups', { populate: { config: { populate: '*' } } }, PopupSchema);
      const url = popup && (await pageShowing({ slug: popup.slug, urlsToInclude: popup.config.urlsToInclude, urlsToExclude: popup.config.urlsToExclude }, locale));
      return url ? { url, promotion: { kind: 'popup', slug: popup.slug } } : null;
    }
  }
}

/** `manifest` null: the site served from its source by `npm run dev`, each page's islands' props in the page. */
export function liveSite({ clientDir, manifest }: { clientDir: string; manifest: Manifest | null }) {
  const chunks = manifest ? islandChunks(manifest) : SOURCE_CHUNKS;
  const exists = (url: string) => existsSync(join(clientDir, ...decodeURIComponent(url).split('/').filter(Boolean)));
  return {
    renewContent,
    contentFailures,
    /** Every page URL in every locale as the CMS has them now (each locale's 404 page included). */
    pageUrls,
    withPreviewContent,
    previewTarget,
    /** The sharing card of a word's page (`/social/uk/past-tense-of/swim.png` → its heading on the brand's card), null for any other path. */
    async wordCard(cardPath: string): Promise<Buffer | null> {
      const pagePath = cardPath.replace(/^\/social/, '').replace(/\.png$/, '');
      const { locale, path } = splitLocale(pagePath);
      const word = isWordPage(path) ? wordPage(path, locale) : null;
      return word && 'page' in word ? draw(word.page.view.heading, MESSAGES[locale].siteName, null) : null;
    },
    /** A rendered page as the build leaves it; `inline`: its islands' props in the page, never a file (a preview's, a page kept in one instance's memory). */
    finishPage(html: string, path: string, { inline = false } = {}): FinishedPage {
      const taken = takePageReads(html);
      const page = islandsPage(withDrawnCard(withoutMissingSources(taken.html, exists), path, exists), chunks, { inline: inline || manifest === null });
      return { html: page.html, data: page.data, reads: taken.reads };
    },
  };
}

export type LiveSite = ReturnType<typeof liveSite>;
