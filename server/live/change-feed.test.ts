// @vitest-environment node
import pg from 'pg';
import { freshPostgresDatabase, postgresAvailable } from '../../tests/postgres.ts';
import { NOTIFY_MAX_BYTES, notifyPayload, postgresChangeFeed } from './change-feed.ts';

describe('a change as a NOTIFY payload', () => {
  it('is bounded in bytes, not characters: a change too long to name is every page, described short', () => {
    const path = `/uk/${'ї'.repeat(2_600)}`; // 2,604 characters, 5,203 bytes
    const keys = [`page@uk:${path}`, `page@en:${path}`];
    const payload = notifyPayload(keys, `the page ${path} (uk)`);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    const { keys: sent, why } = JSON.parse(payload) as { keys: string[]; why: string };
    expect(sent).toEqual(['*@*']);
    expect(why).toMatch(/^the page \/uk\/ї+…$/);
    expect([...why]).toHaveLength(201);
    // A change that fits goes whole.
    expect(JSON.parse(notifyPayload(['page@uk:/faq'], 'the page /uk/faq (uk)'))).toEqual({ keys: ['page@uk:/faq'], why: 'the page /uk/faq (uk)' });
  });
});

describe.skipIf(!postgresAvailable)('the change feed on PostgreSQL', () => {
  it('tells every instance, the announcing one included, what one of them was told', async () => {
    const { url, drop } = await freshPostgresDatabase();
    const heard: Array<[string, readonly string[], string]> = [];
    const first = await postgresChangeFeed(url, (keys, why) => heard.push(['first', keys, why]));
    const second = await postgresChangeFeed(url, (keys, why) => heard.push(['second', keys, why]));
    await first.announce(['page@en:/faq', 'pages@en'], 'the page /faq (en), and the lists of pages');
    for (let waited = 0; heard.length < 2 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard.sort()).toEqual([
      ['first', ['page@en:/faq', 'pages@en'], 'the page /faq (en), and the lists of pages'],
      ['second', ['page@en:/faq', 'pages@en'], 'the page /faq (en), and the lists of pages'],
    ]);
    // A path of 2,600 Cyrillic letters: under 7,900 characters but over 8,000 bytes.
    heard.length = 0;
    const path = `/uk/${'ї'.repeat(2_600)}`;
    await first.announce([`page@uk:${path}`, `page@en:${path}`], `the page ${path} (uk)`);
    for (let waited = 0; heard.length < 2 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard.map(([instance, keys]) => [instance, keys]).sort()).toEqual([
      ['first', ['*@*']],
      ['second', ['*@*']],
    ]);
    await first.close();
    await second.close();
    await drop();
  });

  it('tells every instance to render every page once it is back, when one could not announce a change meanwhile', async () => {
    const { url, drop } = await freshPostgresDatabase();
    const heard: Array<[string, readonly string[]]> = [];
    const lines: string[] = [];
    const first = await postgresChangeFeed(url, (keys) => heard.push(['first', keys]), (line) => lines.push(line));
    const second = await postgresChangeFeed(url, (keys) => heard.push(['second', keys]));
    // The first instance's connection is cut (a restarted PostgreSQL, a network fault).
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%' and backend_start = (select min(backend_start) from pg_stat_activity where datname = current_database() and query ilike 'listen%')`);
    await admin.end();
    for (let waited = 0; lines.length === 0 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines[0]).toMatch(/^\[live\] the change feed lost PostgreSQL/);
    // The webhook reaches it now: it cannot tell the others (webhook.ts publishes it there alone).
    await expect(first.announce(['page@en:/faq'], 'the page /faq (en)')).rejects.toThrow('not connected');
    for (let waited = 0; heard.length < 2 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard.sort()).toEqual([
      ['first', ['*@*']],
      ['second', ['*@*']],
    ]);
    await first.close();
    await second.close();
    await drop();
  }, 20_000);
});
