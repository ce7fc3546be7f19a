// What the server needs of the site to render a page again after a change in the CMS (server/live/),
// exported by the server build's entry (entry.server.tsx `live`): the content's generations, the
// list of pages as the CMS has them now, and the same finishing steps the build gives every page
// (its reads taken out, its islands' props moved to a file). The images a page shows were made at
// build: a <source> whose file the build did not make is removed (the original is shown, as the
// build does for an original it could not read), and a page whose sharing card was not drawn
// shares its locale's home card until the next build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { localizePath, splitLocale } from '../../domain/i18n/index.ts';
import { contentFailures, renewContent } from '../platform/content/build-time.ts';
import { pageUrls } from '../routes/site-pages.ts';
import { socialImagePath } from '../routes/social-image.ts';
import { islandChunks, islandsPage, type Manifest } from './islands-pages.ts';
import { withoutMissingSources } from './picture-sources.ts';
import { takePageReads } from './page-reads.tsx';

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
  if (!card.pathname.startsWith('/social/') || exists(card.pathname)) return html;
  card.pathname = socialImagePath(localizePath('/', splitLocale(path).locale));
  return html.replace(OG_IMAGE, (_, before: string, __: string, after: string) => `${before}${card.href}${after}`);
}

export function liveSite({ clientDir, manifest }: { clientDir: string; manifest: Manifest }) {
  const chunks = islandChunks(manifest);
  const exists = (url: string) => existsSync(join(clientDir, ...decodeURIComponent(url).split('/').filter(Boolean)));
  return {
    renewContent,
    contentFailures,
    /** Every page URL in every locale as the CMS has them now (each locale's 404 page included). */
    pageUrls,
    /** A rendered page as the build leaves it. */
    finishPage(html: string, path: string): FinishedPage {
      const taken = takePageReads(html);
      const page = islandsPage(withDrawnCard(withoutMissingSources(taken.html, exists), path, exists), chunks);
      return { html: page.html, data: page.data, reads: taken.reads };
    },
  };
}

export type LiveSite = ReturnType<typeof liveSite>;
