import fp from 'fastify-plugin';
import { sweepRateLimits } from '../../db/rate-limits';
import { sweepIdempotencyKeys } from './idempotency';

/** How often this instance deletes the rate-limit windows that have ended. */
export const RATE_LIMIT_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The rate limits' counters (db/rate-limits.ts), and the Idempotency-Keys past their day, outlive their window until this sweep deletes them, at start
 * and every ten minutes; an ended window counts from 1 again on its next hit whether or not it was swept, so
 * this only keeps the table small. Off when the scheduler is off (SCHEDULER_INTERVAL_MS=0, as in tests).
 * Safe with several instances: deleting an ended window twice is fine.
 */
export default fp(
  async (fastify) => {
    if (fastify.config.schedulerIntervalMs === 0) return;
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      running = Promise.all([sweepRateLimits(fastify.db), sweepIdempotencyKeys(fastify.db)]).catch((error: unknown) =>
        fastify.log.error({ err: error }, 'rate-limit sweep failed; retried on the next run'),
      );
    };
    const timer = setInterval(run, RATE_LIMIT_SWEEP_INTERVAL_MS);
    timer.unref();
    fastify.addHook('onReady', async () => run());
    // Before the database closes.
    fastify.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'rate-limit-sweep', dependencies: ['config', 'db'] },
);
