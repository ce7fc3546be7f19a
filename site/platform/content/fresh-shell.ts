// The header's and footer's content after hydration, once the prerendered copy is older than the
// content stale time (24 h, spec §9): from the browser's 24 h cache, else from the CMS. Loaded
// only then (dynamic import), so fresh pages pay nothing for it.
import type { $Fetch } from 'ofetch';
import type { GenericSchema } from 'valibot';
import { CONTENT_CACHE_TIME_MS, type Locale } from '../../../domain/constants.ts';
import type { SafeStorage } from '../storage/index.ts';
import { createCmsClient } from './client.ts';
import { FooterSchema, HeaderSchema, type Footer, type Header } from '../../../domain/content/schemas.ts';

export type ShellKind = 'header' | 'footer';
type ShellContent<K extends ShellKind> = K extends 'header' ? Header : Footer;

const SCHEMAS: { [K in ShellKind]: GenericSchema<unknown, ShellContent<K>> } = { header: HeaderSchema, footer: FooterSchema };

export interface FreshShellOptions {
  /** The CMS as the browser reaches it ("/cms", the site's own content service, by default). */
  cmsUrl: string;
  storage: SafeStorage;
  fetch?: $Fetch;
}

/** The newest valid content of `kind` in `locale`, or null when the CMS has none (the build's copy stays). */
export async function freshShellContent<K extends ShellKind>(kind: K, locale: Locale, options: FreshShellOptions): Promise<ShellContent<K> | null> {
  const key = `cms:${kind}:${locale}`;
  const cached = options.storage.get(key, SCHEMAS[kind]);
  if (cached) return cached;
  const client = createCmsClient({ baseUrl: options.cmsUrl }, options.fetch ? { fetch: options.fetch } : {});
  const fresh = (await client[kind](locale)) as ShellContent<K> | null;
  if (fresh) options.storage.set(key, fresh, { expiresInMs: CONTENT_CACHE_TIME_MS });
  return fresh;
}
