// The interface's own strings, per locale. Content (pages, footer, banners) comes from the CMS or
// the page registry; these are the words of the shell itself. Every locale must give every key
// (the type says so), so a missing translation is a type error, not an English leak.
import type { Locale } from '../constants.ts';
import type { PluralForms } from './plural.ts';

export interface Messages {
  siteName: string;
  skipToContent: string;
  close: string;
  menu: string;
  language: string;
  getTheApp: string;
  startLearning: string;
  notFound: { title: string; text: string; home: string };
  countdown: { days: PluralForms; hours: PluralForms; minutes: PluralForms; seconds: PluralForms };
}

const en: Messages = {
  siteName: 'Lingo',
  skipToContent: 'Skip to content',
  close: 'Close',
  menu: 'Menu',
  language: 'Language',
  getTheApp: 'Get The App',
  startLearning: 'Start learning',
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for has moved or never existed. Everything else is still here.',
    home: 'Go to the home page',
  },
  countdown: {
    days: { one: 'day', other: 'days' },
    hours: { one: 'hour', other: 'hours' },
    minutes: { one: 'minute', other: 'minutes' },
    seconds: { one: 'second', other: 'seconds' },
  },
};

const es: Messages = {
  siteName: 'Lingo',
  skipToContent: 'Saltar al contenido',
  close: 'Cerrar',
  menu: 'Menú',
  language: 'Idioma',
  getTheApp: 'Descarga la app',
  startLearning: 'Empieza a aprender',
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas se ha movido o nunca existió. Todo lo demás sigue aquí.',
    home: 'Ir a la página de inicio',
  },
  countdown: {
    days: { one: 'día', other: 'días' },
    hours: { one: 'hora', other: 'horas' },
    minutes: { one: 'minuto', other: 'minutos' },
    seconds: { one: 'segundo', other: 'segundos' },
  },
};

const pt: Messages = {
  siteName: 'Lingo',
  skipToContent: 'Pular para o conteúdo',
  close: 'Fechar',
  menu: 'Menu',
  language: 'Idioma',
  getTheApp: 'Baixe o app',
  startLearning: 'Comece a aprender',
  notFound: {
    title: 'Página não encontrada',
    text: 'A página que você procura mudou de endereço ou nunca existiu. Todo o resto continua aqui.',
    home: 'Ir para a página inicial',
  },
  countdown: {
    days: { one: 'dia', other: 'dias' },
    hours: { one: 'hora', other: 'horas' },
    minutes: { one: 'minuto', other: 'minutos' },
    seconds: { one: 'segundo', other: 'segundos' },
  },
};

const uk: Messages = {
  siteName: 'Lingo',
  skipToContent: 'Перейти до змісту',
  close: 'Закрити',
  menu: 'Меню',
  language: 'Мова',
  getTheApp: 'Завантажити застосунок',
  startLearning: 'Почати навчання',
  notFound: {
    title: 'Сторінку не знайдено',
    text: 'Сторінка, яку ви шукаєте, переїхала або ніколи не існувала. Усе інше на місці.',
    home: 'На головну сторінку',
  },
  countdown: {
    days: { one: 'день', few: 'дні', many: 'днів', other: 'дня' },
    hours: { one: 'година', few: 'години', many: 'годин', other: 'години' },
    minutes: { one: 'хвилина', few: 'хвилини', many: 'хвилин', other: 'хвилини' },
    seconds: { one: 'секунда', few: 'секунди', many: 'секунд', other: 'секунди' },
  },
};

export const MESSAGES: Record<Locale, Messages> = { en, es, pt, uk };
