// Text a visitor can type holds no control characters: C0 (U+0000–U+001F), DEL, C1
// (U+0080–U+009F: U+0085 breaks a line, U+009B starts a terminal escape) and the bidirectional
// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: "Trojan Source", a name that
// reads backwards in a spreadsheet). No keyboard makes them, PostgreSQL refuses NUL outright (a
// request holding one ended as a 503 that could never succeed, issue 21), and the rest only ever
// come from a forged request or an injection try (issue 41). The marks U+200E and U+200F, which
// right-to-left writers type, are text.
import * as v from 'valibot';

export const isControlCode = (code: number): boolean =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

export const hasControlCharacter = (text: string): boolean => {
  for (let index = 0; index < text.length; index++) if (isControlCode(text.charCodeAt(index))) return true;
  return false;
};

/** Each control character but those in `keep` replaced by U+FFFD: text from before they were refused, shown safely (a CSV cell). */
export const withoutControlCharacters = (text: string, keep = ''): string => {
  let clean = '';
  for (const char of text) clean += isControlCode(char.charCodeAt(0)) && !keep.includes(char) ? '\ufffd' : char;
  return clean;
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
