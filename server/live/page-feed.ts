// Every instance serves what any one of them published (issue 43): a committed batch is announced
// on PostgreSQL's NOTIFY when its transaction commits (page-store.ts), and each instance LISTENs
// on one connection of its own and reads the list of pages again. A lost connection is taken
// again; what was committed while it was down is not known, so the list is read again once it is
// back. On the embedded database one instance commits and reloads by itself.
import pg from 'pg';
import { logMessage } from '../log.ts';
import { PAGES_CHANNEL } from './page-store.ts';

export interface PageFeed {
  close(): Promise<void>;
}

export async function postgresPageFeed(url: string, onCommitted: () => Promise<void>, log: (line: string) => void = (line) => console.warn(line)): Promise<PageFeed> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 1_000;
  const reload = () => onCommitted().catch((error: unknown) => log(`[live] the list of pages could not be read again (${logMessage(error)}): pages stay as they were until the next batch`));

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === PAGES_CHANNEL) void reload();
    });
    next.on('error', (error) => {
      if (closed || client !== next) return;
      client = undefined;
      log(`[live] the page feed lost PostgreSQL (${logMessage(error)}): connecting again in ${retryMs / 1000} s`);
      setTimeout(() => void reconnect(), retryMs);
    });
    await next.connect();
    await next.query(`listen ${PAGES_CHANNEL}`);
    client = next;
  }

  async function reconnect() {
    if (closed) return;
    try {
      await connect();
      retryMs = 1_000;
      await reload();
    } catch (error) {
      retryMs = Math.min(retryMs * 2, 30_000);
      log(`[live] the page feed cannot reach PostgreSQL (${logMessage(error)}): trying again in ${retryMs / 1000} s`);
      setTimeout(() => void reconnect(), retryMs);
    }
  }

  await connect();
  return {
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
