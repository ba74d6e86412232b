import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { DATABASE_TIMED_OUT, DATABASE_UNAVAILABLE } from '../../src/plugins/app/errors';
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

  /** The HTTP request timeout (server-options.ts): an answer must come before it, never a hang past it. */
  const REQUEST_TIMEOUT_MS = 30_000;
  const beforeRequestTimeout = <T>(work: Promise<T>, what: string): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what}: no answer within the ${REQUEST_TIMEOUT_MS} ms request timeout`)),
        REQUEST_TIMEOUT_MS,
      );
    });
    return Promise.race([work, hung]).finally(() => clearTimeout(timer));
  };

  test('a frozen server (SIGSTOP, not shut down) is a 503 within the pool timeouts, and recovered from after SIGCONT', async (t) => {
    // Short timeouts (DATABASE_CONNECT_TIMEOUT_MS / DATABASE_QUERY_TIMEOUT_MS) keep the test short; the
    // defaults (10 s each) work the same way, under the 30 s request timeout.
    const frozenDb = await openDatabase({
      databaseUrl: pg.url,
      poolMax: 3,
      connectTimeoutMs: 2_000,
      queryTimeoutMs: 2_000,
    });
    t.after(async () => {
      await pg.thaw();
      await frozenDb.close();
    });
    const app = await build(t, frozenDb);
    const account = await signUp(app);
    const list = () => app.inject({ method: 'GET', url: '/api/project', headers: bearer(account.token) });
    const created = await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: bearer(account.token),
      payload: { details: { businessName: 'Before the freeze' } },
    });
    assert.equal(created.statusCode, 201, created.body);
    // Open connections, so some queries go to a backend that is frozen mid-connection, and others wait
    // for a connection the frozen postmaster never finishes.
    await Promise.all(Array.from({ length: 3 }, list));

    const pids = await pg.freeze();
    assert.ok(pids.length >= 2, `the postmaster and its backends: ${pids.join(', ')}`);

    const during = await Promise.all(
      [
        ['health', health(app)],
        [
          'create',
          app.inject({
            method: 'POST',
            url: '/api/project',
            headers: bearer(account.token),
            payload: { details: { businessName: 'During the freeze' } },
          }),
        ],
        ['credits', app.inject({ method: 'GET', url: '/api/credits', headers: bearer(account.token) })],
        ['notifications', app.inject({ method: 'GET', url: '/api/notification', headers: bearer(account.token) })],
        [
          'sign-in',
          app.inject({
            method: 'POST',
            url: '/api/en/auth/signin',
            payload: { email: account.email, password: account.password },
          }),
        ],
        ...Array.from({ length: 6 }, (_, i) => [`list ${i}`, list()] as const),
      ].map(([what, response]) => beforeRequestTimeout(response as ReturnType<typeof list>, what as string)),
    );
    for (const response of during) {
      assert.equal(response.statusCode, 503, `${response.statusCode} ${response.body}`);
      // Refused before anything was sent (no connection) or sent and never answered (timed out).
      assert.ok([DATABASE_UNAVAILABLE, DATABASE_TIMED_OUT].includes(json(response).message), response.body);
      assert.equal(response.headers['retry-after'], '5');
    }
    assert.ok(
      during.some((response) => json(response).message === DATABASE_TIMED_OUT),
      'a query sent to a frozen backend times out',
    );

    await pg.thaw();

    // The same app and pool: the connections that timed out were dropped, the others work again.
    const healthAfter = await health(app);
    assert.equal(healthAfter.statusCode, 200, healthAfter.body);
    const listAfter = await list();
    assert.equal(listAfter.statusCode, 200, listAfter.body);
    const names = json(listAfter).data.map(
      (project: { details: { businessName: string } }) => project.details.businessName,
    );
    // The create during the freeze was answered "may not have been done": it was not, or once.
    assert.ok(names.includes('Before the freeze'), names.join(', '));
    assert.ok(names.filter((name: string) => name === 'During the freeze').length <= 1, names.join(', '));
    const again = await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: bearer(account.token),
      payload: { details: { businessName: 'After the freeze' } },
    });
    assert.equal(again.statusCode, 201, again.body);
  });

  test('a connection whose query timed out is dropped, not lent again mid-query; long work passes with its own limit', async (t) => {
    const short = await openDatabase({ databaseUrl: pg.url, poolMax: 1, queryTimeoutMs: 1_000 });
    t.after(() => short.close());
    const backend = async () => (await short.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid;
    const first = await backend();

    // The server-side limit (statement_timeout) is lifted here, so only the client's limit applies.
    await assert.rejects(
      short.transaction(async (tx) => {
        await tx.exec('SET LOCAL statement_timeout = 0');
        await tx.query('SELECT pg_sleep(4)');
      }),
      /Query read timeout/,
    );
    // The only connection of the pool was still busy with pg_sleep: a new one answers at once.
    assert.notEqual(await backend(), first);

    // The server's own limit: a plain query over the timeout is cancelled.
    await assert.rejects(short.query('SELECT pg_sleep(3)'), (error: unknown) =>
      /Query read timeout|statement timeout/.test(String(error)),
    );

    // Migrations and exports pass a longer limit, on the client and the server.
    assert.deepEqual(await short.longQuery('SELECT pg_sleep(1.5), 1 AS done', [], { timeoutMs: 10_000 }), [
      { pg_sleep: '', done: 1 },
    ]);
    const slowMigration = await short.transaction(
      async (tx) => (await tx.query<{ done: number }>('SELECT pg_sleep(1.5), 2 AS done'))[0]!.done,
      { timeoutMs: 0 },
    );
    assert.equal(slowMigration, 2);
  });

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
      app.inject({
        method: 'POST',
        url: '/api/project',
        headers: bearer(account.token),
        payload: { details: { businessName: 'During' } },
      }),
      app.inject({ method: 'GET', url: '/api/credits', headers: bearer(account.token) }),
      app.inject({ method: 'GET', url: '/api/notification', headers: bearer(account.token) }),
      app.inject({
        method: 'POST',
        url: '/api/en/auth/signin',
        payload: { email: account.email, password: account.password },
      }),
      ...Array.from({ length: 10 }, () =>
        app.inject({ method: 'GET', url: '/api/project', headers: bearer(account.token) }),
      ),
    ]);
    for (const response of during) {
      assert.equal(response.statusCode, 503, `${response.statusCode} ${response.body}`);
      assert.deepEqual(json(response), {
        statusCode: 503,
        error: 'Service Unavailable',
        message: DATABASE_UNAVAILABLE,
      });
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
    await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ method: 'GET', url: '/api/project', headers: bearer(account.token) }),
      ),
    );

    await pg.stop('immediate');
    const during = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({ method: 'GET', url: '/api/project', headers: bearer(account.token) }),
      ),
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
