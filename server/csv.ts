// CSV for spreadsheets (`npm run subscribers`): RFC 4180 quoting, and no cell a spreadsheet would
// run as a formula (OWASP "CSV injection"): one that starts with = + - @, a tab or a carriage
// return, also after leading spaces or line breaks, gets a leading apostrophe.
import { withoutControlCharacters } from '../domain/rules/plain-text.ts';

const FORMULA_START = /^[\s]*[=+\-@]|^[\t\r]/;

export function csvCell(value: unknown): string {
  // Control characters (a C1 line break, a direction override) never reach a cell: U+FFFD instead;
  // tabs and line breaks are quoted below.
  let text = withoutControlCharacters(value instanceof Date ? value.toISOString() : value == null ? '' : String(value), '\t\r\n');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly unknown[]) => values.map(csvCell).join(',');
