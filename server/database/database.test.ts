import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { DatabaseInUseError, databaseOptionsFromEnv, isDatabaseReady, lockDataDir, MIGRATIONS_DIR, openDatabase } from './database.ts';
import { readFileSync } from 'node:fs';
import { freshPostgresDatabase, postgresAvailable } from '../../tests/postgres.ts';

const MIGRATION_COUNT = (JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lingo-db-'));
  dirs.push(dir);
  return join(dir, 'pglite');
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the embedded database (PGlite)', () => {
  it('opens migrated, keeps its data across a restart', async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    expect(await isDatabaseReady(first.db)).toBe(true);
    const migrations = await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(migrations.rows).toEqual([{ n: MIGRATION_COUNT }]);
    expect(MIGRATION_COUNT).toBeGreaterThan(0);
    // The tables, not the months of the partitioned events (partitions.test.ts).
    const tables = await first.db.execute(
      sql`select relname as table_name from pg_class join pg_namespace on pg_namespace.oid = relnamespace
        where nspname = 'public' and relkind in ('r', 'p') and not relispartition order by relname`,
    );
    expect(tables.rows.map((row) => (row as { table_name: string }).table_name)).toEqual(['account', 'analytics_event', 'class_reservation', 'contact_message', 'content_change', 'operator', 'publish_batch', 'rate_limit', 'session', 'site_page', 'site_page_data', 'staged_page', 'subscription', 'trial_lesson_request', 'user', 'verification']);
    await first.db.execute(sql`create table note (text text not null)`);
    await first.db.execute(sql`insert into note values ('kept')`);
    await first.close();

    const second = await openDatabase({ dataDir });
    expect((await second.db.execute(sql`select text from note`)).rows).toEqual([{ text: 'kept' }]);
    await second.close();
  }, 30_000);

  it('refuses a second opener of the same directory, and frees it on close', async () => {
    const dataDir = tempDataDir();
    const open = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseInUseError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`The database directory ${dataDir} is in use by another process.`);
    await open.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 30_000);

  describe('when the lock is lost while open (a starved process, a lock removed by hand: issue 21)', () => {
    const FAST = { stale: 2_000, update: 1_000 };
    const lockPath = (dataDir: string) => `${dataDir}.lock`;
    const waitFor = async (done: () => boolean) => {
      for (let waited = 0; !done(); waited += 100) {
        if (waited > 8_000) throw new Error('timed out');
        await new Promise((tick) => setTimeout(tick, 100));
      }
    };

    it('takes it again when nobody else has, without an uncaught exception', async () => {
      const dataDir = tempDataDir();
      const lost = vi.fn();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const release = await lockDataDir(dataDir, lost, FAST);
      rmSync(lockPath(dataDir), { recursive: true });
      await waitFor(() => warn.mock.calls.length > 0);
      expect(String(warn.mock.calls[0]![0])).toMatch(/^The database directory's lock lapsed .* and was taken again\.$/);
      expect(lost).not.toHaveBeenCalled();
      await expect(lockDataDir(dataDir, lost, FAST)).rejects.toThrow(DatabaseInUseError);
      await release();
    }, 15_000);

    it('calls onLost (the server stops) when another process took it meanwhile', async () => {
      const dataDir = tempDataDir();
      const lost = vi.fn();
      const release = await lockDataDir(dataDir, lost, FAST);
      rmSync(lockPath(dataDir), { recursive: true });
      const other = await lockDataDir(dataDir, () => {}, FAST);
      await waitFor(() => lost.mock.calls.length > 0);
      expect(lost.mock.calls[0]![0]).toBeInstanceOf(DatabaseInUseError);
      await other();
      await release().catch(() => {}); // its lock is gone: nothing left to release
    }, 15_000);
  });

  it('refuses while another process holds it, and recovers once that process is killed', async () => {
    const dataDir = tempDataDir();
    const holder = spawn(
      process.execPath,
      // 'open' once its lock has been refreshed after the open: on a loaded CI machine the lock went
      // stale while the holder was still starting (its last refresh more than 10 s old when it said
      // 'open'), and this process took it, which is what the lock allows for a crashed holder.
      ['--import', 'tsx', '-e', `const { openDatabase } = await import(${JSON.stringify(join(import.meta.dirname, 'database.ts'))}); await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); setTimeout(() => console.log('open'), 2500); setInterval(() => {}, 1000);`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((ready, fail) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && ready());
      holder.on('exit', (code) => fail(new Error(`holder exited with ${code}`)));
    });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseInUseError);
    holder.kill('SIGKILL');
    await new Promise((exited) => holder.once('exit', exited));
    // The killed process's lock goes stale after 10 s; then the directory opens, its data intact.
    const started = Date.now();
    let reopened;
    while (!reopened) {
      reopened = await openDatabase({ dataDir }).catch((error: unknown) => {
        if (!(error instanceof DatabaseInUseError) || Date.now() - started > 15_000) throw error;
        return new Promise<undefined>((wait) => setTimeout(() => wait(undefined), 500));
      });
    }
    expect(await isDatabaseReady(reopened.db)).toBe(true);
    await reopened.close();
  }, 60_000);
});

describe('the database from the environment', () => {
  it('is Postgres when DATABASE_URL is set, PGlite under DATA_DIR otherwise', () => {
    expect(databaseOptionsFromEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5433/lingo' })).toEqual({ url: 'postgres://u@127.0.0.1:5433/lingo', poolMax: 5 });
    expect(databaseOptionsFromEnv({ DATABASE_URL: 'postgres://u@h/l', DATABASE_POOL_MAX: '12' }).poolMax).toBe(12);
    expect(() => databaseOptionsFromEnv({ DATABASE_URL: 'postgres://u@h/l', DATABASE_POOL_MAX: '1' })).toThrow('DATABASE_POOL_MAX must be a whole number from 2 to 100, not "1".');
    expect(databaseOptionsFromEnv({ DATA_DIR: '/srv/lingo' })).toEqual({ dataDir: '/srv/lingo/pglite' });
    expect(databaseOptionsFromEnv({}).dataDir).toMatch(/\.data\/pglite$/);
  });
});

// Runs against a real Postgres when there is one (TEST_DATABASE_URL or the unit suite's own; docs/operating.md, "Database and API").
describe.skipIf(!postgresAvailable)('a Postgres server', () => {
  it('opens migrated through the same migrations', async () => {
    const fresh = await freshPostgresDatabase();
    const open = await openDatabase({ url: fresh.url });
    expect(open.kind).toBe('postgres');
    expect(await isDatabaseReady(open.db)).toBe(true);
    const migrations = await open.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(migrations.rows).toEqual([{ n: MIGRATION_COUNT }]);
    await open.close();
    await fresh.drop();
  });

  it('migrates once when several servers start at once on an empty database (issue 21)', async () => {
    const fresh = await freshPostgresDatabase();
    const opened = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url: fresh.url })));
    const migrations = await opened[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(migrations.rows).toEqual([{ n: MIGRATION_COUNT }]);
    await Promise.all(opened.map((open) => open.close()));
    await fresh.drop();
  }, 30_000);
});
