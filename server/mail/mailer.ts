// Sending e-mail: one SMTP transport (nodemailer), configured by SMTP_URL (smtp://user:pass@host:587,
// or smtps:// for TLS from the first byte) and MAIL_FROM. Outside production without SMTP_URL,
// `npm start` and the tests send to the local catcher (catcher.ts) instead. A failed send is
// logged without the address and never changes what the visitor is told (a reset request's answer
// must not say whether an account exists).
import nodemailer from 'nodemailer';
import { logMessage } from '../log.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (a class's calendar file). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  /** True once the server accepted the message; false (and logged) when it could not be sent. */
  send(message: MailMessage): Promise<boolean>;
}

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Lingo <no-reply@lingo.example>';

export function smtpMailer(url: string, from = DEFAULT_MAIL_FROM): Mailer {
  // Bounded, so a dead mail server holds a request for seconds, not minutes.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }, { from });
  return {
    async send(message) {
      try {
        await transport.sendMail(message);
        return true;
      } catch (cause) {
        console.error(`[mail] not sent ("${message.subject}"): ${logMessage(cause)}`);
        return false;
      }
    },
  };
}
