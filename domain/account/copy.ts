// The sign-in page's words, per locale, from the message catalogs (domain/i18n/catalogs).
export { default as SIGN_IN_COPY, type SignInMessages as SignInCopy } from '../i18n/compiled/signIn.ts';
/** "Forgot password?", the page its e-mail links to, and the e-mail (server/mail/reset-mail.ts). */
export { default as PASSWORD_RESET_COPY, type PasswordResetMessages as PasswordResetCopy } from '../i18n/compiled/passwordReset.ts';
