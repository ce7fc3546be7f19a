// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface TemplatesMessages {
  back: string;
  sitemap: {
    title: string;
    lead: string;
    more: string;
  };
  updated: (values: { date: string | number }) => string;
  byline: (values: { author: string | number; date: string | number }) => string;
  contents: string;
}

const messages: Record<Locale, TemplatesMessages> = {
  en: {
    back: "All posts",
    sitemap: {
      title: "Sitemap",
      lead: "Every page of the site, grouped as in the footer.",
      more: "More pages"
    },
    updated: (d) => "Last updated " + d.date,
    byline: (d) => d.author + " · " + d.date,
    contents: "On this page"
  },
  es: {
    back: "Todas las entradas",
    sitemap: {
      title: "Mapa del sitio",
      lead: "Todas las páginas del sitio, agrupadas como en el pie de página.",
      more: "Más páginas"
    },
    updated: (d) => "Última actualización: " + d.date,
    byline: (d) => d.author + " · " + d.date,
    contents: "En esta página"
  },
  pt: {
    back: "Todos os posts",
    sitemap: {
      title: "Mapa do site",
      lead: "Todas as páginas do site, agrupadas como no rodapé.",
      more: "Mais páginas"
    },
    updated: (d) => "Última atualização: " + d.date,
    byline: (d) => d.author + " · " + d.date,
    contents: "Nesta página"
  },
  uk: {
    back: "Усі статті",
    sitemap: {
      title: "Мапа сайту",
      lead: "Усі сторінки сайту, згруповані як у футері.",
      more: "Інші сторінки"
    },
    updated: (d) => "Оновлено " + d.date,
    byline: (d) => d.author + " · " + d.date,
    contents: "На цій сторінці"
  },
};
export default messages;
