// Events at scale (issue 65): the months' tables made ahead, an event that crosses into the next
// month, one that no month holds yet (kept, then moved into its month), retention by dropping
// months, and a period's query reading only its months; on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { databaseTargets, postgresAvailable } from '../../tests/postgres.ts';
import type { OpenDatabase } from '../database/index.ts';
import { expireEvents, monthOfPartition, monthsExpired, monthsToHave, partitionNames, prepareMonths } from './partitions.ts';

describe('months', () => {
  it('are named and bounded in UTC', () => {
    expect(monthOfPartition('analytics_event_2026_12')).toEqual({ name: 'analytics_event_2026_12', from: new Date('2026-12-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') });
    for (const other of ['analytics_event_default', 'analytics_event', 'analytics_event_2026_1', 'analytics_event_2026_12_old']) expect(monthOfPartition(other)).toBeUndefined();
  });

  it('are made for the current month and the two after it, across a year', () => {
    expect(monthsToHave(new Date('2026-11-30T23:59:59.999Z')).map((month) => month.name)).toEqual(['analytics_event_2026_11', 'analytics_event_2026_12', 'analytics_event_2027_01']);
    expect(monthsToHave(new Date('2026-12-01T00:00:00Z')).map((month) => month.name)).toEqual(['analytics_event_2026_12', 'analytics_event_2027_01', 'analytics_event_2027_02']);
  });

  it('expire when all of their days are older than the cut-off', () => {
    const names = ['analytics_event_default', 'analytics_event_2025_10', 'analytics_event_2025_11', 'analytics_event_2025_12'];
    expect(monthsExpired(names, new Date('2025-12-01T00:00:00Z')).map((month) => month.name)).toEqual(['analytics_event_2025_10', 'analytics_event_2025_11']);
    expect(monthsExpired(names, new Date('2025-11-30T23:59:59Z')).map((month) => month.name)).toEqual(['analytics_event_2025_10']);
  });
});

describe.each(databaseTargets('partitions'))('the events table on %s', (engine, open) => {
  let database: OpenDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  const insertAt = (at: string, name = 'page_viewed') =>
    database.db.execute(sql`insert into analytics_event (received_at, visitor_id, name, path, locale, props) values (${at}, 'v', ${name}, '/', 'en', '{}'::jsonb)`);
  const partitionOf = async (at: string) =>
    String(((await database.db.execute(sql`select tableoid::regclass::text as part from analytics_event where received_at = ${at}`)).rows[0] as { part: string }).part);
  const count = async () => Number(((await database.db.execute(sql`select count(*)::int as n from analytics_event`)).rows[0] as { n: number }).n);

  it('starts with this month, the next two and a default for any other', async () => {
    const names = await partitionNames(database.db);
    expect(names).toContain('analytics_event_default');
    for (const month of monthsToHave(new Date())) expect(names).toContain(month.name);
  });

  it('puts an event in its month, the last millisecond of one and the first of the next', async () => {
    await prepareMonths(database, new Date('2031-05-15T12:00:00Z'));
    await insertAt('2031-06-30T23:59:59.999Z');
    await insertAt('2031-07-01T00:00:00.000Z');
    expect(await partitionOf('2031-06-30T23:59:59.999Z')).toBe('analytics_event_2031_06');
    expect(await partitionOf('2031-07-01T00:00:00.000Z')).toBe('analytics_event_2031_07');
  });

  it('keeps an event no month holds yet, and moves it into its month when the month is made', async () => {
    await insertAt('2032-01-10T08:00:00Z');
    expect(await partitionOf('2032-01-10T08:00:00Z')).toBe('analytics_event_default');
    expect(await prepareMonths(database, new Date('2031-12-20T00:00:00Z'))).toEqual(['analytics_event_2031_12', 'analytics_event_2032_01', 'analytics_event_2032_02']);
    expect(await partitionOf('2032-01-10T08:00:00Z')).toBe('analytics_event_2032_01');
    expect(await count()).toBe(1);
    expect(await prepareMonths(database, new Date('2031-12-20T00:00:00Z'))).toEqual([]);
  });

  it.runIf(engine === 'PostgreSQL' && postgresAvailable)('lets instances make the same months at once', async () => {
    const made = await Promise.all(Array.from({ length: 4 }, () => prepareMonths(database, new Date('2033-03-03T00:00:00Z'))));
    expect(made.flat().sort()).toEqual(['analytics_event_2033_03', 'analytics_event_2033_04', 'analytics_event_2033_05']);
  });

  it('drops the months wholly expired and deletes the expired rows of the month the cut-off falls in', async () => {
    await prepareMonths(database, new Date('2030-01-05T00:00:00Z'));
    await prepareMonths(database, new Date('2030-03-05T00:00:00Z'));
    for (const at of ['2030-01-02T00:00:00Z', '2030-01-31T00:00:00Z', '2030-02-10T00:00:00Z', '2030-02-20T00:00:00Z', '2030-03-01T00:00:00Z']) await insertAt(at);
    // 30 days before 2030-03-12: the cut-off is 2030-02-10 00:00, inside February.
    const expired = await expireEvents(database, 30, new Date('2030-03-12T00:00:00Z'));
    expect(expired.monthsDropped).toContain('analytics_event_2030_01');
    expect(expired.monthsDropped).not.toContain('analytics_event_2030_02');
    expect(expired.rowsDeleted).toBe(0);
    const names = await partitionNames(database.db);
    expect(names).not.toContain('analytics_event_2030_01');
    expect(names).toContain('analytics_event_2030_02');
    expect(await count()).toBe(3);
    const later = await expireEvents(database, 30, new Date('2030-03-15T00:00:00Z'));
    expect(later).toEqual({ monthsDropped: [], rowsDeleted: 1 });
    expect(await count()).toBe(2);
  });

  it('deletes an expired event kept in the default partition', async () => {
    await insertAt('2001-01-01T00:00:00Z');
    expect(await partitionOf('2001-01-01T00:00:00Z')).toBe('analytics_event_default');
    expect((await expireEvents(database, 395)).rowsDeleted).toBe(1);
    expect(await count()).toBe(0);
  });

  it('reads only the months of a period', async () => {
    await prepareMonths(database, new Date('2034-01-01T00:00:00Z'));
    const plan = (await database.db.execute(sql`explain select count(*) from analytics_event where name = 'page_viewed'
      and received_at >= '2034-02-03T00:00:00Z' and received_at < '2034-02-10T00:00:00Z'`)).rows
      .map((row) => String(Object.values(row as Record<string, unknown>)[0]))
      .join('\n');
    expect([...new Set(plan.match(/analytics_event_(\d{4}_\d{2}|default)/g))]).toEqual(['analytics_event_2034_02']);
  });
});
