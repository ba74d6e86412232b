import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from './client';

/** One hit on `key`'s fixed window of `$2` ms: its count in the window and the ms until it ends. */
const HIT = `INSERT INTO rate_limits AS r (key, hits, resets_at)
VALUES ($1, 1, now() + $2::integer * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN r.resets_at <= now() THEN 1 ELSE r.hits + 1 END,
  resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
RETURNING r.hits, greatest(0, ceil(extract(epoch FROM r.resets_at - now()) * 1000))::integer`;

export interface Hit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Counts one hit on `key` in one statement, so instances hitting at once each get their own count. */
export async function hitRateLimit(db: Database, key: string, windowMs: number): Promise<Hit> {
  const [row] = await db.prepare('rate_limit_hit', HIT)([key, Math.max(1, Math.round(windowMs))]);
  const [current, ttl] = row as [number, number];
  return { current, ttl };
}

/** Deletes the counters whose window has ended (an ended window would start again at 1 anyway). */
export async function sweepRateLimits(db: Pick<Database, 'query'>): Promise<number> {
  const rows = await db.query('DELETE FROM rate_limits WHERE resets_at <= now() RETURNING 1');
  return rows.length;
}

/**
 * @fastify/rate-limit's store over the app's database, so every instance counts against the same limits
 * (three instances hold the limit one would). A route's limit is keyed by its method and URL; a limiter made
 * with `fastify.rateLimit()` or `createRateLimit()` by its key alone, which names what it limits. Fixed
 * windows only: `continueExceeding` and `exponentialBackoff` are refused. The database is read when a
 * request is counted (the plugin is registered before the database plugin).
 */
export function databaseRateLimitStore(database: () => Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      options: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      private readonly prefix = '',
    ) {
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error(
          'The database rate-limit store counts fixed windows: continueExceeding and exponentialBackoff are not supported',
        );
      }
    }

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number): void {
      hitRateLimit(database(), this.prefix + key, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const prefix = route?.url ? `${[route.method].flat().join(',')} ${route.url} ` : '';
      return new DatabaseRateLimitStore(routeOptions, prefix);
    }
  }
  return DatabaseRateLimitStore;
}
