#!/usr/bin/env node
// `npm run bench:report` (issue 65, events at scale): the operators' report over a year of events
// in PostgreSQL. A throwaway cluster (the machine's, fsync on) is filled with BENCH_DAYS days of
// BENCH_EVENTS_PER_DAY events each (page views, exposures, field speed, the onboarding, clicks;
// 2,000 visitors a day), then the report of the last 28 days is read five times: the figures are
// its time (first, median of the rest), the table's size and how many of its tables (the months,
// once partitioned) the period's query plans; last, the oldest 60 days expire, timed, with the
// size left.
import { startPostgres } from './postgres-server.mjs';

export async function benchReport({
  days = Number(process.env.BENCH_DAYS ?? 395),
  eventsPerDay = Number(process.env.BENCH_EVENTS_PER_DAY ?? 5_000),
} = {}) {
  const postgres = await startPostgres(undefined, { fsync: true });
  const { openDatabase } = await import('../server/database/index.ts');
  const { analyticsReport } = await import('../server/analytics/report.ts');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase({ url: postgres.url });
  try {
    const end = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
    const start = new Date(end.getTime() - days * 86_400_000);
    const total = days * eventsPerDay;
    const secondsApart = Math.floor(86_400 / eventsPerDay);
    console.log(`Filling ${total.toLocaleString('en')} events over ${days} days…`);
    const filling = performance.now();
    // The months the hourly maintenance would have made as the year went by.
    const partitions = await import('../server/analytics/partitions.ts').catch(() => null);
    for (let month = new Date(start); month < end; month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))) await partitions?.prepareMonths(database, month);
    // One statement per day's worth of 30 days, so a failure says where and memory stays small.
    for (let first = 0; first < days; first += 30) {
      const last = Math.min(days, first + 30);
      await database.db.execute(sql`insert into analytics_event (received_at, visitor_id, name, path, locale, country, props)
        select ${start.toISOString()}::timestamptz + (g / ${eventsPerDay}) * interval '1 day' + (g % ${eventsPerDay}) * ${secondsApart} * interval '1 second',
          'v-' || (g / ${eventsPerDay}) || '-' || (g % 2000),
          (array['page_viewed','page_viewed','page_viewed','page_viewed','page_viewed','page_viewed','gen_joined_ab_test','web_vital','web_vital','onboarding_started','onboarding_completed','gen_clicked_cta'])[1 + (g * 7) % 12],
          (array['/plans','/','/blog/ten-minutes-a-day','/past-tense-of/swim'])[1 + g % 4], 'en', 'US',
          case (g * 7) % 12
            when 6 then jsonb_build_object('experiment', 'plan_hero', 'variant', (array['a','b'])[1 + (g / 3) % 2])
            when 7 then jsonb_build_object('metric', 'LCP', 'value', 1000 + g % 3000, 'device', 'phone')
            when 8 then jsonb_build_object('metric', 'INP', 'value', 50 + g % 400, 'device', 'desktop')
            when 9 then jsonb_build_object('total', 5)
            when 10 then jsonb_build_object('plan', 'plus', 'language', 'english', 'level', 'A1', 'format', 'app')
            when 11 then jsonb_build_object('place', 'banner', 'text', 'Start')
            else jsonb_build_object('device', 'phone', 'entry', g % 5 = 0)
          end
        from generate_series(${first * eventsPerDay}::bigint, ${last * eventsPerDay - 1}::bigint) g`);
    }
    await database.db.execute(sql`analyze analytics_event`);
    const fillSeconds = (performance.now() - filling) / 1000;
    const sizeNow = async () =>
      (await database.db.execute(sql`select pg_size_pretty(sum(pg_total_relation_size(c.oid))) as size from pg_class c
        where c.relname = 'analytics_event' or c.oid in (select inhrelid from pg_inherits join pg_class p on p.oid = inhparent where p.relname = 'analytics_event')`)).rows[0].size;
    const size = await sizeNow();
    const period = { from: new Date(end.getTime() - 28 * 86_400_000), to: end };
    const plan = (await database.db.execute(sql`explain select count(*) from analytics_event where received_at >= ${period.from.toISOString()} and received_at < ${period.to.toISOString()}`)).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
    // The tables scanned (a bitmap index scan names its index, not a table).
    const tablesRead = new Set([...plan.matchAll(/ on (analytics_event\w*)/g)].map((match) => match[1]).filter((name) => !/_(idx|pkey)$/.test(name))).size;
    const definitions = [{ key: 'plan_hero', variants: [{ key: 'a', weight: 1 }, { key: 'b', weight: 1 }], goals: ['onboarding_completed'] }];
    const times = [];
    for (let run = 0; run < 5; run++) {
      const began = performance.now();
      const report = await analyticsReport(database, period, definitions);
      times.push(performance.now() - began);
      if (run === 0) console.log(`report: ${report.visitors.toLocaleString('en')} visitors, ${report.pageViews.toLocaleString('en')} page views in 28 days`);
    }
    const rest = times.slice(1).sort((a, b) => a - b);
    // Retention: the oldest 60 days expire (as when ANALYTICS_RETENTION_DAYS shortens it), by
    // dropping months where the table has them, else by deleting rows.
    const expire = partitions
      ? () => partitions.expireEvents(database, days - 60, end)
      : async () => ({ monthsDropped: [], rowsDeleted: await (await import('../server/analytics/collect.ts')).deleteExpiredEvents(database, days - 60, end) });
    const expiring = performance.now();
    const expired = await expire();
    const expireSeconds = (performance.now() - expiring) / 1000;
    const sizeAfter = await sizeNow();
    const figures = {
      events: total,
      fillSeconds: Number(fillSeconds.toFixed(1)),
      size,
      tablesRead,
      firstMs: Math.round(times[0]),
      medianMs: Math.round(rest[Math.floor(rest.length / 2)]),
      expireSeconds: Number(expireSeconds.toFixed(2)),
      monthsDropped: expired.monthsDropped.length,
      rowsDeleted: expired.rowsDeleted,
      sizeAfter,
    };
    console.log(`
events              ${total.toLocaleString('en')} over ${days} days (filled in ${figures.fillSeconds} s), ${size} with indexes
a period's query    reads ${tablesRead} table${tablesRead === 1 ? '' : 's'} for the last 28 days
report (28 days)    first ${figures.firstMs} ms, median of the next four ${figures.medianMs} ms
retention (-60 d)   ${figures.monthsDropped} month${figures.monthsDropped === 1 ? '' : 's'} dropped, ${figures.rowsDeleted.toLocaleString('en')} rows deleted, in ${figures.expireSeconds} s; ${sizeAfter} left`);
    return figures;
  } finally {
    await database.close();
    postgres.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReport();
