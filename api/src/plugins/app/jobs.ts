import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { quoteIdent } from '../../db/client';

/**
 * Work done in the background, on a durable queue in the database (pg-boss, on PostgreSQL and on PGlite alike):
 * a job outlives the request that asked for it and the process that was running it. A failed job is retried
 * with backoff where a retry is safe; a job whose process died is taken again once it expires; a sweep runs
 * once per interval across all instances, whichever takes it.
 *
 * Each queue's retry policy, written once. Delays are pg-boss's: `retryDelay` seconds, doubled each time
 * with `retryBackoff` (plus jitter).
 */
export const QUEUES = {
  /** An email through SMTP: a server that is down or refuses is tried again for about two hours. */
  email: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 2 * 60 },
  /** An analytics export (its own table keeps the user's view of it: running, ready, failed). */
  'analytics-export': { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 10 * 60 },
  /** An account's "export all my data". */
  'account-export': { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 10 * 60 },
  /**
   * One publication's attempt (issue 30). Never retried by the queue: the publisher decides what follows from
   * the platform's answer, and an attempt that dies with its process is taken again by the publications sweep.
   */
  publish: { retryLimit: 0, expireInSeconds: 2 * 60 },
  /** The sweeps: each is simply run again on its next interval, so none is retried. */
  'publish-due': { retryLimit: 0, expireInSeconds: 5 * 60 },
  'sweep-rate-limits': { retryLimit: 0, expireInSeconds: 5 * 60 },
  'sweep-recordings': { retryLimit: 0, expireInSeconds: 15 * 60 },
  'sweep-analytics-exports': { retryLimit: 0, expireInSeconds: 5 * 60 },
  'sweep-account-exports': { retryLimit: 0, expireInSeconds: 5 * 60 },
  'sweep-publications': { retryLimit: 0, expireInSeconds: 5 * 60 },
} as const satisfies Record<
  string,
  { retryLimit: number; retryDelay?: number; retryBackoff?: boolean; expireInSeconds: number }
>;

export type QueueName = keyof typeof QUEUES;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** How often an idle worker looks for new jobs; a job sent by this instance wakes its worker at once. */
const POLLING_SECONDS = 2;

export interface SendOptions {
  /** One job per key and time slot across every instance: a second send in the same slot is dropped. */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Seconds from now before the job may run. */
  startAfter?: number;
}

/** What an operator sees of one queue (`npm run jobs`, GET /operator/jobs). */
export interface QueueStatus {
  name: string;
  /** Jobs by state: created, retry, active, completed, cancelled, failed. */
  states: Record<string, number>;
  /** The newest failures kept, with their error. */
  failures: { id: string; failedAt: string; retries: number; error: string }[];
}

/** Which try this is: a handler may record a failure for good on its last. */
export interface Attempt {
  retryCount: number;
  /** No retry follows if this one fails. */
  last: boolean;
}

export interface Jobs {
  /** Queues a job; its id, or null when a singleton of the same slot is already queued. */
  send(name: QueueName, data: object, options?: SendOptions): Promise<string | null>;
  /** Handles the jobs of a queue on this instance (registered before the app is ready). */
  work<T extends object>(name: QueueName, handler: (data: T, attempt: Attempt) => Promise<unknown>): void;
  /**
   * Runs `run` once every `intervalMs` across all instances: each instance offers a job per interval's slot and
   * the queue keeps one. Off when the scheduler is off (SCHEDULER_INTERVAL_MS=0, as in tests).
   */
  every(name: QueueName, intervalMs: number, run: () => Promise<unknown>): void;
  status(): Promise<QueueStatus[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** The queue's status read straight from its tables, for `npm run jobs` without a running server. */
export async function queueStatus(db: Pick<Database, 'query'>, schema: string): Promise<QueueStatus[]> {
  const job = `${quoteIdent(schema)}.job`;
  const counts = await db.query<{ name: string; state: string; count: number }>(
    `SELECT name, state::text AS state, count(*)::int AS count FROM ${job} GROUP BY 1, 2`,
  );
  const failed = await db.query<{ name: string; id: string; failed_at: Date; retries: number; output: unknown }>(
    `SELECT name, id::text, completed_on AS failed_at, retry_count AS retries, output FROM ${job}
     WHERE state = 'failed' ORDER BY completed_on DESC LIMIT 50`,
  );
  return QUEUE_NAMES.map((name) => ({
    name,
    states: Object.fromEntries(counts.filter((row) => row.name === name).map((row) => [row.state, row.count])),
    failures: failed
      .filter((row) => row.name === name)
      .slice(0, 5)
      .map((row) => ({
        id: row.id,
        failedAt: new Date(row.failed_at).toISOString(),
        retries: row.retries,
        error: errorText(row.output),
      })),
  }));
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output)
    return String((output as { message: unknown }).message);
  return output === null || output === undefined ? '' : JSON.stringify(output).slice(0, 500);
}

/** Options every pg-boss of this app is made with: the sweeps and maintenance run, its own cron scheduler does not. */
const bossOptions = (db: Database, schema: string) => ({
  db: db.jobsDb as PgBoss.Db,
  schema,
  supervise: true,
  schedule: false,
  migrate: true,
});

/**
 * Starts pg-boss, installing its schema and this app's queues if they are missing. Instances starting together
 * take turns: pg-boss's own install deadlocks when two create the same queue at once.
 */
async function startBoss(boss: PgBoss, db: Database, schema: string): Promise<void> {
  await db.exclusive(`brandcast queue install ${schema}`, async () => {
    await boss.start();
    for (const name of QUEUE_NAMES) await boss.createQueue(name, { name, ...QUEUES[name] });
  });
}

/**
 * Installs the queue's schema and queues in a database without starting any work: the tests' migrated database
 * snapshot holds them, so each test file's fresh database does not install them again.
 */
export async function installQueue(db: Database, schema: string): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(db, schema), supervise: false });
  await startBoss(boss, db, schema);
  await boss.stop({ graceful: false, wait: true });
}

export default fp(
  async (fastify) => {
    const { jobsSchema: schema, schedulerIntervalMs } = fastify.config;
    const boss = new PgBoss(bossOptions(fastify.db, schema));
    boss.on('error', (error) => fastify.log.error({ err: error }, 'job queue error'));

    const handlers = new Map<QueueName, (data: object, attempt: Attempt) => Promise<unknown>>();
    const workerIds = new Map<QueueName, string>();
    const sweeps: { name: QueueName; intervalMs: number }[] = [];
    const timers: NodeJS.Timeout[] = [];
    let started = false;

    const send: Jobs['send'] = async (name, data, options = {}) => {
      const id = await boss.send(name, data, options);
      // This instance handles the queue: wake its worker rather than wait for the next poll.
      const worker = workerIds.get(name);
      if (id && worker) boss.notifyWorker(worker);
      return id;
    };

    const work: Jobs['work'] = (name, handler) => {
      if (started) throw new Error(`jobs.work('${name}') after the app started`);
      handlers.set(name, handler as (data: object, attempt: Attempt) => Promise<unknown>);
    };
    const jobs: Jobs = {
      send,
      work,
      every(name, intervalMs, run) {
        work(name, run);
        sweeps.push({ name, intervalMs });
      },
      status: () => queueStatus(fastify.db, schema),
    };
    fastify.decorate('jobs', jobs);

    fastify.addHook('onReady', async () => {
      started = true;
      await startBoss(boss, fastify.db, schema);
      for (const [name, handler] of handlers) {
        const id = await boss.work<object>(
          name,
          { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (job) await handler(job.data, { retryCount: job.retryCount, last: job.retryCount >= job.retryLimit });
          },
        );
        workerIds.set(name, id);
      }
      if (schedulerIntervalMs === 0) return;
      for (const { name, intervalMs } of sweeps) {
        const offer = () =>
          void send(
            name,
            {},
            { singletonKey: name, singletonSeconds: Math.max(1, Math.ceil(intervalMs / 1000)) },
          ).catch((error: unknown) =>
            fastify.log.error(
              { err: error, queue: name },
              'could not queue a sweep; offered again on the next interval',
            ),
          );
        offer();
        const timer = setInterval(offer, intervalMs);
        timer.unref();
        timers.push(timer);
      }
    });

    // Before the database closes: no new offers, and the jobs at work here finish (or are taken again later).
    fastify.addHook('preClose', async () => {
      for (const timer of timers) clearInterval(timer);
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
    });
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);
