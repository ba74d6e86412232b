import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_TEXTS, TWO_FACTOR, type AccountDeletionPreview } from '@brandcast/shared';
import { STRIPE_REFUSED } from '../../../src/lib/stripe-subscription';
import { WRONG_CREDENTIALS } from '../../../src/routes/en/auth/index';
import { forEachDatabase, signUp, type Account } from '../../helpers';
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
const stand = stripeStandIn(({ method, path: url }) => {
  const match = /^\/v1\/subscriptions\/(sub_[\w-]+)$/.exec(url);
  if (method !== 'DELETE' || !match) return undefined;
  if (match[1]!.startsWith('sub_refuse_'))
    return { error: { type: 'invalid_request_error', message: 'Stripe is down for maintenance' } };
  return { id: match[1], object: 'subscription', status: 'canceled' };
});

forEachDatabase(({ build, db }) => {
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

  test('the preview says what will happen: projects deleted (shared, with whom), projects left, recordings, tokens, the subscription', async (t) => {
    const { app, request, record } = await serve(t);
    const w = await world(request, app, record);
    await db().query(
      "INSERT INTO api_tokens (user_id, name, scope, token_hash, prefix) VALUES ($1, 'CI', 'read', 'h1', 'bc_1'), ($1, 'Zap', 'write', 'h2', 'bc_2')",
      [w.ada.user.id],
    );
    const preview = (await request<{ data: AccountDeletionPreview }>(w.ada, 'GET', '/account/deletion')).body.data;
    assert.deepEqual(
      preview.ownedProjects.map((p) => [p.name, p.collaborators]),
      [
        ['Aurora Candles', 2],
        ['Solo Soap', 0],
      ],
    );
    assert.equal(preview.sharedOwnedProjects, 1);
    assert.equal(preview.peopleToTell, 2);
    assert.deepEqual(
      preview.projectsSharedWithYou.map((p) => [p.name, p.ownerName, p.role]),
      [['Dora Bakery', 'Dora Owner', 'editor']],
    );
    assert.equal(preview.recordings.count, 2, 'her take in her project and the one in Dora’s');
    assert.ok(preview.recordings.bytes > 0);
    assert.equal(preview.apiTokens, 2);
    assert.deepEqual(preview.subscription, { plan: 'starter', interval: 'monthly', stripe: false });
    assert.equal(preview.twoFactor, false);
    assert.equal((await request(null, 'GET', '/account/deletion')).status, 401);
  });

  test('a wrong or missing password deletes nothing (403, 400); the checks are rate-limited per account', async (t) => {
    const { app, request } = await serve(t, { authRateLimitMax: 3 });
    const ada = await signUp(app);
    const wrong = await request(ada, 'POST', '/account/delete', { password: 'not my password' });
    assert.deepEqual([wrong.status, wrong.body.message], [403, ACCOUNT_TEXTS.wrongPassword]);
    const missing = await request(ada, 'POST', '/account/delete', {});
    assert.equal(missing.status, 400);
    assert.equal((await request(ada, 'GET', '/en/user/profile')).status, 200, 'still signed in, still there');
    assert.equal((await remaining(ada.user.id))['users WHERE id = $1'], 1);
    // Three checks a minute (a body refused by validation is no check); the fourth is refused before the password is looked at.
    for (const guess of ['still wrong', 'wrong again'])
      assert.equal((await request(ada, 'POST', '/account/delete', { password: guess })).status, 403);
    const limited = await request(ada, 'POST', '/account/delete', { password: ada.password });
    assert.equal(limited.status, 429);
    assert.equal((await remaining(ada.user.id))['users WHERE id = $1'], 1);
  });

  test('deleting removes everything of the account, ends every session, tells collaborators, and touches nothing of others', async (t) => {
    const { app, request, record } = await serve(t);
    const w = await world(request, app, record);
    // A second session (another sign-in), and an export: both end with the account.
    const signedIn = await request(null, 'POST', '/en/auth/signin', { email: w.ada.email, password: w.ada.password });
    const otherSession = { ...w.ada, token: signedIn.body.data.token as string };
    assert.equal((await request(w.ada, 'POST', '/account/export')).status, 202);
    await db().query("INSERT INTO brandings (user_id, color) VALUES ($1, '#112233')", [w.ada.user.id]);
    await db().query(
      "INSERT INTO api_tokens (user_id, name, scope, token_hash, prefix) VALUES ($1, 'CI', 'read', 'h-del', 'bc_d')",
      [w.ada.user.id],
    );
    assert.ok(existsSync(w.adaTake.file) && existsSync(w.adaTakeInDoras.file));

    const deleted = await request(w.ada, 'POST', '/account/delete', { password: w.ada.password });
    assert.equal(deleted.status, 204, JSON.stringify(deleted.body));

    // Nothing of hers is left.
    assert.ok(
      Object.values(await remaining(w.ada.user.id)).every((n) => n === 0),
      JSON.stringify(await remaining(w.ada.user.id)),
    );
    for (const id of [w.shared._id, w.alone._id])
      assert.equal((await db().query('SELECT 1 FROM projects WHERE id = $1', [id])).length, 0);
    assert.equal(
      (await db().query('SELECT 1 FROM messages WHERE id = $1', [w.benMessage.id])).length,
      0,
      'her project went with everything in it',
    );
    assert.ok(!existsSync(w.adaTake.file) && !existsSync(w.adaTakeInDoras.file), 'the videos are gone from storage');
    assert.equal((await db().query('SELECT 1 FROM outbox WHERE recipient = $1', [w.ada.email])).length, 0);

    // Every session ends at once, and signing in again fails.
    for (const session of [w.ada, otherSession])
      assert.equal((await request(session, 'GET', '/en/user/profile')).status, 401);
    const again = await request(null, 'POST', '/en/auth/signin', { email: w.ada.email, password: w.ada.password });
    assert.deepEqual([again.status, again.body.message], [401, WRONG_CREDENTIALS]);

    // Ben's own project and message survive; Dora's project survives with what Ada wrote there, now Dora's, and Dora's take.
    assert.equal((await request(w.ben, 'GET', `/project/${w.benProject._id}`)).status, 200);
    assert.equal((await request(w.ben, 'GET', `/message/${w.benOwn.id}`)).status, 200);
    assert.equal((await request(w.dora, 'GET', `/project/${w.doras._id}`)).status, 200);
    const [kept] = await db().query<{ user_id: string }>('SELECT user_id FROM messages WHERE id = $1', [
      w.adaInDoras.id,
    ]);
    assert.equal(kept?.user_id, w.dora.user.id);
    const [keptCopy] = await db().query<{ user_id: string }>('SELECT user_id FROM copies WHERE id = $1', [
      w.adaCopyInDoras.id,
    ]);
    assert.equal(keptCopy?.user_id, w.dora.user.id);
    assert.ok(existsSync(w.doraTake.file), "Dora's own take stays");
    const collaborators = (await request(w.dora, 'GET', `/project/${w.doras._id}/collaborators`)).body.data;
    assert.deepEqual(collaborators, [], 'she left the project');

    // Ben and Cy are told; Dora is not (her project was not deleted).
    for (const [account, told] of [
      [w.ben, true],
      [w.cy, true],
      [w.dora, false],
    ] as const) {
      const notes = (await request(account, 'GET', '/notification')).body.data as { title: string; message: string }[];
      const note = notes.find((n) => n.title === ACCOUNT_TEXTS.projectDeletedTitle);
      assert.equal(Boolean(note), told, account.email);
      if (told) assert.equal(note!.message, ACCOUNT_TEXTS.projectDeletedMessage('Aurora Candles'));
    }
    // The old sessions cannot do anything else either.
    assert.equal((await request(w.ada, 'POST', '/account/delete', { password: w.ada.password })).status, 401);
  });

  test('with two-factor sign-in on, the preview says so and a code is needed too: 400 without, 403 wrong, then deleted', async (t) => {
    const { app, request } = await serve(t);
    const ada = await signUp(app);
    const setup = await request(ada, 'POST', '/en/user/two-factor/setup', { currentPassword: ada.password });
    assert.equal(setup.status, 200, JSON.stringify(setup.body));
    const secret = Secret.fromBase32(setup.body.data.secret);
    const code = (offsetSteps = 0) => TOTP.generate({ secret, timestamp: Date.now() + offsetSteps * 30_000 });
    assert.equal((await request(ada, 'POST', '/en/user/two-factor/enable', { code: code() })).status, 200);
    // The enabling code's step is spent: the next step's code is the one a person would type next.
    await db().query('UPDATE users SET totp_last_step = totp_last_step - 2 WHERE id = $1', [ada.user.id]);
    assert.equal(
      (await request<{ data: AccountDeletionPreview }>(ada, 'GET', '/account/deletion')).body.data.twoFactor,
      true,
    );

    const without = await request(ada, 'POST', '/account/delete', { password: ada.password });
    assert.deepEqual([without.status, without.body.message], [400, ACCOUNT_TEXTS.codeRequired]);
    const wrong = await request(ada, 'POST', '/account/delete', {
      password: ada.password,
      code: code() === '000000' ? '111111' : '000000',
    });
    assert.deepEqual([wrong.status, wrong.body.message], [403, TWO_FACTOR.wrongCodeOrRecovery]);
    const wrongPassword = await request(ada, 'POST', '/account/delete', { password: 'not it', code: code() });
    assert.deepEqual([wrongPassword.status, wrongPassword.body.message], [403, ACCOUNT_TEXTS.wrongPassword]);
    assert.equal((await remaining(ada.user.id))['users WHERE id = $1'], 1);
    const deleted = await request(ada, 'POST', '/account/delete', { password: ada.password, code: code() });
    assert.equal(deleted.status, 204, JSON.stringify(deleted.body));
    assert.ok(Object.values(await remaining(ada.user.id)).every((n) => n === 0));
    assert.equal((await db().query('SELECT 1 FROM recovery_codes WHERE user_id = $1', [ada.user.id])).length, 0);
  });

  test('a Stripe subscription is cancelled first; when Stripe refuses, nothing is deleted (409)', async (t) => {
    const { app, request } = await serve(t, {
      stripe: { secretKey: 'sk_test_deletion', webhookSecret: 'whsec_deletion', apiBase: stand.apiBase },
    });
    const paying = async (subscription: string) => {
      const account = await signUp(app);
      await db().query(
        "UPDATE users SET plan = 'professional', stripe_customer_id = $2, stripe_subscription_id = $3 WHERE id = $1",
        [account.user.id, `cus_${subscription}`, subscription],
      );
      return account;
    };
    const refusedSub = `sub_refuse_${process.pid}`;
    const refused = await paying(refusedSub);
    const preview = (await request<{ data: AccountDeletionPreview }>(refused, 'GET', '/account/deletion')).body.data;
    assert.deepEqual(preview.subscription, { plan: 'professional', interval: 'monthly', stripe: true });
    const answer = await request(refused, 'POST', '/account/delete', { password: refused.password });
    assert.equal(answer.status, 409);
    assert.match(answer.body.message, new RegExp(`^${STRIPE_REFUSED}: Stripe is down`));
    assert.equal((await remaining(refused.user.id))['users WHERE id = $1'], 1);

    const sub = `sub_keep_${process.pid}`;
    const account = await paying(sub);
    assert.equal((await request(account, 'POST', '/account/delete', { password: account.password })).status, 204);
    assert.ok(
      stand.asked.some((call) => call.method === 'DELETE' && call.path === `/v1/subscriptions/${sub}`),
      'Stripe was told to cancel',
    );
    assert.equal((await remaining(account.user.id))['users WHERE id = $1'], 0);
  });
});
