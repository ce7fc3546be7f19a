// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface BannerNoScriptMessages {
  offerEnds: (values: { date: string | number }) => string;
}

const messages: Record<Locale, BannerNoScriptMessages> = {
  en: {
    offerEnds: (d) => "Offer ends " + d.date
  },
  es: {
    offerEnds: (d) => "La oferta termina el " + d.date
  },
  pt: {
    offerEnds: (d) => "A oferta termina em " + d.date
  },
  uk: {
    offerEnds: (d) => "Пропозиція діє до " + d.date
  },
};
export default messages;
