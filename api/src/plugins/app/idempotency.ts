import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '@brandcast/shared';
import type { SqlRunner } from '../../db/client';
import { Conflict, Invalid } from '../../lib/domain-errors';

/** How long a key answers its first result again. */
export const IDEMPOTENCY_WINDOW = '24 hours';
/** A first request still "running" after this long died with its process: its key may be used again. */
const ABANDONED_AFTER = '5 minutes';

export const IDEMPOTENCY_KEY_INVALID = `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters (a UUID is a good one).`;
export const IDEMPOTENCY_KEY_RUNNING = `A request with this ${IDEMPOTENCY_KEY_HEADER} is still running. Wait a moment and send it again to get its answer.`;
export const IDEMPOTENCY_KEY_REUSED = `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request. Send a new key with a new request.`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that spends credits: it honours an Idempotency-Key (plugins/app/idempotency.ts). */
    idempotent?: boolean;
  }
}

/** The request a key stands for: its route, path parameters and body (a key sent again with another body is refused). */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.routeOptions.url, request.params ?? null, request.body ?? null]))
    .digest('base64url');
}

/** Deletes the keys past their window; returns how many (the rate-limit sweep runs it). */
export async function sweepIdempotencyKeys(db: Pick<SqlRunner, 'query'>): Promise<number> {
  const rows = await db.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - interval '${IDEMPOTENCY_WINDOW}' RETURNING 1`,
  );
  return rows.length;
}

/**
 * Paid calls are safe to retry: a route with `config: { idempotent: true }` sent an `Idempotency-Key`
 * stores its first successful answer under the account and key, in the database (so any instance answers a
 * retry); the same key with the same request within IDEMPOTENCY_WINDOW answers that again, marked
 * `Idempotent-Replayed: true`, without running the route (nothing charged). A key used for another request is
 * a 409, as is one whose first request is still running. A first request that fails (4xx, 5xx) frees its key:
 * nothing was charged, and the retry runs. Runs after authentication and validation.
 */
export default fp(
  async (fastify) => {
    /** The key each request claimed, until its answer is stored. */
    const claimed = new WeakMap<FastifyRequest, string>();

    fastify.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.idempotent) return;
      const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      if (raw === undefined) return;
      const key = Array.isArray(raw) ? raw[0] : raw;
      if (
        typeof key !== 'string' ||
        key.length === 0 ||
        key.length > IDEMPOTENCY_KEY_MAX_LENGTH ||
        !/^[\x21-\x7e]+$/.test(key)
      )
        throw new Invalid(IDEMPOTENCY_KEY_INVALID);
      const userId = request.user.id;
      const fingerprint = fingerprintOf(request);
      // Claimed when new, or when the row there is past its window or was abandoned by a process that died.
      const fresh = await fastify.db.query(
        `INSERT INTO idempotency_keys (user_id, key, fingerprint) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, key) DO UPDATE SET fingerprint = excluded.fingerprint, status_code = NULL, body = NULL, created_at = now()
         WHERE idempotency_keys.created_at < now() - interval '${IDEMPOTENCY_WINDOW}'
            OR (idempotency_keys.status_code IS NULL AND idempotency_keys.created_at < now() - interval '${ABANDONED_AFTER}')
         RETURNING 1`,
        [userId, key, fingerprint],
      );
      if (fresh.length > 0) {
        claimed.set(request, key);
        return;
      }
      const [first] = await fastify.db.query<{ fingerprint: string; status_code: number | null; body: string | null }>(
        'SELECT fingerprint, status_code, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [userId, key],
      );
      if (!first || first.fingerprint !== fingerprint)
        throw new Conflict(first ? IDEMPOTENCY_KEY_REUSED : IDEMPOTENCY_KEY_RUNNING);
      if (first.status_code === null) throw new Conflict(IDEMPOTENCY_KEY_RUNNING);
      return reply
        .code(first.status_code)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(first.body ?? '');
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      const key = claimed.get(request);
      if (key === undefined) return payload;
      claimed.delete(request);
      if (reply.statusCode < 300 && typeof payload === 'string') {
        await fastify.db.query(
          'UPDATE idempotency_keys SET status_code = $3, body = $4 WHERE user_id = $1 AND key = $2',
          [request.user.id, key, reply.statusCode, payload],
        );
      } else {
        await fastify.db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2', [request.user.id, key]);
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['db'] },
);
