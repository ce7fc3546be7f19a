// The words around a plan's price, per locale, from the message catalogs: its billing (its amounts
// as the {price} and {offer} slots), and a campaign's offer.
export { default as PRICING_COPY, type PricingMessages as PricingCopy } from '../../domain/i18n/compiled/pricing.ts';
