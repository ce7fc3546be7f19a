// What a page is made of, and what a change in the CMS re-renders (spec §9's content, published
// live by server/live/). A page records the content it read while it was rendered, as keys
// ("header@uk", "page@es:/faq", "tutors@pt", "reviews"); a CMS webhook names what changed, turned
// into keys here; the pages to render again are those that read a changed key.
import * as v from 'valibot';
import { LOCALES, type Locale } from '../constants.ts';
import { splitLocale } from '../i18n/index.ts';
import { CMS_COLLECTIONS, type CollectionName } from '../cms-model.ts';

type Declared = (typeof CMS_COLLECTIONS)[CollectionName];

/**
 * What a page can read, by name: what each collection's change names (domain/cms-model.ts; the
 * promotions and the pricing gather several), and `pages` for the list of the CMS's pages.
 */
export type ContentName = Declared['changes'] | 'pages';

/** "name@locale" or "page@locale:/path"; collections without locales are their name alone. */
export type ContentKey = string;

/** Every locale, or everything: the wildcards a change may carry (never a read). */
const ANY = '*';

export function contentKey(name: ContentName | typeof ANY, locale?: Locale | typeof ANY, path?: string): ContentKey {
  return `${name}${locale ? `@${locale}` : ''}${path ? `:${path}` : ''}`;
}

/** A key's parts: its collection's name, its locale (or `*`), its path. */
export function parseKey(key: ContentKey) {
  const match = /^([^@:]+)(?:@([^:]+))?(?::(.+))?$/.exec(key);
  return { name: match?.[1] ?? key, locale: match?.[2], path: match?.[3] };
}

/** Whether a change of `changed` touches what a page read as `read`. */
export function touches(changed: ContentKey, read: ContentKey): boolean {
  const change = parseKey(changed);
  const page = parseKey(read);
  const sameLocale = change.locale === ANY || change.locale === page.locale || (change.locale === undefined && page.locale === undefined);
  return change.name === page.name && sameLocale && (change.path === undefined || change.path === page.path);
}

/** Whether a change of `changed` (a key, or "*@<locale>" for every page of a locale) renders the page at `url` again. */
function rendersAgain(changed: ContentKey, url: string, reads: readonly ContentKey[]): boolean {
  const change = parseKey(changed);
  if (change.name === ANY) return change.locale === ANY || change.locale === splitLocale(url).locale;
  return reads.some((read) => touches(changed, read));
}

/** The URLs, among those whose reads are known, that read something a change touched. */
export function pagesToRender(changed: readonly ContentKey[], reads: ReadonlyMap<string, readonly ContentKey[]>): string[] {
  return [...reads].filter(([url, keys]) => changed.some((change) => rendersAgain(change, url, keys))).map(([url]) => url);
}

/** A Strapi 5 webhook's body, as far as it is read here (Settings → Webhooks; cms/src/index.js registers the site's). */
export const CmsEventSchema = v.object({
  event: v.picklist(['entry.create', 'entry.update', 'entry.publish', 'entry.unpublish', 'entry.delete']),
  model: v.pipe(v.string(), v.maxLength(100)),
  uid: v.optional(v.pipe(v.string(), v.maxLength(200))),
  entry: v.looseObject({
    locale: v.optional(v.nullable(v.string())),
    path: v.optional(v.nullable(v.string())),
    publishedAt: v.optional(v.nullable(v.string())),
    /** A document's versions, where an event carries the document service's result (the scheduler's own unpublish event). */
    entries: v.optional(v.array(v.looseObject({ locale: v.optional(v.nullable(v.string())), path: v.optional(v.nullable(v.string())) }))),
  }),
});
export type CmsEvent = v.InferOutput<typeof CmsEventSchema>;

/** Each CMS model by Strapi's singular name (what a webhook names), from the content model. */
const MODELS: ReadonlyMap<string, Declared> = new Map(Object.values(CMS_COLLECTIONS).map((row: Declared) => [row.singular, row]));

/** What pages read once per locale: the names of localized collections (the promotions of a locale, its tutors…). */
const READ_PER_LOCALE = new Set<ContentName>(Object.values(CMS_COLLECTIONS).filter((row: Declared) => row.localized).map((row: Declared) => row.changes));

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The scheduled-publishing plugin's own records (strapi-plugin-publisher's actions). */
const SCHEDULER = 'plugin::publisher.';

export type ChangeVerdict = { render: ContentKey[]; why: string } | { ignore: string };

/**
 * What a CMS event changes on the site. A saved draft changes nothing a visitor sees (Strapi sends
 * `entry.update` for it too); a model the site does not know, or an entry without the locale or
 * path it needs, changes everything it might (its locale, or every locale).
 */
export function changeOf(event: CmsEvent): ChangeVerdict {
  const { model } = event;
  // The scheduler sends an unpublish again with the document's result, its version inside (read as
  // the entry, not as a page without its path: that rendered every page).
  const entry = { ...event.entry, ...event.entry.entries?.[0] };
  const draftSaved = (event.event === 'entry.update' || event.event === 'entry.create') && entry.publishedAt === null;
  if (draftSaved) return { ignore: `a draft of ${model} was saved` };
  // The schedule of a change (cms/config/plugins.js): what it publishes, at its minute, comes as its own event.
  if (event.uid?.startsWith(SCHEDULER)) return { ignore: 'a change was scheduled: it is published at its minute' };
  const row = MODELS.get(model);
  const locale = isLocale(entry.locale) ? entry.locale : ANY;
  if (!row) return { render: [contentKey(ANY, ANY)], why: `an unknown model (${model}): every page` };
  const name = row.changes;
  if (!READ_PER_LOCALE.has(name)) return { render: [contentKey(name)], why: `${model}: every page that shows it` };
  // A model in no locale whose pages read it per locale (remote config: the promotions' budget of every locale).
  if (!row.localized) return { render: [contentKey(name, ANY)], why: `${model}: every page with ${name}, in every locale` };
  if (name !== 'page') return { render: [contentKey(name, locale)], why: `${model} (${locale}): every page that shows it` };
  const path = typeof entry.path === 'string' && entry.path.startsWith('/') ? entry.path : null;
  // The list changes too when a page appears, moves or goes: the sitemaps and the other locales' alternates.
  if (!path) return { render: [contentKey(ANY, locale)], why: `a page without its path (${locale}): every page of its locale` };
  return { render: [contentKey('page', locale, path), contentKey('pages', locale)], why: `the page ${path} (${locale}), and the lists of pages` };
}
