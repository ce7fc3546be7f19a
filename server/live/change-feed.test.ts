// @vitest-environment node
import { freshPostgresDatabase, postgresAvailable } from '../../tests/postgres.ts';
import { postgresChangeFeed } from './change-feed.ts';

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
    await first.close();
    await second.close();
    await drop();
  });
});
