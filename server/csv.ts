// CSV for spreadsheets (`npm run subscribers`): RFC 4180 quoting, and no cell a spreadsheet would
// run as a formula (OWASP "CSV injection"): one that starts with = + - @, a tab or a carriage
// return, also after leading spaces or line breaks, gets a leading apostrophe.
const FORMULA_START = /^[\s]*[=+\-@]|^[\t\r]/;

export function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly unknown[]) => values.map(csvCell).join(',');
