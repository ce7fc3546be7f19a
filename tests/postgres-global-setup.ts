// A PostgreSQL for the unit suite (issue 21): when TEST_DATABASE_URL is not set and the machine has
// PostgreSQL's server programs (Debian's postgresql package), a throwaway cluster is started on a
// loopback port (scripts/postgres-server.mjs) and removed afterwards. Without them the PostgreSQL
// tests skip and say so. TEST_POSTGRES=off skips it on purpose.
import { postgresBin, startPostgres } from '../scripts/postgres-server.mjs';

export default async function setup() {
  if (process.env.TEST_DATABASE_URL || process.env.TEST_POSTGRES === 'off') return;
  const bin = postgresBin();
  if (!bin) {
    console.warn('PostgreSQL is not installed (apt install postgresql): its tests are skipped.');
    return;
  }
  const postgres = await startPostgres(bin);
  process.env.TEST_DATABASE_URL = postgres.url;
  return postgres.stop;
}
