// After the prerender: no page links to a placeholder address (domain/content/placeholder.ts), such
// as the stores' ids a CMS was seeded with. The build stops with each one and the page it is on.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { isPlaceholderHref } from '../../domain/content/placeholder.ts';
import { builtPages, decodeAttribute } from './built-pages.ts';

/** Every placeholder link of the built pages: "page → address". */
export function placeholderLinksIn(root: string): string[] {
  const found = new Set<string>();
  for (const file of builtPages(root)) {
    const page = `/${relative(root, file).replace(/(^|\/)index\.html$/, '')}`;
    // The links a visitor follows (not the head's canonical and alternates, which name the build's
    // origin: the deployment's SITE_URL, a placeholder in a local build).
    for (const [, href] of readFileSync(file, 'utf8').matchAll(/<a\s[^>]*?\bhref="([^"]+)"/g)) {
      const address = decodeAttribute(href!);
      if (isPlaceholderHref(address)) found.add(`${page} → ${address}`);
    }
  }
  return [...found];
}
