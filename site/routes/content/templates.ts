// The words of the page templates that are not a page's own content: the sitemap's heading,
// dates, a post's byline and its way back to the blog. Per locale, like the interface catalogs.
import type { Locale } from '../../../domain/constants.ts';

export interface TemplateCopy {
  back: string;
  sitemap: { title: string; lead: string; more: string };
  updated: (date: string) => string;
  byline: (author: string, date: string) => string;
}

export const TEMPLATE_COPY: Record<Locale, TemplateCopy> = {
  en: {
    back: 'All posts',
    sitemap: { title: 'Sitemap', lead: 'Every page of the site, grouped as in the footer.', more: 'More pages' },
    updated: (date) => `Last updated ${date}`,
    byline: (author, date) => `${author} · ${date}`,
  },
  es: {
    back: 'Todas las entradas',
    sitemap: { title: 'Mapa del sitio', lead: 'Todas las páginas del sitio, agrupadas como en el pie de página.', more: 'Más páginas' },
    updated: (date) => `Última actualización: ${date}`,
    byline: (author, date) => `${author} · ${date}`,
  },
  pt: {
    back: 'Todos os posts',
    sitemap: { title: 'Mapa do site', lead: 'Todas as páginas do site, agrupadas como no rodapé.', more: 'Mais páginas' },
    updated: (date) => `Última atualização: ${date}`,
    byline: (author, date) => `${author} · ${date}`,
  },
  uk: {
    back: 'Усі статті',
    sitemap: { title: 'Мапа сайту', lead: 'Усі сторінки сайту, згруповані як у футері.', more: 'Інші сторінки' },
    updated: (date) => `Оновлено ${date}`,
    byline: (author, date) => `${author} · ${date}`,
  },
};

/** A date as its locale writes it ("22 November 2026"), fixed at build time so hydration matches. */
export const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
