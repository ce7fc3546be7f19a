// The database: embedded PGlite (Postgres in WASM) in a data directory by default, a real
// Postgres when DATABASE_URL is set. One migrations folder serves both. PGlite lets two processes
// open one directory without an error and then corrupts it silently (measured), so the directory
// is locked exclusively while open.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema.ts';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Database = ReturnType<typeof drizzlePglite<typeof schema>> | ReturnType<typeof drizzleNodePostgres<typeof schema>>;

export interface OpenDatabase {
  db: Database;
  /** Which engine: the embedded one or a Postgres server. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A Postgres connection string; when absent, PGlite in `dataDir`. */
  url?: string;
  /** PGlite's data directory. */
  dataDir?: string;
}

/** The site's data directory (DATA_DIR, default .data): PGlite's files, the generated auth secret. */
export const dataDirFromEnv = (env: NodeJS.ProcessEnv = process.env): string => resolve(env.DATA_DIR ?? '.data');

/** Where the database is, from the environment: DATABASE_URL, else PGlite in <DATA_DIR>/pglite. */
export const databaseOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): DatabaseOptions =>
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: join(dataDirFromEnv(env), 'pglite') };

export class DatabaseInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The database directory ${dataDir} is in use by another process. Stop that process, or give this one its own ` +
        `directory (DATA_DIR) or a Postgres server (DATABASE_URL). After a crash the lock frees itself within 10 s.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    // A lock directory beside the data, refreshed every 2 s; one left by a killed process is stale after 10 s.
    return await lockfile.lock(dataDir, { lockfilePath: `${dataDir}.lock`, stale: 10_000, update: 2_000, retries: 0 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseInUseError(dataDir);
    throw error;
  }
}

/** Opens the database and brings it to the latest migration. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url });
    const db = drizzleNodePostgres(pool, { schema });
    try {
      await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  const dataDir = resolve(options.dataDir ?? '.data/pglite');
  const unlock = await lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(dataDir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const opened = client;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await opened.close();
        await unlock();
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    await unlock();
    throw error;
  }
}

/** True when the database answers a query. */
export async function isDatabaseReady(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
