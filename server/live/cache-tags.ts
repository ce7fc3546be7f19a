// Cache tags (issue 66): every page the instances serve names what it is made of in a Cache-Tag
// header (the CDN keeps the tags with its copy and strips the header before a visitor or a Worker
// sees it), so a publish purges by what it changed: one tag for every page that shows the English
// header, however many they are, instead of a URL each.
//   site            every response
//   l:<locale>      every page of a locale ("*@en" changes: every page of it)
//   p:<path>        the response at that path (a page, a 404 a new page replaces, a live file)
//   k:<content key> each piece of content the page read (domain/content/dependencies.ts)
//   words           a word tool's page, made from the word data (data/words/): one purge after a data release
import { LOCALES } from '../../domain/constants.ts';
import { parseKey, type ContentKey } from '../../domain/content/dependencies.ts';
import { splitLocale } from '../../domain/i18n/locale.ts';
import { isWordPath } from '../../domain/words/paths.ts';

export const CACHE_TAG_HEADER = 'cache-tag';

/**
 * Cloudflare takes 16 KB of tags a response (developers.cloudflare.com/cache/how-to/purge-cache/purge-by-tags);
 * past this, a page is tagged by its path and locale alone, and a change it read purges it by its path.
 */
export const CACHE_TAG_MAX_BYTES = 15_000;

// A path keeps its percent-encoding; a comma, which separates tags, is encoded too.
const pathTag = (path: string) => `p:${path.replace(/,/g, '%2C')}`;
const keyTag = (key: ContentKey) => `k:${key}`;

/** The tags of the response at `path` made from `reads`. */
export function cacheTags(path: string, reads: readonly ContentKey[]): string[] {
  const { locale, path: unprefixed } = splitLocale(path);
  const base = ['site', `l:${locale}`, pathTag(path), ...(isWordPath(unprefixed) ? ['words'] : [])];
  const all = [...base, ...reads.map(keyTag)];
  return all.join(',').length <= CACHE_TAG_MAX_BYTES ? all : base;
}

/** What a committed batch asks the CDN to forget: its changed content by tag, and every changed URL no such tag covers by its path. */
export interface Purge {
  /** Every URL the batch changed (rendered, gone, dropped): what each instance reads again. */
  urls: string[];
  tags: string[];
}

/** The tags a change of `key` reaches: its own, or for a wildcard every locale's or every page. */
function changeTags(key: ContentKey): string[] {
  const { name, locale, path } = parseKey(key);
  if (name === '*') return locale === '*' || locale === undefined ? ['site'] : [`l:${locale}`];
  if (locale === '*') return LOCALES.map((each) => keyTag(`${name}@${each}${path ? `:${path}` : ''}`));
  return [keyTag(key)];
}

/**
 * A batch's purge: the tags of the keys it changed, and the path tag of each changed URL whose own
 * tags name none of them (a page added, gone, or rendered by its path; the sitemap, the redirects).
 */
export function purgeOf({ keys, changed, reads }: { keys: readonly ContentKey[]; changed: readonly string[]; reads: ReadonlyMap<string, readonly ContentKey[]> }): Purge {
  const byKey = new Set(keys.flatMap(changeTags));
  const uncovered = changed.filter((url) => !cacheTags(url, reads.get(url) ?? []).some((tag) => byKey.has(tag)));
  return { urls: [...changed], tags: [...byKey, ...uncovered.map(pathTag).sort()] };
}
