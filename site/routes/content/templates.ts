// The words of the page templates that are not a page's own content (the sitemap's heading, dates,
// a post's byline and its way back to the blog), from the message catalogs.
import { MAX_TITLE_LENGTH, type Locale } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/i18n/index.ts';

export { default as TEMPLATE_COPY, type TemplatesMessages as TemplateCopy } from '../../../domain/i18n/compiled/templates.ts';

/** A date as its locale writes it ("22 November 2026"), fixed at build time so hydration matches. */
export const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** Search results show about 60 characters: the site's name follows a title only where it fits. */
export const withSiteName = (title: string, locale: Locale) => {
  const full = `${title} | ${MESSAGES[locale].siteName}`;
  return full.length <= MAX_TITLE_LENGTH ? full : title;
};

/** A page's title without the site's name after it: the page's own name, for a link or a heading. */
export const withoutSiteName = (title: string) => title.replace(/\s+\|\s+[^|]+$/, '');
