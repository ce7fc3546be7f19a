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
  /** PostgreSQL's pool and address (the job queue shares the pool; the page feed LISTENs on a connection of its own). */
  pool?: pg.Pool;
  url?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A Postgres connection string; when absent, PGlite in `dataDir`. */
  url?: string;
  /** PGlite's data directory. */
  dataDir?: string;
  /** PostgreSQL connections in the pool (DATABASE_POOL_MAX): the connection budget, docs/operating.md. */
  poolMax?: number;
}

/** Connections an instance's pool opens at most; with the page feed's, six per instance. */
export const POOL_MAX = 5;

/** The site's data directory (DATA_DIR, default .data): PGlite's files, the generated auth secret. */
export const dataDirFromEnv = (env: NodeJS.ProcessEnv = process.env): string => resolve(env.DATA_DIR ?? '.data');

/** Where the database is, from the environment: DATABASE_URL, else PGlite in <DATA_DIR>/pglite. */
export const databaseOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): DatabaseOptions => {
  if (!env.DATABASE_URL) return { dataDir: join(dataDirFromEnv(env), 'pglite') };
  const poolMax = env.DATABASE_POOL_MAX ? Number(env.DATABASE_POOL_MAX) : POOL_MAX;
  if (!Number.isInteger(poolMax) || poolMax < 2 || poolMax > 100) throw new Error(`DATABASE_POOL_MAX must be a whole number from 2 to 100, not "${env.DATABASE_POOL_MAX}".`);
  return { url: env.DATABASE_URL, poolMax };
};

export class DatabaseInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The database directory ${dataDir} is in use by another process. Stop that process, or give this one its own ` +
        `directory (DATA_DIR) or a Postgres server (DATABASE_URL). After a crash the lock frees itself within 10 s.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

// A lock directory beside the data, refreshed every 2 s; one left by a killed process is stale after 10 s.
const LOCK_TIMING = { stale: 10_000, update: 2_000 };

/**
 * The lock can be lost while open: a process starved of CPU for longer than the stale time (seen
 * on a loaded test machine), or a lock directory removed by hand. proper-lockfile then throws from
 * a timer, an uncaught exception. Instead we take the lock again if nobody else has; if another
 * process has, two processes share the directory and this one must stop writing: `onLost`.
 */
export async function lockDataDir(dataDir: string, onLost: (error: Error) => void, timing = LOCK_TIMING): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  let release: () => Promise<void>;
  const take = () => lockfile.lock(dataDir, { lockfilePath: `${dataDir}.lock`, ...timing, retries: 0, onCompromised });
  function onCompromised(cause: Error) {
    take().then(
      (again) => {
        release = again;
        console.warn(`The database directory's lock lapsed (${cause.message}) and was taken again.`);
      },
      (error: NodeJS.ErrnoException) => onLost(error.code === 'ELOCKED' ? new DatabaseInUseError(dataDir) : error),
    );
  }
  try {
    release = await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseInUseError(dataDir);
    throw error;
  }
  return () => release();
}

/** The server's answer to a lost lock: say why and stop, before two processes corrupt the data. */
function exitOnLockLost(error: Error) {
  console.error(`The embedded database's lock was lost and cannot be taken back; stopping to protect the data. ${error.message}`);
  process.exit(1);
}

/** Any number unique to this app: the advisory lock its instances migrate under. */
const MIGRATION_LOCK = 7_246_001;

/**
 * Several instances starting at once on an empty PostgreSQL would each create drizzle's schema
 * and run the same migrations (one died on `pg_namespace_nspname_index`): they take turns on an
 * advisory lock, held by one connection for the whole migration, and the later ones find it done.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePostgres(drizzleNodePostgres(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** Opens the database and brings it to the latest migration. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? POOL_MAX });
    // An idle connection the server ends (a restart, a failover) is replaced on the next query: said, not thrown.
    pool.on('error', (error) => console.warn(`The database closed an idle connection (${error.message}): the next query opens another.`));
    try {
      await migrateUnderLock(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: drizzleNodePostgres(pool, { schema }), kind: 'postgres', pool, url: options.url, close: () => pool.end() };
  }

  const dataDir = resolve(options.dataDir ?? '.data/pglite');
  const unlock = await lockDataDir(dataDir, exitOnLockLost);
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
