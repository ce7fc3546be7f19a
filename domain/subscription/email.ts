// Spec §5 "E-mail pattern": a local part, an @, then either a bracketed IPv4 address or a dotted
// domain whose last part has at least 2 letters. The local part may not contain angle brackets,
// parentheses, square brackets, backslash, commas, semicolons, colons, whitespace, @ or quotes,
// and may itself be quoted.
//
// The usual one-line regex has nested quantifiers (`(".+")@`, `([a-z0-9-]+\.)+`): how long it
// takes is up to the regex engine's backtracking, with no guarantee. This is a scan of each part
// instead, linear in the input by construction, and anything longer than 254 characters (RFC
// 5321's limit on a path) is refused before it is read.

export const EMAIL_MAX_LENGTH = 254;

const FORBIDDEN_IN_LOCAL = new Set(['<', '>', '(', ')', '[', ']', '\\', '.', ',', ';', ':', '@', '"']);
const isWhitespace = (char: string) => /\s/.test(char);
const isLineTerminator = (char: string) => char === '\n' || char === '\r' || char === '\u2028' || char === '\u2029';
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigit = (code: number) => code >= 48 && code <= 57;

/** `"…"`: at least one character between the quotes, none a line break (the pattern's `".+"`). */
function isQuotedLocal(local: string): boolean {
  if (local.length < 3 || local[0] !== '"' || local[local.length - 1] !== '"') return false;
  for (let index = 1; index < local.length - 1; index++) if (isLineTerminator(local[index]!)) return false;
  return true;
}

/** Dot-separated runs of allowed characters, none empty. */
function isDotAtomLocal(local: string): boolean {
  let runLength = 0;
  for (const char of local) {
    if (char === '.') {
      if (runLength === 0) return false;
      runLength = 0;
    } else if (FORBIDDEN_IN_LOCAL.has(char) || isWhitespace(char)) {
      return false;
    } else {
      runLength++;
    }
  }
  return runLength > 0;
}

/** `[1.2.3.4]`: four groups of one to three digits (the pattern does not check the range). */
function isBracketedIpv4(domain: string): boolean {
  if (domain[0] !== '[' || domain[domain.length - 1] !== ']') return false;
  const groups = domain.slice(1, -1).split('.');
  return groups.length === 4 && groups.every((group) => /^[0-9]{1,3}$/.test(group));
}

/** Labels of letters, digits and hyphens, at least two, the last one letters only (2+). */
function isDottedDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const last = labels[labels.length - 1]!;
  if (last.length < 2 || ![...last].every((char) => isLetter(char.charCodeAt(0)))) return false;
  return labels.slice(0, -1).every(
    (label) => label.length > 0 && [...label].every((char) => isLetter(char.charCodeAt(0)) || isDigit(char.charCodeAt(0)) || char === '-'),
  );
}

/** The pattern alone, for any length: one pass over the input (`npm run bench` times it). */
export function matchesEmailPattern(value: string): boolean {
  // The domain can hold no @ and no quote, so the last @ is the separator.
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return (isQuotedLocal(local) || isDotAtomLocal(local)) && (isBracketedIpv4(domain) || isDottedDomain(domain));
}

/** §5 with the length cap: what the form and the API accept. */
export const isValidEmail = (value: string): boolean => value.length > 0 && value.length <= EMAIL_MAX_LENGTH && matchesEmailPattern(value);
