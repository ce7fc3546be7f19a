// CSV for spreadsheets (`npm run subscribers`): RFC 4180 quoting, and no cell a spreadsheet would
// run as a formula (OWASP "CSV injection"): one that starts with = + - @, a tab or a carriage
// return, also after leading spaces or line breaks, gets a leading apostrophe (a number, negative
// or not, is left as it is).
import { withoutControlCharacters } from '../domain/rules/plain-text.ts';

const FORMULA_START = /^[\s]*[=+\-@]|^[\t\r]/;

export function csvCell(value: unknown): string {
  // Control characters (a C1 line break, a direction override) never reach a cell: U+FFFD instead;
  // tabs and line breaks are quoted below.
  let text = withoutControlCharacters(value instanceof Date ? value.toISOString() : value == null ? '' : String(value), '\t\r\n');
  // A number is written by us, never a formula: −0.05 stays a number a spreadsheet can sum.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly unknown[]) => values.map(csvCell).join(',');
