// Every instance publishes what any one of them is told. The CMS's webhook reaches one instance
// (through the load balancer); on PostgreSQL that instance NOTIFYs the channel every instance
// LISTENs on, itself included, and each renders the change into its own pages. On the embedded
// database there is one instance, which is told directly. A lost connection is taken again; what
// was announced while it was down is unknown, so every page is rendered again once it is back: on
// this instance, or on every one when this one could not announce a change meanwhile.
import pg from 'pg';
import { contentKey, type ContentKey } from '../../domain/content/dependencies.ts';
import { logMessage } from '../log.ts';

export type OnChange = (keys: readonly ContentKey[], why: string) => void;

export interface ChangeFeed {
  announce(keys: readonly ContentKey[], why: string): Promise<void>;
  close(): Promise<void>;
}

export const CHANGE_CHANNEL = 'cms_changes';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (bytes: "/uk/…" in Cyrillic is two per letter). */
export const NOTIFY_MAX_BYTES = 7_999;
/** What is kept of a change's description when its keys are too many to name. */
const SHORT_WHY_CHARACTERS = 200;

/**
 * A change as one NOTIFY payload, within the limit whatever it names: when its keys do not fit,
 * every page (`*`), with the description cut short, so the other instances still render it
 * (issue #41: a long path's change was refused whole and reached one instance).
 */
export function notifyPayload(keys: readonly ContentKey[], why: string): string {
  const whole = JSON.stringify({ keys, why });
  if (Buffer.byteLength(whole) <= NOTIFY_MAX_BYTES) return whole;
  const characters = [...why];
  const short = characters.length > SHORT_WHY_CHARACTERS ? `${characters.slice(0, SHORT_WHY_CHARACTERS).join('')}…` : why;
  return JSON.stringify({ keys: [contentKey('*', '*')], why: short });
}

export const localChangeFeed = (onChange: OnChange): ChangeFeed => ({
  announce: async (keys, why) => onChange(keys, why),
  close: async () => {},
});

export async function postgresChangeFeed(url: string, onChange: OnChange, log: (line: string) => void = (line) => console.warn(line)): Promise<ChangeFeed> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 1_000;
  /** A change this instance could not announce: once connected again, every instance renders every page. */
  let unannounced = false;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
      try {
        const { keys, why } = JSON.parse(message.payload) as { keys: ContentKey[]; why: string };
        onChange(keys, why);
      } catch (error) {
        log(`[live] a change on ${CHANGE_CHANNEL} could not be read: ${logMessage(error)}`);
      }
    });
    next.on('error', (error) => {
      if (closed || client !== next) return;
      client = undefined;
      log(`[live] the change feed lost PostgreSQL (${logMessage(error)}): connecting again in ${retryMs / 1000} s`);
      setTimeout(() => void reconnect(), retryMs);
    });
    await next.connect();
    await next.query(`listen ${CHANGE_CHANNEL}`);
    client = next;
  }

  async function reconnect() {
    if (closed) return;
    try {
      await connect();
      retryMs = 1_000;
      const why = 'the change feed is back: what changed while it was away is not known';
      if (unannounced) {
        await client!.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, notifyPayload([contentKey('*', '*')], why)]);
        unannounced = false;
      } else onChange([contentKey('*', '*')], why);
    } catch (error) {
      retryMs = Math.min(retryMs * 2, 30_000);
      log(`[live] the change feed cannot reach PostgreSQL (${logMessage(error)}): trying again in ${retryMs / 1000} s`);
      setTimeout(() => void reconnect(), retryMs);
    }
  }

  await connect();
  return {
    async announce(keys, why) {
      try {
        if (!client) throw new Error('the change feed is not connected to PostgreSQL');
        await client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, notifyPayload(keys, why)]);
      } catch (error) {
        // The caller publishes it here (webhook.ts); the others hear of it when the feed is back.
        unannounced = true;
        throw error;
      }
    },
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
