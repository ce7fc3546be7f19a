// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface BannerNoScriptMessages {
  offerEnds: (values: { date: string | number }) => string;
}

const messages: Record<Locale, BannerNoScriptMessages> = {
  en: {
    offerEnds: (d) => "Ends " + d.date
  },
  es: {
    offerEnds: (d) => "Termina el " + d.date
  },
  pt: {
    offerEnds: (d) => "Termina em " + d.date
  },
  uk: {
    offerEnds: (d) => "До " + d.date
  },
};
export default messages;
