import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { DATABASE_UNAVAILABLE } from '../../src/plugins/app/errors';
import { bearer, build, json, signUp } from '../helpers';
import { privatePostgresSkip, startPrivatePostgres, type PrivatePostgres } from '../private-postgres';

/*
 * PostgreSQL goes away under a running API and comes back. The server is one this test starts and stops
 * itself (test/private-postgres.ts), never the machine's.
 */
const skip = privatePostgresSkip();

describe('a PostgreSQL outage', { skip }, () => {
  let pg: PrivatePostgres;
  let db: Database;
  before(async () => {
    pg = await startPrivatePostgres();
    db = await openDatabase({ databaseUrl: pg.url, poolMax: 5 });
    await migrate(db);
  });
  after(async () => {
    await db?.close();
    await pg?.destroy();
  });

  const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health' });

  test('answers 503 with a message while the database is down, never 500, and recovers by itself', async (t) => {
    const app = await build(t, db);
    const account = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: bearer(account.token),
      payload: { details: { businessName: 'Before the outage' } },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal((await health(app)).statusCode, 200);

    await pg.stop('fast');

    const during = await Promise.all([
      health(app),
      app.inject({ method: 'GET', url: '/api/project', headers: bearer(account.token) }),
      app.inject({ method: 'POST', url: '/api/project', headers: bearer(account.token), payload: { details: { businessName: 'During' } } }),
      app.inject({ method: 'GET', url: '/api/credits', headers: bearer(account.token) }),
      app.inject({ method: 'GET', url: '/api/notification', headers: bearer(account.token) }),
      app.inject({ method: 'POST', url: '/api/en/auth/signin', payload: { email: account.email, password: account.password } }),
      ...Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/project', headers: bearer(account.token) })),
    ]);
    for (const response of during) {
      assert.equal(response.statusCode, 503, `${response.statusCode} ${response.body}`);
      assert.deepEqual(json(response), { statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE });
      assert.equal(response.headers['retry-after'], '5');
    }

    await pg.start();

    // The same app, not restarted: the pool opens new connections as requests come.
    const healthAfter = await health(app);
    assert.equal(healthAfter.statusCode, 200, healthAfter.body);
    assert.deepEqual(json(healthAfter), { status: 'ok', db: 'postgres' });
    const list = await app.inject({ method: 'GET', url: '/api/project', headers: bearer(account.token) });
    assert.equal(list.statusCode, 200, list.body);
    // What was acknowledged before is there; what was refused during the outage is not.
    assert.deepEqual(
      json(list).data.map((project: { details: { businessName: string } }) => project.details.businessName),
      ['Before the outage'],
    );
    const again = await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: bearer(account.token),
      payload: { details: { businessName: 'After the outage' } },
    });
    assert.equal(again.statusCode, 201, again.body);
  });

  test('a server killed outright (no goodbye to the connections) is also a 503, then recovered from', async (t) => {
    const app = await build(t, db);
    const account = await signUp(app);
    // Warm the pool, so connections are open when the server dies.
    await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/project', headers: bearer(account.token) })));

    await pg.stop('immediate');
    const during = await Promise.all(
      Array.from({ length: 8 }, () => app.inject({ method: 'GET', url: '/api/project', headers: bearer(account.token) })),
    );
    assert.deepEqual(
      during.map((response) => response.statusCode),
      during.map(() => 503),
      during.map((response) => response.body).join('\n'),
    );

    await pg.start();
    const after = await app.inject({ method: 'GET', url: '/api/project', headers: bearer(account.token) });
    assert.equal(after.statusCode, 200, after.body);
  });
});
