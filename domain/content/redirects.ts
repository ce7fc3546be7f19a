// Redirects as content (issue 66): the editors' Redirect collection, honoured by the server and the
// edge Worker before any page is looked up. An entry names a locale-free path (or a prefix, `/*`),
// where it goes (a site path, in the same language, or an https address elsewhere), how (301, 302
// or 308) and in which language (or all). The site compiles every entry into one table when it
// publishes (`/redirects.json`, a live file like the sitemap): chains flattened to their end, loops
// and clashes refused there, each with the reason logged; a request then costs one Map lookup per
// segment of its path, whatever the number of redirects.
import * as v from 'valibot';
import { LOCALES, type Locale } from '../constants.ts';
import { localizePath } from '../i18n/locale.ts';
import { canonicalPath } from '../rules/canonical-path.ts';
import { entry } from './schemas.ts';

/** How an editor names each status: its reason phrase (Strapi's enumerations take no leading digit). */
export const REDIRECT_KINDS = { 'moved-permanently': 301, found: 302, 'permanent-redirect': 308 } as const;
export type RedirectStatus = (typeof REDIRECT_KINDS)[keyof typeof REDIRECT_KINDS];

export const REDIRECT_LANGUAGES = ['all', ...LOCALES] as const;

/** The live file the table is published as (server/instance-routes.ts LIVE_FILES). */
export const REDIRECTS_FILE = '/redirects.json';

/** How many redirects one request may follow before a chain is called a loop (flattening stops there). */
const MAX_HOPS = 10;

const PREFIX = '/*';
const localePrefixed = new RegExp(`^/(${LOCALES.join('|')})(/|$)`);
const pathLike = /^\/[^\s?#*]*(\/\*)?$/;

export const RedirectSchema = v.object({
  ...entry,
  /** A locale-free path ("/page/old"), or every path under one ("/blog/old/*"). */
  from: v.pipe(
    v.string(),
    v.maxLength(300),
    v.regex(pathLike, 'must be a path such as /page/old, or /blog/old/* for every path under it'),
    v.check((from) => !localePrefixed.test(from), 'write the path without its language prefix, and choose the language'),
    v.check((from) => from !== PREFIX, 'a redirect of every path of the site is not one'),
  ),
  /** A locale-free site path ("/page/new", with `/*` to keep the rest of a prefix's path), or an https address. */
  to: v.pipe(
    v.string(),
    v.maxLength(2048),
    v.check((to) => /^https:\/\/[^\s]+$/.test(to) || (pathLike.test(to) && !localePrefixed.test(to)), 'must be a site path without its language prefix (/page/new), or an https address'),
  ),
  kind: v.nullish(v.picklist(Object.keys(REDIRECT_KINDS) as (keyof typeof REDIRECT_KINDS)[]), 'moved-permanently'),
  language: v.nullish(v.picklist(REDIRECT_LANGUAGES), 'all'),
});
export type Redirect = v.InferOutput<typeof RedirectSchema>;

/** One redirect as requests meet it: a full path (locale prefix and all) or a prefix, and where it ends. */
export interface RedirectRule {
  from: string;
  /** A path of the site or an https address; with `rest`, the matched path's remainder is added to it. */
  to: string;
  status: RedirectStatus;
  prefix: boolean;
  rest: boolean;
}

export interface RedirectTable {
  rules: RedirectRule[];
}

/** A path as the server compares it: canonical, no trailing slash (a prefix without its `/*`). */
const canonical = (path: string) => canonicalPath(path) ?? path;

function rulesOf(redirect: Redirect): RedirectRule[] {
  const languages: readonly Locale[] = redirect.language === 'all' ? LOCALES : [redirect.language];
  const prefix = redirect.from.endsWith(PREFIX);
  const external = redirect.to.startsWith('https://');
  const rest = prefix && !external && redirect.to.endsWith(PREFIX);
  const from = prefix ? redirect.from.slice(0, -PREFIX.length) : redirect.from;
  const to = rest ? redirect.to.slice(0, -PREFIX.length) : redirect.to;
  return languages.map((language) => ({
    from: canonical(localizePath(from, language)),
    to: external ? to : canonical(localizePath(to.replace(/\/\*$/, ''), language)),
    status: REDIRECT_KINDS[redirect.kind],
    prefix,
    rest,
  }));
}

/** Where a path goes by these rules (exact paths first, then the longest prefix), one hop. */
function matcher(rules: readonly RedirectRule[]) {
  const exact = new Map<string, RedirectRule>();
  const prefixes = new Map<string, RedirectRule>();
  for (const rule of rules) (rule.prefix ? prefixes : exact).set(rule.from, rule);
  return (path: string): { rule: RedirectRule; to: string } | null => {
    const hit = exact.get(path);
    if (hit) return { rule: hit, to: hit.to };
    // Each ancestor of the path, longest first: a lookup per segment, however many prefixes there are.
    for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1)) {
      const base = path.slice(0, end);
      const rule = prefixes.get(base);
      if (rule) return { rule, to: rule.rest ? `${rule.to === '/' ? '' : rule.to}${path.slice(base.length)}` || '/' : rule.to };
    }
    return null;
  };
}

/**
 * Every redirect as one table: each language's own path, a chain followed to its end (one hop for
 * the visitor), a redirect whose path another already takes, or that leads round to itself,
 * refused with the reason (`refused`, which the site logs). A language's own redirect of a path
 * wins over one for all languages.
 */
export function compileRedirects(redirects: readonly Redirect[], refused: (why: string) => void = () => {}): RedirectTable {
  const ordered = [...redirects].sort((a, b) => Number(a.language === 'all') - Number(b.language === 'all'));
  const taken = new Map<string, Redirect>();
  const rules: RedirectRule[] = [];
  for (const redirect of ordered) {
    for (const rule of rulesOf(redirect)) {
      const key = `${rule.prefix ? 'prefix' : 'path'} ${rule.from}`;
      const first = taken.get(key);
      if (first) {
        if (first.language === redirect.language) refused(`${redirect.from} (${redirect.language}): another redirect already sends ${rule.from} to ${first.to}`);
        continue;
      }
      taken.set(key, redirect);
      rules.push(rule);
    }
  }
  const oneHop = matcher(rules);
  const flattened: RedirectRule[] = [];
  for (const rule of rules) {
    if (rule.prefix && rule.rest) {
      // Where a prefix keeps the rest of the path, its end depends on the path: it stays one rule, refused only if it leads into itself.
      if (rule.to === rule.from || rule.to.startsWith(`${rule.from}/`)) refused(`${rule.from}/*: leads back under itself`);
      else flattened.push(rule);
      continue;
    }
    let to = rule.to;
    const seen = new Set([rule.from]);
    let loop = false;
    for (let hop = 0; hop < MAX_HOPS && to.startsWith('/'); hop += 1) {
      if (seen.has(to)) {
        loop = true;
        break;
      }
      seen.add(to);
      const next = oneHop(to);
      if (!next) break;
      to = next.to;
    }
    if (loop || (to.startsWith('/') && oneHop(to))) refused(`${rule.from}${rule.prefix ? PREFIX : ''}: its redirects lead round in a loop (${[...seen].join(' → ')})`);
    else flattened.push({ ...rule, to });
  }
  return { rules: flattened };
}

/** The redirect of a request's canonical path, if any: where to and with which status. */
export function redirectLookup(table: RedirectTable): (path: string) => { location: string; status: RedirectStatus } | null {
  const match = matcher(table.rules);
  return (path) => {
    const hit = match(path);
    return hit && { location: hit.to, status: hit.rule.status };
  };
}

/** A redirect's address with the request's query, unless the address has a query of its own. */
export const withQuery = (location: string, search: string) => (location.includes('?') ? location : location + search);

/** A published table as JSON, each rule checked again (it came over the network to the Worker): a malformed file is no redirects. */
const TableSchema = v.object({
  rules: v.array(v.object({ from: v.string(), to: v.string(), status: v.picklist([301, 302, 308]), prefix: v.boolean(), rest: v.boolean() })),
});

export function parseRedirectTable(json: string): RedirectTable | null {
  try {
    const parsed = v.safeParse(TableSchema, JSON.parse(json));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
