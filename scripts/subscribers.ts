// `npm run subscribers [-- --json]`: the stored subscriptions, as CSV with a header row (or JSON),
// from the configured database (DATABASE_URL, else the embedded one under DATA_DIR; the embedded
// one is locked while `npm start` runs: stop it first, or read through DATABASE_URL).
import { asc } from 'drizzle-orm';
import { databaseOptionsFromEnv, openDatabase } from '../server/database/index.ts';
import { subscription } from '../server/database/schema.ts';
import { csvRow } from '../server/csv.ts';

const COLUMNS = ['email', 'locale', 'source', 'page', 'timeZone', 'consentAt', 'createdAt', 'lastSeenAt'] as const;

const database = await openDatabase(databaseOptionsFromEnv());
try {
  const rows = await database.db.select().from(subscription).orderBy(asc(subscription.id));
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(rows.map((row) => Object.fromEntries(COLUMNS.map((column) => [column, row[column]]))), null, 2)}\n`);
  } else {
    process.stdout.write(`${COLUMNS.join(',')}\n`);
    for (const row of rows) process.stdout.write(`${csvRow(COLUMNS.map((column) => row[column]))}\n`);
  }
} finally {
  await database.close();
}
