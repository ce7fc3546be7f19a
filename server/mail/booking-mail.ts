// What every booking ends on (issue 62), a seat in a class or a trial lesson with a tutor: the
// confirmation e-mail (what, when on the visitor's clock, the price, how to join, the calendar file,
// the link that cancels), the calendar file itself, and the page that cancels with one button.
import { Hono, type Context } from 'hono';
import { createHash } from 'node:crypto';
import ical from 'ical-generator';
import { LOCALES, type Locale } from '../../domain/constants.ts';
import { escapeHtml } from '../../domain/html-escape.ts';
import type { MailMessage } from './mailer.ts';


export interface CalendarEvent {
  /** Unique to the booking (its token): a calendar that imports it again updates it. */
  id: string;
  start: number;
  end: number;
  summary: string;
  description: string;
  /** The booking's own page (its cancellation). */
  url: string;
  locale: Locale;
}

/** The calendar file (RFC 5545) of one booking. */
export function calendarFile({ id, start, end, summary, description, url, locale }: CalendarEvent): string {
  const calendar = ical({ name: 'Lingo', prodId: { company: 'Lingo', product: 'bookings', language: locale.toUpperCase() } });
  calendar.createEvent({ id: `${id}@lingo`, start: new Date(start), end: new Date(end), summary, description, url });
  return calendar.toString();
}

export interface BookingMail {
  locale: Locale;
  to: string;
  subject: string;
  /** The first line: the greeting and what happened ("Hi Ana, your seat is reserved."). */
  opening: string;
  /** What was booked, in a line ("First words · A0 · Olena Kovalenko"). */
  heading: string;
  /** Labelled facts: when, the price, how to join. */
  facts: readonly (readonly [label: string, value: string])[];
  calendar: { url: string; linkText: string; lead: string; file: string };
  cancel: { url: string; linkText: string; lead: string };
  signature: string;
}

/** The e-mail in the learner's language: plain text and a simple HTML twin, the calendar file attached. */
export function bookingMail({ locale, to, subject, opening, heading, facts, calendar, cancel, signature }: BookingMail): MailMessage {
  const text = [opening, heading, ...facts.map(([label, value]) => `${label}: ${value}`), `${calendar.lead}\n${calendar.url}`, `${cancel.lead}\n${cancel.url}`, signature].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1B1B1F;background:#F6F5FA">
<div style="max-width:520px;margin:0 auto;padding:32px;background:#FFFFFF;border-radius:16px">
<p style="margin:0 0 16px">${escapeHtml(opening)}</p>
<p style="margin:0 0 16px;font-size:20px;font-weight:bold">${escapeHtml(heading)}</p>
${facts.map(([label, value]) => `<p style="margin:0 0 12px"><strong>${escapeHtml(label)}</strong><br>${escapeHtml(value)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(calendar.url)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#6A3DE8;color:#FFFFFF;font-weight:bold;text-decoration:none">${escapeHtml(calendar.linkText)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#5C5B66">${escapeHtml(cancel.lead)} <a href="${escapeHtml(cancel.url)}" style="color:#6A3DE8">${escapeHtml(cancel.linkText)}</a></p>
<p style="margin:0;white-space:pre-line">${escapeHtml(signature)}</p>
</div></body></html>`;
  return { to, subject, text, html, attachments: [{ filename: 'lingo.ics', content: calendar.file, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] };
}

const CANCEL_STYLE =
  'body{margin:0;padding:24px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1B1B1F;background:#F6F5FA}main{max-width:520px;margin:0 auto;padding:32px;background:#fff;border-radius:16px}h1{font-size:24px;margin:0 0 16px}button{padding:12px 24px;border:0;border-radius:999px;background:#6A3DE8;color:#fff;font:bold 16px Arial,Helvetica,sans-serif;cursor:pointer}button:focus-visible{outline:3px solid #1B1B1F;outline-offset:2px}a{color:#6A3DE8}';
const CANCEL_STYLE_HASH = `'sha256-${createHash('sha256').update(CANCEL_STYLE).digest('base64')}'`;

export interface CancelPage {
  locale: Locale;
  heading: string;
  /** What is booked; none when the link names nothing. */
  what: string | null;
  /** The button that cancels; none once cancelled or when there is nothing to cancel. */
  button: string | null;
  back: { href: string; text: string };
}

/** A booking's cancellation page: what is booked and one button (a link in an e-mail must not cancel by being opened, as mail scanners open links). */
function cancelPage(c: Context, { locale, heading, what, button, back }: CancelPage, status: 200 | 404 = 200) {
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)} · Lingo</title><style>${CANCEL_STYLE}</style></head><body><main>
<h1>${escapeHtml(heading)}</h1>
${what ? `<p>${escapeHtml(what)}</p>` : ''}
${button ? `<form method="post"><button type="submit">${escapeHtml(button)}</button></form>` : ''}
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>
</main></body></html>`;
  return c.html(html, status, {
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src ${CANCEL_STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  });
}

/** A booking as its own links find it (by its token). */
export interface HeldBooking {
  locale: string;
  cancelled: boolean;
  /** What is booked and when, in the booking's language; none when it is no longer on offer (a session or tutor gone from the CMS). */
  what: string | null;
  calendar: () => string;
  /** Where its cancellation page leads back to, when not where `words` says (a club session: the club's page). */
  backHref?: string;
}

export interface BookingLinks {
  /** The booking API's path: its links are `<endpoint>/<token>.ics` and `<endpoint>/<token>/cancel`. */
  endpoint: string;
  find: (token: string) => Promise<HeldBooking | undefined>;
  /** Marks it cancelled (once: a second cancellation changes nothing). */
  cancel: (token: string) => Promise<void>;
  /** The cancellation page's words in a locale, and where it leads back to. */
  words: (locale: Locale) => { title: string; button: string; done: string; gone: string; back: { href: string; text: string } };
}

/** 128 random bits, URL-safe (domain/rules/random-token.ts). */
const TOKEN = '[A-Za-z0-9_-]{22}';

/** A booking's own links, sent only in its e-mail: its calendar file, and the page that cancels it. */
export function bookingLinkRoutes({ endpoint, find, cancel, words }: BookingLinks): Hono {
  const routes = new Hono();
  routes.get(`${endpoint}/:file{${TOKEN}\\.ics}`, async (c) => {
    const booking = await find(c.req.param('file').slice(0, -4));
    if (!booking || booking.cancelled || !booking.what) return c.json({ error: 'No such booking.' }, 404);
    return c.body(booking.calendar(), 200, { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="lingo.ics"', 'cache-control': 'no-store' });
  });
  routes.on(['GET', 'POST'], `${endpoint}/:token{${TOKEN}}/cancel`, async (c) => {
    const token = c.req.param('token');
    const booking = await find(token);
    const locale = (LOCALES as readonly string[]).includes(booking?.locale ?? '') ? (booking!.locale as Locale) : 'en';
    const { title, button, done, gone, back: home } = words(locale);
    const back = booking?.backHref ? { ...home, href: booking.backHref } : home;
    if (!booking?.what) return cancelPage(c, { locale, heading: gone, what: null, button: null, back }, 404);
    if (c.req.method === 'GET' && !booking.cancelled) return cancelPage(c, { locale, heading: title, what: booking.what, button, back });
    await cancel(token);
    return cancelPage(c, { locale, heading: done, what: booking.what, button: null, back });
  });
  return routes;
}
