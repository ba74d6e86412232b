import fp from 'fastify-plugin';
import { sweepRateLimits } from '../../db/rate-limits';
import { sweepIdempotencyKeys } from './idempotency';

/** How often the rate-limit windows that have ended are deleted. */
export const RATE_LIMIT_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The rate limits' counters (db/rate-limits.ts), and the Idempotency-Keys past their day, outlive their window
 * until this sweep deletes them, at start and every ten minutes, once across all instances (a job of the
 * queue, plugins/app/jobs.ts); an ended window counts from 1 again on its next hit whether or not it was swept,
 * so this only keeps the tables small. Off when the scheduler is off (SCHEDULER_INTERVAL_MS=0, as in tests).
 */
export default fp(
  async (fastify) => {
    fastify.jobs.every('sweep-rate-limits', RATE_LIMIT_SWEEP_INTERVAL_MS, () =>
      Promise.all([sweepRateLimits(fastify.db), sweepIdempotencyKeys(fastify.db)]),
    );
  },
  { name: 'rate-limit-sweep', dependencies: ['config', 'db', 'jobs'] },
);
