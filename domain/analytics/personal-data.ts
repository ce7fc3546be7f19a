// What analytics never keeps, whatever field or path a client puts it in (issue 59: a phone
// number, an IP address, an address written `victim (at) example (dot) org` or in base64, a reset
// link's token in a path were stored as sent). No event of the site carries any of these: a text
// shaped like one is refused, not cleaned, so a bug that sends one is seen at once.

const SHAPES: ReadonlyArray<[string, RegExp]> = [
  // Generous, as the log's redaction (server/log.ts): something@something, a dot or not (ana@localhost).
  ['an e-mail address', /[^\s@]@[^\s@]/],
  ['an e-mail address', /\S\s*[([{<]?\s*(?:at|arroba|собака)\s*[)\]}>]?\s*\S+\s*[([{<]?\s*(?:dot|punto|ponto|крапка)\s*[)\]}>]?\s*\S/iu],
  // Seven digits or more, however they are grouped: a phone number, an account or card number.
  ['a phone number', /(?:\d[\s().\-/]*){7,}/],
  ['an IP address', /\b\d{1,3}(?:\.\d{1,3}){3}\b/],
  ['an IP address', /\b[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}\b/i],
  // A run of 20 characters or more mixing capitals, small letters and digits (base64), or 32 hex
  // digits: a token, a key, an identifier. A slug (small letters, digits, dashes) is none.
  ['a token', /(?=[A-Za-z0-9+/_=-]{20,})(?=[A-Za-z0-9+/_=-]*\d)(?=[A-Za-z0-9+/_=-]*[A-Z])(?=[A-Za-z0-9+/_=-]*[a-z])[A-Za-z0-9+/_=-]{20,}/],
  ['a token', /(?=[0-9a-f]{32,})(?=[0-9a-f]*\d)[0-9a-f]{32,}/i],
];

/** A base64 run that decodes to an address (an address disguised so). */
function hidesAnAddress(text: string): boolean {
  for (const run of text.match(/[A-Za-z0-9+/_-]{8,}={0,2}/g) ?? []) {
    try {
      const decoded = atob(run.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '').padEnd(Math.ceil(run.replace(/=+$/, '').length / 4) * 4, '='));
      if (/[!-~]@[!-~]+\.[A-Za-z]{2}/.test(decoded)) return true;
    } catch {
      // Not base64.
    }
  }
  return false;
}

/** What personal data the text looks like it holds, or null. */
export function personalDataIn(text: string): string | null {
  if (hidesAnAddress(text)) return 'an e-mail address';
  for (const [what, shape] of SHAPES) if (shape.test(text)) return what;
  return null;
}
