// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import { number, plural } from "@messageformat/runtime";
import { pluralRule } from '../plural-rules.ts';
import type { Locale } from '../../constants.ts';

const en = pluralRule("en");
const es = pluralRule("es");
const pt = pluralRule("pt");
const uk = pluralRule("uk");

export interface PricingMessages {
  perMonth: string;
  billing: {
    trial: (values: { days: number; price: string | number }) => string;
    offerTrial: (values: { days: number; offer: string | number; price: string | number }) => string;
    noTrial: (values: { price: string | number }) => string;
    offer: (values: { offer: string | number; price: string | number }) => string;
  };
  offerBadge: (values: { percentOff: string | number }) => string;
  offerCode: (values: { code: string | number }) => string;
  offerEnds: (values: { date: string | number }) => string;
  firstMonth: string;
  regularPrice: string;
}

const messages: Record<Locale, PricingMessages> = {
  en: {
    perMonth: "a month",
    billing: {
      trial: (d) => plural(d.days, 0, en, { one: number("en", d.days, 0) + " day", other: number("en", d.days, 0) + " days" }) + " free, then " + d.price + " a month." as string,
      offerTrial: (d) => plural(d.days, 0, en, { one: number("en", d.days, 0) + " day", other: number("en", d.days, 0) + " days" }) + " free, then " + d.offer + " for your first month and " + d.price + " a month after that." as string,
      noTrial: (d) => "You pay " + d.price + " today, then every month.",
      offer: (d) => d.offer + " for your first month, then " + d.price + " a month."
    },
    offerBadge: (d) => d.percentOff + "% off your first month",
    offerCode: (d) => "Enter code " + d.code + " when you subscribe in the app to get this price.",
    offerEnds: (d) => "Offer ends " + d.date + ". For new customers.",
    firstMonth: "first month",
    regularPrice: "Regular price:"
  },
  es: {
    perMonth: "al mes",
    billing: {
      trial: (d) => plural(d.days, 0, es, { one: number("es", d.days, 0) + " día", other: number("es", d.days, 0) + " días" }) + " gratis y después " + d.price + " al mes." as string,
      offerTrial: (d) => plural(d.days, 0, es, { one: number("es", d.days, 0) + " día", other: number("es", d.days, 0) + " días" }) + " gratis, después " + d.offer + " el primer mes y " + d.price + " al mes a partir del segundo." as string,
      noTrial: (d) => "Pagas " + d.price + " hoy y después cada mes.",
      offer: (d) => d.offer + " el primer mes y después " + d.price + " al mes."
    },
    offerBadge: (d) => d.percentOff + " % de descuento el primer mes",
    offerCode: (d) => "Introduce el código " + d.code + " al suscribirte en la app para obtener este precio.",
    offerEnds: (d) => "La oferta termina el " + d.date + ". Para nuevos clientes.",
    firstMonth: "el primer mes",
    regularPrice: "Precio normal:"
  },
  pt: {
    perMonth: "por mês",
    billing: {
      trial: (d) => plural(d.days, 0, pt, { one: number("pt", d.days, 0) + " dia", other: number("pt", d.days, 0) + " dias" }) + " grátis, depois " + d.price + " por mês." as string,
      offerTrial: (d) => plural(d.days, 0, pt, { one: number("pt", d.days, 0) + " dia", other: number("pt", d.days, 0) + " dias" }) + " grátis, depois " + d.offer + " no primeiro mês e " + d.price + " por mês a partir do segundo." as string,
      noTrial: (d) => "Você paga " + d.price + " hoje e depois todo mês.",
      offer: (d) => d.offer + " no primeiro mês, depois " + d.price + " por mês."
    },
    offerBadge: (d) => d.percentOff + "% de desconto no primeiro mês",
    offerCode: (d) => "Use o código " + d.code + " ao assinar no app para garantir este preço.",
    offerEnds: (d) => "A oferta termina em " + d.date + ". Para novos clientes.",
    firstMonth: "no primeiro mês",
    regularPrice: "Preço normal:"
  },
  uk: {
    perMonth: "на місяць",
    billing: {
      trial: (d) => plural(d.days, 0, uk, { one: number("uk", d.days, 0) + " день", few: number("uk", d.days, 0) + " дні", many: number("uk", d.days, 0) + " днів", other: number("uk", d.days, 0) + " дня" }) + " безкоштовно, далі " + d.price + " на місяць." as string,
      offerTrial: (d) => plural(d.days, 0, uk, { one: number("uk", d.days, 0) + " день", few: number("uk", d.days, 0) + " дні", many: number("uk", d.days, 0) + " днів", other: number("uk", d.days, 0) + " дня" }) + " безкоштовно, далі " + d.offer + " за перший місяць і " + d.price + " на місяць після нього." as string,
      noTrial: (d) => "Ви платите " + d.price + " сьогодні, далі щомісяця.",
      offer: (d) => d.offer + " за перший місяць, далі " + d.price + " на місяць."
    },
    offerBadge: (d) => "Знижка " + d.percentOff + "% на перший місяць",
    offerCode: (d) => "Щоб отримати цю ціну, введіть код " + d.code + ", коли оформлюватимете підписку в застосунку.",
    offerEnds: (d) => "Пропозиція діє до " + d.date + ". Для нових клієнтів.",
    firstMonth: "за перший місяць",
    regularPrice: "Звичайна ціна:"
  },
};
export default messages;
