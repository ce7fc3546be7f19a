// `npm run subscribers` and `npm run trial-lessons`: a table's rows as CSV with a header row (or
// JSON with `-- --json`), from the configured database (DATABASE_URL, else the embedded one under
// DATA_DIR; the embedded one is locked while `npm start` runs: stop it first, or use DATABASE_URL).
import { databaseOptionsFromEnv, openDatabase, type OpenDatabase } from '../server/database/index.ts';
import { csvRow } from '../server/csv.ts';

/** A cell as a spreadsheet takes it: an object (a funnel's answers) as its JSON. */
const cell = (value: unknown) => (value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value);

export async function printTable<Row extends Record<string, unknown>>(select: (database: OpenDatabase) => Promise<Row[]>, columns: readonly (keyof Row & string)[]) {
  const database = await openDatabase(databaseOptionsFromEnv());
  try {
    const rows = await select(database);
    if (process.argv.includes('--json')) {
      process.stdout.write(`${JSON.stringify(rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]]))), null, 2)}\n`);
    } else {
      process.stdout.write(`${columns.join(',')}\n`);
      for (const row of rows) process.stdout.write(`${csvRow(columns.map((column) => cell(row[column])))}\n`);
    }
  } finally {
    await database.close();
  }
}
