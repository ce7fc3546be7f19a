// The contact form (issue 63): a visitor writes to support from /contact-us, with or without
// JavaScript (a plain POST to the page, the result a condition on <html>, server/contact.ts).
// What a message is, decided once: its topic from a fixed list, an e-mail address to answer, and
// the text, lines kept, control characters refused.
import * as v from 'valibot';
import { hasControlCharacter, isWellFormedText, plainText } from '../rules/plain-text.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../subscription/email.ts';

/** The page the form is on and posts to, in each locale. */
export const CONTACT_PATH = '/contact-us';

/** The page's anchor a form's answer lands on: the form and its message, not the page's top. */
export const CONTACT_FORM_ANCHOR = 'contact-form';

/** What a visitor writes about: support's queues. */
export const CONTACT_TOPICS = ['plan', 'app', 'tutors', 'classes', 'account', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** A message long enough to say what is wrong, short enough to read: a long one is a story for an e-mail thread. */
export const CONTACT_MESSAGE_LENGTH = { min: 10, max: 4000 } as const;

/** Lines as typed, whatever the browser sent them as (a form posts CRLF). */
const asLines = (text: string) => text.replace(/\r\n?/g, '\n').trim();
const hasControlBesidesLines = (text: string) => hasControlCharacter(text.replace(/[\n\t]/g, ' '));

export const ContactMessageSchema = v.object({
  topic: v.picklist(CONTACT_TOPICS, 'choose a topic from the list'),
  email: v.pipe(plainText(EMAIL_MAX_LENGTH), v.trim(), v.toLowerCase(), v.check(isValidEmail, 'must be an e-mail address')),
  message: v.pipe(
    v.string('must be a string'),
    v.transform(asLines),
    v.check((text) => !hasControlBesidesLines(text), 'must not contain control characters'),
    v.check(isWellFormedText, 'must be well-formed Unicode text'),
    v.minLength(CONTACT_MESSAGE_LENGTH.min, `must be at least ${CONTACT_MESSAGE_LENGTH.min} characters`),
    v.maxLength(CONTACT_MESSAGE_LENGTH.max, `must be at most ${CONTACT_MESSAGE_LENGTH.max} characters`),
  ),
});
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;

/** A message's reference, as support and the receipt name it: "LG-" and six characters no one misreads. */
export function contactReference(id: number): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  // A bijection of the row's id onto six characters (odd multiplier mod 31^6): references do not count messages aloud.
  const space = alphabet.length ** 6;
  let value = (id * 7_368_787) % space;
  let text = '';
  for (let place = 0; place < 6; place++) {
    text = alphabet[value % alphabet.length] + text;
    value = Math.floor(value / alphabet.length);
  }
  return `LG-${text}`;
}
