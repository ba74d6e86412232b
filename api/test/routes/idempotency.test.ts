import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CREDIT_COSTS, IDEMPOTENCY_KEY_HEADER, chargeFor } from '@brandcast/shared';
import {
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_KEY_RUNNING,
  sweepIdempotencyKeys,
} from '../../src/plugins/app/idempotency';
import { createBuiltInProvider, type GenerationProvider } from '../../src/engine/index';
import { bearer, forEachDatabase, json, signUp, type Account } from '../helpers';
import { setBalance } from './copy/fixtures';
import { balanceOf, buildWithEngine, createMessage, createProject } from './message/fixtures';

/* Paid calls are safe to retry: an Idempotency-Key answers the first result again and charges nothing more. */
forEachDatabase(({ db }) => {
  const post = (app: FastifyInstance, who: Account, url: string, payload: object, key?: string) =>
    app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...bearer(who.token), ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
      payload,
    });
  const count = async (table: string, userId: string) =>
    (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId]))[0]!.n;

  test('a retry with the same key answers the first result, marked replayed, and charges once', async (t) => {
    // Every line new, so each run that is not a replay writes (and is charged for) a set.
    let written = 0;
    const unique: GenerationProvider = {
      ...createBuiltInProvider(),
      async generateMessages(_project, { type, count }) {
        return {
          provider: 'built-in',
          items: Array.from({ length: count }, () => ({ type, title: '', content: `Tagline number ${++written}` })),
        };
      },
    };
    const app = await buildWithEngine(t, db(), unique);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const before = await balanceOf(app, owner);
    const body = { projectId: project._id, type: 'tagline', count: 3 };
    const first = await post(app, owner, '/message/generate', body, 'retry-1');
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    const again = await post(app, owner, '/message/generate', body, 'retry-1');
    assert.equal(again.statusCode, 201, again.body);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(json(again), json(first));
    assert.equal(await balanceOf(app, owner), before - CREDIT_COSTS.brandMessage);
    assert.equal(await count('messages', owner.user.id), json(first).data.length);
    // Without a key, or with another, it runs again.
    // (Charged for the lines each returns: none repeats a line the project already has.)
    let charged = CREDIT_COSTS.brandMessage;
    for (const key of [undefined, 'retry-2']) {
      const ran = await post(app, owner, '/message/generate', body, key);
      assert.equal(ran.statusCode, 201, ran.body);
      charged += chargeFor('brandMessage', json(ran).data.length, body.count);
    }
    assert.equal(await balanceOf(app, owner), before - charged);
    // The key is the account's own: another account's request with it runs (and is charged) as its own.
    const other = await signUp(app);
    const theirs = await createProject(app, other);
    const otherBefore = await balanceOf(app, other);
    const ran = await post(app, other, '/message/generate', { ...body, projectId: theirs._id }, 'retry-1');
    assert.equal(ran.statusCode, 201);
    assert.equal(ran.headers['idempotent-replayed'], undefined);
    assert.equal(await balanceOf(app, other), otherBefore - CREDIT_COSTS.brandMessage);
  });

  test('the same key with another request is a 409; an invalid key a 400; the key is kept a day', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const body = { projectId: project._id, type: 'tagline', count: 2 };
    assert.equal((await post(app, owner, '/message/generate', body, 'k-1')).statusCode, 201);
    const reused = await post(app, owner, '/message/generate', { ...body, count: 3 }, 'k-1');
    assert.equal(reused.statusCode, 409);
    assert.equal(json(reused).message, IDEMPOTENCY_KEY_REUSED);
    for (const bad of ['', 'x'.repeat(256), 'has space', 'ünïcode']) {
      const refused = await post(app, owner, '/message/generate', body, bad);
      assert.equal(refused.statusCode, 400, bad);
      assert.equal(json(refused).message, IDEMPOTENCY_KEY_INVALID);
    }
    // A first request still running: its retry waits for it.
    await db().query(
      "INSERT INTO idempotency_keys (user_id, key, fingerprint) SELECT user_id, 'k-running', fingerprint FROM idempotency_keys WHERE key = 'k-1'",
    );
    const running = await post(app, owner, '/message/generate', body, 'k-running');
    assert.equal(running.statusCode, 409);
    assert.equal(json(running).message, IDEMPOTENCY_KEY_RUNNING);
    // Past its day, the key runs again; the sweep forgets it.
    const before = await balanceOf(app, owner);
    await db().query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'k-1'");
    const later = await post(app, owner, '/message/generate', body, 'k-1');
    assert.equal(later.headers['idempotent-replayed'], undefined);
    assert.equal(later.statusCode, 201, later.body);
    assert.equal(await balanceOf(app, owner), before - chargeFor('brandMessage', json(later).data.length, body.count));
    await db().query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'k-1'");
    assert.ok((await sweepIdempotencyKeys(db())) >= 1);
  });

  test('a first request that fails frees its key: the retry runs, and is charged once', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    await setBalance(db(), owner.user.id, 10);
    const body = { projectId: project._id, platform: 'twitter', count: 1 };
    assert.equal((await post(app, owner, '/copy/generate', body, 'copy-1')).statusCode, 402);
    await setBalance(db(), owner.user.id, 100);
    const paid = await post(app, owner, '/copy/generate', body, 'copy-1');
    assert.equal(paid.statusCode, 201, paid.body);
    assert.equal((await post(app, owner, '/copy/generate', body, 'copy-1')).headers['idempotent-replayed'], 'true');
    assert.equal(await balanceOf(app, owner), 100 - CREDIT_COSTS.copyGeneration);
  });

  test('two sends of one key at once: one runs, the other does not charge; every paid route takes a key', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const before = await balanceOf(app, owner);
    const body = { projectId: project._id, seconds: 30 };
    const [a, b] = await Promise.all([
      post(app, owner, '/script/generate', body, 'both'),
      post(app, owner, '/script/generate', body, 'both'),
    ]);
    assert.deepEqual(
      [a.statusCode, b.statusCode].sort(),
      a.headers['idempotent-replayed'] || b.headers['idempotent-replayed'] ? [201, 201] : [201, 409],
    );
    assert.equal(await balanceOf(app, owner), before - CREDIT_COSTS.videoScript);
    assert.equal(await count('scripts', owner.user.id), 1);
    // The message's variants and split test, and a copy's adaptation, replay too.
    const message = await createMessage(app, owner, project._id);
    for (const [url, payload] of [
      [`/message/${message.id}/variants`, { count: 1 }],
      [`/message/${message.id}/test`, { makeProjectPublic: true }],
    ] as const) {
      const first = await post(app, owner, url, payload, `once-${url}`);
      assert.equal(first.statusCode, 200, first.body);
      const spent = await balanceOf(app, owner);
      const again = await post(app, owner, url, payload, `once-${url}`);
      assert.equal(again.headers['idempotent-replayed'], 'true', url);
      assert.equal(await balanceOf(app, owner), spent, url);
    }
    const copy = json(
      await post(app, owner, '/copy/generate', { projectId: project._id, platform: 'linkedin', count: 1 }),
    ).data[0];
    const adapted = await post(app, owner, `/copy/${copy.id}/adapt`, { platform: 'twitter' }, 'adapt-1');
    assert.equal(adapted.statusCode, 201, adapted.body);
    const spent = await balanceOf(app, owner);
    assert.equal(
      (await post(app, owner, `/copy/${copy.id}/adapt`, { platform: 'twitter' }, 'adapt-1')).headers[
        'idempotent-replayed'
      ],
      'true',
    );
    assert.equal(await balanceOf(app, owner), spent);
  });
});
