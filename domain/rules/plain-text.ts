// Text a visitor can type holds no control characters (U+0000–U+001F, U+007F): no keyboard makes
// them, PostgreSQL refuses NUL outright (a request holding one ended as a 503 that could never
// succeed, issue 21), and the rest only ever come from a forged request or a log-injection try.
import * as v from 'valibot';

export const hasControlCharacter = (text: string): boolean => {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

/** False for a string with half a surrogate pair: the database would store U+FFFD instead, silently. */
export const isWellFormedText = (text: string): boolean => {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xdc00 && code <= 0xdfff) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index++;
    }
  }
  return true;
};

/** A request's text field: a string of at most `max` characters, well-formed, none of them a control character. */
export const plainText = (max: number) =>
  v.pipe(
    v.string('must be a string'),
    v.maxLength(max, `must be at most ${max} characters`),
    v.check((value) => !hasControlCharacter(value), 'must not contain control characters'),
    v.check(isWellFormedText, 'must be well-formed Unicode text'),
  );
