// The consent dialog's words, per locale, from the message catalogs (domain/i18n/catalogs).
export { default as CONSENT_COPY, type ConsentMessages as ConsentCopy } from '../../domain/i18n/compiled/consent.ts';
