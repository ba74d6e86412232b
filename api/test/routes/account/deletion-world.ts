import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { signUp, type Account, type DatabaseSuite } from '../../helpers';
import { webm } from '../../fixtures/video';
import { stripeStandIn } from '../../stripe-stand-in';
import { overHttp, setPlan, type Request } from './fixtures';

/*
 * Deleting an account, over real HTTP: said first, done with the password, and then nothing of the
 * account is left while nothing of anyone else's is touched.
 */

const dirs: string[] = [];
process.on('exit', () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const BOUNDARY = '----brandcast-deletion-boundary';

/** Stripe: `sub_keep_…` is cancelled; `sub_refuse_…` is refused (a 400 with Stripe's message). */
export const stand = stripeStandIn(({ method, path: url }) => {
  const match = /^\/v1\/subscriptions\/(sub_[\w-]+)$/.exec(url);
  if (method !== 'DELETE' || !match) return undefined;
  if (match[1]!.startsWith('sub_refuse_'))
    return { error: { type: 'invalid_request_error', message: 'Stripe is down for maintenance' } };
  return { id: match[1], object: 'subscription', status: 'canceled' };
});

/** The deletion tests' helpers over one database suite: what is left of a user, a server over HTTP, and the world. */
export function deletionKit({ build, db }: Pick<DatabaseSuite, 'build' | 'db'>) {
  /** The tables that name a user, and how: after a deletion none may name the user. */
  const BY_USER = [
    'SELECT count(*)::int AS n FROM users WHERE id = $1',
    'SELECT count(*)::int AS n FROM projects WHERE owner_id = $1',
    'SELECT count(*)::int AS n FROM project_collaborators WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM messages WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM copies WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM scripts WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM recordings WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM user_preferences WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM avatars WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM brandings WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM revoked_tokens WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM account_exports WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM analytics_exports WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM activity_log WHERE actor_id = $1',
    'SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM email_verifications WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM project_invitations WHERE invited_by = $1',
    'SELECT count(*)::int AS n FROM email_changes WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1',
  ];
  const remaining = async (userId: string) => {
    const counts: Record<string, number> = {};
    for (const sql of BY_USER) counts[sql.split(' FROM ')[1]!] = (await db().query<{ n: number }>(sql, [userId]))[0]!.n;
    return counts;
  };

  async function serve(t: Parameters<typeof build>[0], overrides: Parameters<typeof build>[1] = {}) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-deletion-'));
    dirs.push(dataDir);
    const app = await build(t, { dataDir, ...overrides });
    const request = await overHttp(app);
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    /** A real upload: the video is a file under DATA_DIR/recordings. */
    const record = async (account: Account, projectId: string) => {
      const body = Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${projectId}\r\n`),
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="take.webm"\r\nContent-Type: video/webm\r\n\r\n`,
        ),
        webm(3000, 5),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const response = await fetch(`${base}/api/recording`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${account.token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        body,
      });
      assert.equal(response.status, 201, await response.clone().text());
      const id = ((await response.json()) as { data: { id: string } }).data.id;
      return { id, file: path.join(dataDir, 'recordings', id) };
    };
    return { app, request, record };
  }

  const made = async <T = any>(request: Request, account: Account, url: string, body: object): Promise<T> => {
    const answer = await request(account, 'POST', url, body);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body.data;
  };

  /**
   * Ada owns two projects, one shared with Ben (editor) and Cy (viewer); she is an editor on Dora's project, where
   * she wrote a message and saved a take. Ben has a project of his own.
   */
  async function world(request: Request, app: FastifyInstance, record: Awaited<ReturnType<typeof serve>>['record']) {
    const ada = await signUp(app, { firstName: 'Ada', lastName: 'Leaving' });
    const ben = await signUp(app, { firstName: 'Ben', lastName: 'Editor' });
    const cy = await signUp(app, { firstName: 'Cy', lastName: 'Viewer' });
    const dora = await signUp(app, { firstName: 'Dora', lastName: 'Owner' });
    for (const account of [ada, dora]) await setPlan(db(), account.user.id, 'starter');
    const shared = await made(request, ada, '/project', { details: { businessName: 'Aurora Candles' } });
    const alone = await made(request, ada, '/project', { details: { businessName: 'Solo Soap' } });
    for (const [account, role] of [
      [ben, 'editor'],
      [cy, 'viewer'],
    ] as const) {
      assert.equal(
        (await request(ada, 'POST', `/project/${shared._id}/collaborators`, { email: account.email, role })).status,
        201,
      );
    }
    const adaMessage = await made(request, ada, '/message', {
      projectId: shared._id,
      type: 'tagline',
      title: 'Glow',
      content: 'Light that lasts.',
    });
    const benMessage = await made(request, ben, '/message', {
      projectId: shared._id,
      type: 'tagline',
      title: 'Warm',
      content: 'Warm light.',
    });
    await made(request, ada, '/copy', { projectId: alone._id, platform: 'linkedin', content: 'Soap that cares.' });
    const adaTake = await record(ada, shared._id);
    const benProject = await made(request, ben, '/project', { details: { businessName: 'Ben Bikes' } });
    const benOwn = await made(request, ben, '/message', {
      projectId: benProject._id,
      type: 'tagline',
      title: 'Ride',
      content: 'Ride further.',
    });
    const doras = await made(request, dora, '/project', { details: { businessName: 'Dora Bakery' } });
    assert.equal(
      (await request(dora, 'POST', `/project/${doras._id}/collaborators`, { email: ada.email, role: 'editor' })).status,
      201,
    );
    const adaInDoras = await made(request, ada, '/message', {
      projectId: doras._id,
      type: 'tagline',
      title: 'Bread',
      content: 'Baked at dawn.',
    });
    const adaCopyInDoras = await made(request, ada, '/copy', {
      projectId: doras._id,
      platform: 'twitter',
      content: 'Fresh bread daily.',
    });
    const adaTakeInDoras = await record(ada, doras._id);
    const doraTake = await record(dora, doras._id);
    return {
      ada,
      ben,
      cy,
      dora,
      shared,
      alone,
      adaMessage,
      benMessage,
      adaTake,
      benProject,
      benOwn,
      doras,
      adaInDoras,
      adaCopyInDoras,
      adaTakeInDoras,
      doraTake,
    };
  }

  return { remaining, serve, world };
}
