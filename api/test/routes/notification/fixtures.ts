import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { bearer, json } from '../../helpers';

/* What the notification tests share (not a test file itself: no `.test` in its name). */

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** GET /notification as the token's user, checked for a 200. */
export async function listNotifications(app: FastifyInstance, token: string) {
  const response = await app.inject({ url: '/api/notification', headers: bearer(token) });
  assert.equal(response.statusCode, 200, response.body);
  return json<{
    data: { id: string; type: string; title: string; message: string; read: boolean; createdAt: string }[];
    meta: { unread: number };
  }>(response);
}
