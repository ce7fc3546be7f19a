// The subscription form's words, from the message catalogs. The three messages and the toast are
// spec texts in English (§5, §8); the other locales say the same.
export { default as SUBSCRIBE_COPY, type SubscriptionMessages as SubscribeCopy } from '../../domain/i18n/compiled/subscription.ts';
