// The sign-in page's words, per locale, from the message catalogs (domain/i18n/catalogs).
export { default as SIGN_IN_COPY, type SignInMessages as SignInCopy } from '../i18n/compiled/signIn.ts';
