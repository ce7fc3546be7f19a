// The publishing work as jobs (issue 43), one interface over two engines: pg-boss on PostgreSQL,
// where every instance works the same queues and a job is taken by one of them (a job whose
// instance died is failed by its expiry and retried elsewhere); on the embedded database, which one
// process opens, an in-process queue. Neither holds state the store does not: what a job was
// doing can always be found again from the tables (publisher.ts resumes it at start).
import { PgBoss } from 'pg-boss';
import type pg from 'pg';
import { logMessage } from '../log.ts';

export type QueueName = 'publish-plan' | 'publish-render';

export interface QueueTiming {
  /** A job still running after this long is taken for dead and retried (pg-boss's expiry). */
  expireSeconds: Record<QueueName, number>;
  /** How often an instance fails the expired jobs (pg-boss's supervision and its queues' monitoring). */
  superviseSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
}

export const QUEUE_TIMING: QueueTiming = {
  // A plan reads the CMS's list of pages; a render is one page (about 0.2 s, seconds on a slow CMS).
  expireSeconds: { 'publish-plan': 120, 'publish-render': 60 },
  superviseSeconds: 15,
  retryLimit: 8,
  retryDelaySeconds: 15,
};

export interface JobQueue {
  /** New jobs; a plan is one job however many are asked for while one waits. */
  send(queue: QueueName, jobs: readonly object[]): Promise<void>;
  /** This instance takes jobs of the queue, one at a time; a handler that throws has its job retried later. */
  work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
  /** Settles when no job is waiting or running here (the in-process queue; tests). */
  idle(): Promise<void>;
}

/** Any number unique to this app: the advisory lock instances set the queue up under. */
const QUEUE_SETUP_LOCK = 7_246_002;

/**
 * pg-boss's schema. pg-boss 10 kept its jobs in `pgboss`; 11 and later cannot migrate that schema
 * (its jobs moved to per-queue tables), so 12 has a schema of its own. Nothing needs moving: a job
 * only points at `content_change` and `publish_batch` rows, which every instance takes up again at
 * start (publisher.ts). Instances of the older release drain `pgboss` until they stop; then an
 * operator drops it (docs/deploy.md, "Moving to pg-boss 12").
 */
export const JOB_SCHEMA = 'publish_jobs';

/** pg-boss over the site's own pool: no connection of its own (the connection budget, docs/operating.md). */
export async function pgBossQueue(pool: pg.Pool, timing: QueueTiming = QUEUE_TIMING, log: (line: string) => void = (line) => console.warn(line)): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
    schema: JOB_SCHEMA,
    supervise: true,
    schedule: false,
    superviseIntervalSeconds: timing.superviseSeconds,
    monitorIntervalSeconds: timing.superviseSeconds,
  });
  boss.on('error', (error) => log(`[live] the job queue: ${logMessage(error)}`));
  // Instances starting at once on an empty database would each create pg-boss's schema (one dies
  // on pg_namespace_nspname_index, as drizzle's did): they take turns, as for the migrations.
  const setup = await pool.connect();
  try {
    await setup.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
    await boss.start();
    for (const name of ['publish-plan', 'publish-render'] as const) {
      const options = { retryLimit: timing.retryLimit, retryDelay: Math.max(1, Math.ceil(timing.retryDelaySeconds)), retryBackoff: true, expireInSeconds: timing.expireSeconds[name] };
      // A plan waiting is enough however many changes arrive: it reads them all (stately: one waiting, one running).
      // A queue's policy is set when it is made and never changes.
      if (await boss.getQueue(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, { ...options, policy: name === 'publish-plan' ? 'stately' : 'standard' });
    }
  } finally {
    await setup.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => {});
    setup.release();
  }
  return {
    async send(queue, jobs) {
      if (jobs.length === 1) await boss.send(queue, jobs[0]!);
      else if (jobs.length > 1) await boss.insert(queue, jobs.map((data) => ({ data })));
    },
    async work(queue, handler) {
      // pg-boss waits out its polling interval after every fetch, found a job or not: one page
      // rendered a second (a header's publish of 146 pages took 2.5 minutes on PostgreSQL). A
      // worker that found a job fetches again at once; one that found none waits. One job a fetch,
      // so every instance takes its share of a batch.
      const worker = await boss.work(queue, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
        await handler(job!.data as never);
        boss.notifyWorker(worker);
      });
    },
    stop: () => boss.stop({ graceful: true, close: false, timeout: 10_000 }),
    idle: async () => {},
  };
}

/** The embedded database's queue: jobs in this process, retried with the same limits. */
export function inProcessQueue(timing: QueueTiming = QUEUE_TIMING, log: (line: string) => void = (line) => console.warn(line)): JobQueue {
  const waiting = new Map<QueueName, { data: object; attempt: number }[]>([
    ['publish-plan', []],
    ['publish-render', []],
  ]);
  const handlers = new Map<QueueName, (data: object) => Promise<void>>();
  const retries = new Set<NodeJS.Timeout>();
  let running: Promise<void> | undefined;
  let stopped = false;

  function kick() {
    if (running || stopped) return;
    const queue = [...waiting.keys()].find((name) => handlers.has(name) && waiting.get(name)!.length > 0);
    if (!queue) return;
    const job = waiting.get(queue)!.shift()!;
    running = handlers
      .get(queue)!(job.data)
      .catch((error: unknown) => {
        if (job.attempt >= timing.retryLimit) return log(`[live] a ${queue} job failed ${job.attempt + 1} times and is dropped (${logMessage(error)}): the next change takes it up again`);
        const timer = setTimeout(() => {
          retries.delete(timer);
          waiting.get(queue)!.push({ data: job.data, attempt: job.attempt + 1 });
          kick();
        }, timing.retryDelaySeconds * 1000 * 2 ** job.attempt);
        retries.add(timer);
      })
      .finally(() => {
        running = undefined;
        kick();
      });
  }

  return {
    async send(queue, jobs) {
      const list = waiting.get(queue)!;
      // Like pg-boss's stately plan queue: one plan waiting is enough.
      if (queue === 'publish-plan' && list.length > 0) return;
      list.push(...(queue === 'publish-plan' ? jobs.slice(0, 1) : jobs).map((data) => ({ data, attempt: 0 })));
      kick();
    },
    async work(queue, handler) {
      handlers.set(queue, handler as (data: object) => Promise<void>);
      kick();
    },
    async stop() {
      stopped = true;
      for (const timer of retries) clearTimeout(timer);
      await running;
    },
    idle: () =>
      new Promise<void>((resolve) => {
        const check = () => (!running && [...waiting.values()].every((list) => list.length === 0) ? resolve() : setTimeout(check, 10));
        check();
      }),
  };
}
