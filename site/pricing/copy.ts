// The words around a plan's price, per locale: its billing, and a campaign's offer.
import type { Locale } from '../../domain/constants.ts';
import { plural } from '../../domain/i18n/index.ts';

export interface PricingCopy {
  perMonth: string;
  /** A plan's billing, its amounts as {price} (monthly) and {offer} (the campaign's first month). */
  billing: { trial: (days: number) => string; noTrial: string; offerTrial: (days: number) => string; offer: string };
  /** The campaign's line on a plan card: its share off, and when it ends (a long date, in UTC). */
  offerBadge: (percentOff: number) => string;
  offerEnds: (date: string) => string;
  firstMonth: string;
  /** Before the struck-through regular price, for a screen reader. */
  regularPrice: string;
}

export const PRICING_COPY: Record<Locale, PricingCopy> = {
  en: {
    perMonth: 'a month',
    billing: {
      trial: (days) => `${plural('en', days, { one: '1 day', other: `${days} days` })} free, then {price} a month.`,
      offerTrial: (days) => `${plural('en', days, { one: '1 day', other: `${days} days` })} free, then {offer} for your first month and {price} a month after that.`,
      noTrial: 'You pay {price} today, then every month.',
      offer: '{offer} for your first month, then {price} a month.',
    },
    offerBadge: (percentOff) => `${percentOff}% off your first month`,
    offerEnds: (date) => `Offer ends ${date}. For new customers.`,
    firstMonth: 'first month',
    regularPrice: 'Regular price:',
  },
  es: {
    perMonth: 'al mes',
    billing: {
      trial: (days) => `${plural('es', days, { one: '1 día', other: `${days} días` })} gratis y después {price} al mes.`,
      offerTrial: (days) => `${plural('es', days, { one: '1 día', other: `${days} días` })} gratis, después {offer} el primer mes y {price} al mes a partir del segundo.`,
      noTrial: 'Pagas {price} hoy y después cada mes.',
      offer: '{offer} el primer mes y después {price} al mes.',
    },
    offerBadge: (percentOff) => `${percentOff} % de descuento el primer mes`,
    offerEnds: (date) => `La oferta termina el ${date}. Para nuevos clientes.`,
    firstMonth: 'el primer mes',
    regularPrice: 'Precio normal:',
  },
  pt: {
    perMonth: 'por mês',
    billing: {
      trial: (days) => `${plural('pt', days, { one: '1 dia', other: `${days} dias` })} grátis, depois {price} por mês.`,
      offerTrial: (days) => `${plural('pt', days, { one: '1 dia', other: `${days} dias` })} grátis, depois {offer} no primeiro mês e {price} por mês a partir do segundo.`,
      noTrial: 'Você paga {price} hoje e depois todo mês.',
      offer: '{offer} no primeiro mês, depois {price} por mês.',
    },
    offerBadge: (percentOff) => `${percentOff}% de desconto no primeiro mês`,
    offerEnds: (date) => `A oferta termina em ${date}. Para novos clientes.`,
    firstMonth: 'no primeiro mês',
    regularPrice: 'Preço normal:',
  },
  uk: {
    perMonth: 'на місяць',
    billing: {
      trial: (days) => `${plural('uk', days, { one: `${days} день`, few: `${days} дні`, other: `${days} днів` })} безкоштовно, далі {price} на місяць.`,
      offerTrial: (days) =>
        `${plural('uk', days, { one: `${days} день`, few: `${days} дні`, other: `${days} днів` })} безкоштовно, далі {offer} за перший місяць і {price} на місяць після нього.`,
      noTrial: 'Ви платите {price} сьогодні, далі щомісяця.',
      offer: '{offer} за перший місяць, далі {price} на місяць.',
    },
    offerBadge: (percentOff) => `Знижка ${percentOff}% на перший місяць`,
    offerEnds: (date) => `Пропозиція діє до ${date}. Для нових клієнтів.`,
    firstMonth: 'за перший місяць',
    regularPrice: 'Звичайна ціна:',
  },
};
