// A fresh, empty PostgreSQL database per test file, on the server of TEST_DATABASE_URL (set by
// the developer or by tests/postgres-global-setup.ts), so files running in parallel never share
// tables. Null when there is no PostgreSQL: use with describe.skipIf.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../server/database/index.ts';

export const postgresAvailable = Boolean(process.env.TEST_DATABASE_URL);

export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('No PostgreSQL: guard the test with postgresAvailable.');
  const name = `lingo_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      // A closed pool has sent its clients' goodbyes but their sessions may still be open: a forced
      // drop would end them with a FATAL error that their (closed) pool no longer listens for, an
      // uncaught exception that fails the run. Wait for them to leave first (force is the fallback).
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await dropper.query<{ sessions: number }>('select count(*)::int as sessions from pg_stat_activity where datname = $1', [name]);
        if (rows[0]!.sessions === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The databases a server test runs on: the embedded PGlite always (in a directory of its own,
 * removed on close), and a fresh PostgreSQL database too when there is a server.
 */
export function databaseTargets(name: string): [string, () => Promise<OpenDatabase>][] {
  const targets: [string, () => Promise<OpenDatabase>][] = [
    [
      'PGlite',
      async () => {
        const dir = mkdtempSync(join(tmpdir(), `lingo-${name}-`));
        const open = await openDatabase({ dataDir: join(dir, 'pglite') });
        return { ...open, close: async () => (await open.close(), rmSync(dir, { recursive: true, force: true })) };
      },
    ],
  ];
  if (postgresAvailable) {
    targets.push([
      'PostgreSQL',
      async () => {
        const fresh = await freshPostgresDatabase();
        const open = await openDatabase({ url: fresh.url });
        return { ...open, close: async () => (await open.close(), await fresh.drop()) };
      },
    ]);
  }
  return targets;
}
