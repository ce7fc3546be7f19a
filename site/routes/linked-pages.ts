// The pages the CMS links to from the header and the footer (spec §2: tutors, app, classes,
// levels, skills, courses, professional English…): the HTML sitemap groups them as the footer
// does, and the build warns about a link to a path the CMS has no page for.
import type { Footer, Header, Link } from '../platform/content/index.ts';
import { splitLocale } from '../../domain/i18n/index.ts';
import { linkCondition } from '../../domain/rules/index.ts';

export interface LinkedPage {
  /** Locale-free path: "/levels/elementary-english". */
  path: string;
  label: string;
  /** The footer group (or "header") that links to it. */
  group: string;
}

/** The locale-free page a CMS link leads to, or null for external, hidden-for-everyone and malformed links. */
export function linkedPath(link: Pick<Link, 'href' | 'isExternal' | 'visible'>): string | null {
  if (link.isExternal || linkCondition(link.visible) === 'never') return null;
  if (!link.href.startsWith('/') || link.href.startsWith('//')) return null;
  const pathname = link.href.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return splitLocale(pathname).path;
}

/** Every page the header and the footer link to, once each, in their order (header first). */
export function linkedPages(header: Header | null, footer: Footer | null): LinkedPage[] {
  const pages = new Map<string, LinkedPage>();
  const add = (links: readonly Link[], group: string) => {
    for (const link of links) {
      const path = linkedPath(link);
      const label = (link.label ?? link.text ?? '').trim();
      if (path && label && !pages.has(path)) pages.set(path, { path, label, group });
    }
  };
  add(header?.links ?? [], 'header');
  const groups = [...(footer?.mainLinks ?? []), ...(footer?.otherLinks ?? [])].filter((group) => !group.isHidden);
  for (const group of groups) add(group.links, group.title);
  return [...pages.values()];
}
