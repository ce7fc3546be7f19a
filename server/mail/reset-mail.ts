// The password-reset e-mail (password-reset.ts has the forms): its words in the learner's
// language, and the accounts library's `sendResetPassword` (auth.ts) that sends it.
import type { Locale } from '../../domain/constants.ts';
import { escapeHtml } from '../../domain/html-escape.ts';
import PASSWORD_RESET_COPY from '../../domain/i18n/compiled/passwordReset.ts';
import { localizePath, splitLocale } from '../../domain/i18n/index.ts';
import type { Mailer } from './mailer.ts';

export const RESET_PASSWORD_PATH = '/reset-password';
/** How long a reset link works. */
export const RESET_LINK_TTL_S = 30 * 60;


/** The reset e-mail in the learner's language: plain text and a simple HTML twin with one button. */
export function resetMail(locale: Locale, name: string, link: string) {
  const words = PASSWORD_RESET_COPY[locale].mail;
  const greeting = words.greeting({ name: name.trim() || '' }).replace(/\s+([,:!])/, '$1');
  const text = [greeting, words.body, link, words.once, words.signature].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1B1B1F;background:#F6F5FA">
<div style="max-width:520px;margin:0 auto;padding:32px;background:#FFFFFF;border-radius:16px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px">${escapeHtml(words.body)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#6A3DE8;color:#FFFFFF;font-weight:bold;text-decoration:none">${escapeHtml(words.button)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#5C5B66;word-break:break-all">${escapeHtml(link)}</p>
<p style="margin:0 0 16px;font-size:14px;color:#5C5B66">${escapeHtml(words.once)}</p>
<p style="margin:0">${escapeHtml(words.signature)}</p>
</div></body></html>`;
  return { subject: words.subject, text, html };
}

/**
 * The accounts library's `sendResetPassword`: the link goes to the reset page of the locale the
 * request came from (its `redirectTo`, one of ours), not to the library's own endpoint.
 */
export function resetPasswordSender(mailer: Mailer, baseURL: string) {
  return ({ user, url, token }: { user: { email: string; name: string }; url: string; token: string }) => {
    const redirectTo = new URL(url).searchParams.get('callbackURL') ?? RESET_PASSWORD_PATH;
    const locale = localeOfResetPath(redirectTo);
    const link = new URL(`${localizePath(RESET_PASSWORD_PATH, locale)}?token=${encodeURIComponent(token)}`, baseURL).href;
    // Not awaited: the answer must not take longer when the account exists.
    void mailer.send({ to: user.email, ...resetMail(locale, user.name, link) });
    return Promise.resolve();
  };
}

const localeOfResetPath = (path: string): Locale => splitLocale(path).locale;

