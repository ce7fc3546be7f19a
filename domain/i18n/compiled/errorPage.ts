// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface ErrorPageMessages {
  title: string;
  text: string;
}

const messages: Record<Locale, ErrorPageMessages> = {
  en: {
    title: "Something went wrong",
    text: "Please refresh the page and try again."
  },
  es: {
    title: "Algo ha salido mal",
    text: "Actualiza la página y vuelve a intentarlo."
  },
  pt: {
    title: "Algo deu errado",
    text: "Atualize a página e tente de novo."
  },
  uk: {
    title: "Щось пішло не так",
    text: "Оновіть сторінку й спробуйте ще раз."
  },
};
export default messages;
