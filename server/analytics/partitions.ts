// Events at scale (issue 65): analytics_event is partitioned by the month of received_at, in UTC
// (migration 0012). Each month is a table of its own, `analytics_event_2026_12`, made two months
// ahead; an event no month holds yet (a clock far off, months without maintenance) lands in
// `analytics_event_default`, and is moved into its month when that month is made. Retention drops
// a month once all of it has expired; in the month the cut-off falls in, rows are deleted, a few
// hours' worth each sweep. The same SQL runs on PGlite and PostgreSQL.
import { sql, type SQL } from 'drizzle-orm';
import type { OpenDatabase } from '../database/index.ts';
import { logMessage } from '../log.ts';
import { countDeleted } from './collect.ts';

const TABLE = 'analytics_event';
const DEFAULT_PARTITION = `${TABLE}_default`;
/** Months made ahead of the current one: a missed month of maintenance still finds its table. */
export const MONTHS_AHEAD = 2;

export interface Month {
  name: string;
  from: Date;
  to: Date;
}

const MONTH_NAME = new RegExp(`^${TABLE}_(\\d{4})_(\\d{2})$`);

const monthStarting = (year: number, monthIndex: number): Month => {
  const from = new Date(Date.UTC(year, monthIndex, 1));
  const to = new Date(Date.UTC(year, monthIndex + 1, 1));
  return { name: `${TABLE}_${from.getUTCFullYear()}_${String(from.getUTCMonth() + 1).padStart(2, '0')}`, from, to };
};

/** The month a partition's name says, or undefined for any other table (the default partition among them). */
export function monthOfPartition(name: string): Month | undefined {
  const match = MONTH_NAME.exec(name);
  return match ? monthStarting(Number(match[1]), Number(match[2]) - 1) : undefined;
}

/** The current month of `now` (UTC) and the ones after it that should already exist. */
export function monthsToHave(now: Date, ahead = MONTHS_AHEAD): Month[] {
  return Array.from({ length: ahead + 1 }, (_, step) => monthStarting(now.getUTCFullYear(), now.getUTCMonth() + step));
}

/** The partitions whose whole month is older than the cut-off. */
export const monthsExpired = (names: readonly string[], cutoff: Date): Month[] =>
  names.flatMap((name) => monthOfPartition(name) ?? []).filter((month) => month.to <= cutoff);

/** Any number unique to this app: instances making months take turns. */
const PARTITION_LOCK = 7_246_065;

/**
 * A month's table waits at most this long for the parent's lock (a long report query holds it):
 * past it, the step gives up and the next hour's sweep tries again, rather than queueing the
 * inserts behind itself.
 */
const LOCK_TIMEOUT = '5s';

/** The database or a transaction: what runs a statement. */
interface Executor {
  execute(query: SQL): Promise<{ rows: unknown[] }>;
}

/** The partitions' names, the default one among them. */
export async function partitionNames(executor: Executor): Promise<string[]> {
  const result = await executor.execute(sql`select child.relname as name from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid join pg_class parent on parent.oid = pg_inherits.inhparent
    where parent.relname = ${TABLE} order by 1`);
  return result.rows.map((row) => String((row as { name: string }).name));
}

/**
 * Makes the current month's table and the next ones that are missing; returns their names. Rows
 * the default partition holds for a new month go into it in the same transaction (a month cannot
 * be attached while the default holds rows of its range).
 */
export async function prepareMonths({ db }: OpenDatabase, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    const existing = new Set(await partitionNames(tx));
    const made: string[] = [];
    for (const month of monthsToHave(now).filter((candidate) => !existing.has(candidate.name))) {
      const table = sql.identifier(month.name);
      const [from, to] = [month.from.toISOString(), month.to.toISOString()];
      await tx.execute(sql`create table ${table} (like ${sql.identifier(TABLE)} including defaults including constraints)`);
      await tx.execute(sql`with moved as (delete from ${sql.identifier(DEFAULT_PARTITION)} where received_at >= ${from} and received_at < ${to} returning *)
        insert into ${table} select * from moved`);
      await tx.execute(sql`alter table ${sql.identifier(TABLE)} attach partition ${table} for values from (${sql.raw(`'${from}'`)}) to (${sql.raw(`'${to}'`)})`);
      made.push(month.name);
    }
    return made;
  });
}

/** Rows one deletion removes at most, so a first sweep of a large month never holds a long lock. */
const SWEEP_CHUNK = 10_000;

/**
 * Drops the months wholly older than the retention period, then deletes the expired rows left (in
 * the month the cut-off falls in, and in the default partition). Returns what went.
 */
export async function expireEvents(database: OpenDatabase, retentionDays: number, now = new Date()): Promise<{ monthsDropped: string[]; rowsDeleted: number }> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 3600 * 1000);
  const monthsDropped: string[] = [];
  for (const month of monthsExpired(await partitionNames(database.db), cutoff)) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
      await tx.execute(sql`drop table if exists ${sql.identifier(month.name)}`);
    });
    monthsDropped.push(month.name);
  }
  let rowsDeleted = 0;
  for (;;) {
    const deleted = await countDeleted(
      database,
      sql`delete from analytics_event where received_at < ${cutoff.toISOString()}
        and (id, received_at) in (select id, received_at from analytics_event where received_at < ${cutoff.toISOString()} limit ${SWEEP_CHUNK})`,
    );
    rowsDeleted += deleted;
    if (deleted < SWEEP_CHUNK) return { monthsDropped, rowsDeleted };
  }
}

/** Hourly; every instance sweeps (each step is idempotent, and one with nothing to do costs a catalog read and an index probe). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Makes the months ahead and expires the old, now and every hour until stopped; stopping waits for
 * a sweep under way (before the database closes). A failed step says why and waits for the next hour:
 * with two months made ahead, and the default partition behind them, no insert depends on one sweep.
 */
export function maintainEvents(database: OpenDatabase, retentionDays: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () =>
    (running = (async () => {
      try {
        const made = await prepareMonths(database);
        if (made.length) console.log(`[analytics] months made for the events: ${made.join(', ')}`);
      } catch (error) {
        console.warn(`[analytics] the events' next months were not made this time: ${logMessage(error)}`);
      }
      try {
        const { monthsDropped, rowsDeleted } = await expireEvents(database, retentionDays);
        if (monthsDropped.length) console.log(`[analytics] months older than ${retentionDays} days dropped: ${monthsDropped.join(', ')}`);
        if (rowsDeleted) console.log(`[analytics] ${rowsDeleted} events older than ${retentionDays} days deleted`);
      } catch (error) {
        console.warn(`[analytics] expired events not deleted this time: ${logMessage(error)}`);
      }
    })());
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
