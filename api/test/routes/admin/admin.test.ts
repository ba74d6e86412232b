import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { ADMIN, PLANS } from '@brandcast/shared';
import app from '../../../src/app';
import { migrate, readMigrations } from '../../../src/db/migrate';
import { openDatabase } from '../../../src/db/client';
import { usersRepository } from '../../../src/repositories/users';
import { serverOptions } from '../../../src/server-options';
import {
  DATABASE_KINDS,
  bearer,
  forEachDatabase,
  json,
  openTestDatabase,
  rememberTestApp,
  signUp,
  testConfig,
  uniqueEmail,
} from '../../helpers';

/* routes/admin: the installation's administrator lists accounts and changes their plans. */

for (const kind of DATABASE_KINDS) {
  describe(`${kind}: the first account`, () => {
    test('a new installation: its first sign-up is its administrator and is told so; the next is not', async (t) => {
      const database = await openTestDatabase(kind);
      t.after(() => database.dispose());
      const config = testConfig(database.jobsSchema ? { jobsSchema: database.jobsSchema } : {});
      const server = Fastify(serverOptions(config));
      await server.register(app, { prefix: '/api', config, database });
      await server.ready();
      rememberTestApp(server, database);
      t.after(() => server.close());
      const first = await signUp(server);
      const second = await signUp(server);
      const profile = async (token: string) =>
        json(await server.inject({ url: '/api/en/user/profile', headers: bearer(token) })).data.user;
      assert.equal((first.user as { isAdmin?: boolean }).isAdmin, true, 'the sign-up answers isAdmin');
      assert.equal((await profile(first.token)).isAdmin, true);
      assert.equal((second.user as { isAdmin?: boolean }).isAdmin, false);
      assert.equal((await profile(second.token)).isAdmin, false);
    });

    test('five sign-ups at once on a new installation: exactly one becomes its administrator', async (t) => {
      const database = await openTestDatabase(kind);
      t.after(() => database.dispose());
      // Each insert takes 0.2 s after it has looked for an account: without the lock, all five look before any commits.
      await database.exec(`
        CREATE FUNCTION slow_sign_up() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.2); RETURN NEW; END $$;
        CREATE TRIGGER slow_sign_up BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION slow_sign_up();`);
      const users = usersRepository(database.orm);
      const rows = await Promise.all(
        Array.from({ length: 5 }, () =>
          users.create({ email: uniqueEmail('race'), passwordHash: 'x', firstName: 'R', lastName: 'Ace' }),
        ),
      );
      assert.equal(rows.filter((row) => row?.isAdmin).length, 1);
      const [counted] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_admin');
      assert.equal(counted!.n, 1);
      // A taken email is still null (the transaction around the insert keeps the unique check's answer).
      assert.equal(
        await users.create({ email: rows[0]!.email, passwordHash: 'x', firstName: 'R', lastName: 'Ace' }),
        null,
      );
    });
  });
}

test('migration 0024: an installation that has accounts makes its oldest the administrator', async () => {
  const fresh = await openDatabase({});
  try {
    const migrations = readMigrations();
    const at = migrations.findIndex((m) => m.version.startsWith('0024_'));
    await migrate(fresh, migrations.slice(0, at));
    await fresh.query(
      "INSERT INTO users (email, password_hash, first_name, last_name, created_at) VALUES ('new@example.com', 'x', 'N', 'ew', now()), ('old@example.com', 'x', 'O', 'ld', now() - interval '1 year')",
    );
    await migrate(fresh);
    const admins = await fresh.query<{ email: string }>('SELECT email FROM users WHERE is_admin');
    assert.deepEqual(
      admins.map((row) => row.email),
      ['old@example.com'],
    );
  } finally {
    await fresh.close();
  }
});

forEachDatabase(({ build, db }) => {
  const setAdmin = (userId: string, isAdmin: boolean) =>
    db().query('UPDATE users SET is_admin = $1 WHERE id = $2', [isAdmin, userId]);

  test('a non-administrator is refused every account route with a clear 403, even with a bad body', async (t) => {
    const app = await build(t);
    const member = await signUp(app);
    const other = await signUp(app);
    await setAdmin(member.user.id, false);
    const list = await app.inject({ url: '/api/admin/accounts', headers: bearer(member.token) });
    assert.equal(list.statusCode, 403);
    assert.equal(json(list).message, ADMIN.onlyAdmins);
    for (const payload of [{ plan: 'enterprise' }, { plan: 'gold' }]) {
      const change = await app.inject({
        method: 'PATCH',
        url: `/api/admin/accounts/${member.user.id}/plan`,
        headers: bearer(member.token),
        payload,
      });
      assert.equal(change.statusCode, 403);
      assert.equal(json(change).message, ADMIN.onlyAdmins);
    }
    const unchanged = json(await app.inject({ url: '/api/en/user/profile', headers: bearer(member.token) })).data.user;
    assert.equal(unchanged.subscription.plan, 'free');
    assert.equal((await app.inject({ url: '/api/admin/accounts' })).statusCode, 401);
    void other;
  });

  test('the administrator lists accounts oldest first, pages them and finds them by a part of the email', async (t) => {
    const app = await build(t);
    const admin = await signUp(app, { email: uniqueEmail('boss') });
    await setAdmin(admin.user.id, true);
    const tag = `groomer${Date.now()}`;
    const members = [];
    for (let i = 0; i < 3; i++)
      members.push(await signUp(app, { email: `${tag}.${i}@example.com`, firstName: `Member${i}` }));
    const found = json(
      await app.inject({ url: `/api/admin/accounts?search=${tag}&size=2`, headers: bearer(admin.token) }),
    );
    assert.deepEqual(
      found.data.map((account: { email: string }) => account.email),
      [`${tag}.0@example.com`, `${tag}.1@example.com`],
    );
    assert.deepEqual(found.pagination, { page: 1, size: 2, total: 3, totalPages: 2 });
    assert.deepEqual(Object.keys(found.data[0]).sort(), [
      'createdAt',
      'email',
      'firstName',
      'id',
      'interval',
      'isAdmin',
      'lastName',
      'plan',
      'status',
    ]);
    const second = json(
      await app.inject({
        url: `/api/admin/accounts?search=${tag.toUpperCase()}&size=2&page=2`,
        headers: bearer(admin.token),
      }),
    );
    assert.deepEqual(
      second.data.map((account: { email: string }) => account.email),
      [`${tag}.2@example.com`],
    );
    // LIKE's own characters are searched as text.
    assert.equal(
      json(await app.inject({ url: '/api/admin/accounts?search=%25', headers: bearer(admin.token) })).pagination.total,
      0,
    );
    const tooLong = await app.inject({
      url: `/api/admin/accounts?search=${'a'.repeat(201)}`,
      headers: bearer(admin.token),
    });
    assert.equal(tooLong.statusCode, 400);
    assert.match(json(tooLong).message, /search must be at most 200 characters/);
  });

  test("the administrator changes another account's plan at once: a new period, the plan's credits in full, as npm run plan does", async (t) => {
    const app = await build(t);
    const admin = await signUp(app, { firstName: 'Grace', lastName: 'Hopper' });
    await setAdmin(admin.user.id, true);
    const member = await signUp(app);
    await setAdmin(member.user.id, false);

    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/accounts/${member.user.id}/plan`,
      headers: bearer(admin.token),
      payload: { plan: 'starter' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(
      [json(changed).data.plan, json(changed).data.interval, json(changed).data.status],
      ['starter', 'monthly', 'active'],
    );
    const profile = json(await app.inject({ url: '/api/en/user/profile', headers: bearer(member.token) })).data.user;
    assert.deepEqual([profile.subscription.plan, profile.role], ['starter', 'premium']);
    const credits = json(await app.inject({ url: '/api/credits', headers: bearer(member.token) })).data;
    assert.equal(
      credits.balance,
      PLANS.starter.monthlyCredits,
      "the new plan's monthly credits, as npm run plan grants them",
    );

    const yearly = json(
      await app.inject({
        method: 'PATCH',
        url: `/api/admin/accounts/${member.user.id}/plan`,
        headers: bearer(admin.token),
        payload: { plan: 'enterprise', interval: 'yearly' },
      }),
    ).data;
    assert.deepEqual([yearly.plan, yearly.interval], ['enterprise', 'yearly']);
    // Their own plan too.
    const own = await app.inject({
      method: 'PATCH',
      url: `/api/admin/accounts/${admin.user.id}/plan`,
      headers: bearer(admin.token),
      payload: { plan: 'professional' },
    });
    assert.equal(json(own).data.plan, 'professional');
  });

  test('bad input gets a 4xx that says what to fix; an account that is not there, 404', async (t) => {
    const app = await build(t);
    const admin = await signUp(app);
    await setAdmin(admin.user.id, true);
    const member = await signUp(app);
    const patch = (id: string, payload: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/accounts/${id}/plan`,
        headers: bearer(admin.token),
        payload: payload as object,
      });
    const cases: [unknown, RegExp][] = [
      [{ plan: 'gold' }, /plan must be one of: free, starter, professional, enterprise/],
      [{}, /plan must be one of/],
      [{ plan: 'starter', interval: 'weekly' }, /interval must be one of: monthly, yearly/],
      [{ plan: 'starter', credits: 5 }, /Unknown field: credits/],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(member.user.id, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(json(response).message, message);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await patch(id, { plan: 'starter' });
      assert.equal(response.statusCode, 404, id);
      assert.equal(json(response).message, ADMIN.accountNotFound);
    }
  });

  test('everyone signed in learns whom to ask for a plan: the oldest administrator; none left, null', async (t) => {
    const app = await build(t);
    const admin = await signUp(app, { firstName: 'Grace', lastName: 'Hopper' });
    const member = await signUp(app);
    await db().query('UPDATE users SET is_admin = false');
    await setAdmin(admin.user.id, true);
    const contact = json(await app.inject({ url: '/api/admin/contact', headers: bearer(member.token) })).data;
    assert.deepEqual(contact, {
      paymentsConnected: false,
      administrator: { name: 'Grace Hopper', email: admin.email },
    });
    await setAdmin(admin.user.id, false);
    assert.equal(
      json(await app.inject({ url: '/api/admin/contact', headers: bearer(member.token) })).data.administrator,
      null,
    );
    assert.equal((await app.inject({ url: '/api/admin/contact' })).statusCode, 401);
  });

  test('with payments connected a plan follows Stripe: the change is refused 409 and names no one to ask', async (t) => {
    const app = await build(t, {
      stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: 'http://127.0.0.1:9' },
    });
    const admin = await signUp(app);
    await setAdmin(admin.user.id, true);
    const member = await signUp(app);
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/admin/accounts/${member.user.id}/plan`,
      headers: bearer(admin.token),
      payload: { plan: 'starter' },
    });
    assert.equal(refused.statusCode, 409);
    assert.equal(json(refused).message, ADMIN.paymentsConnected);
    assert.equal(
      json(await app.inject({ url: '/api/en/user/profile', headers: bearer(member.token) })).data.user.subscription
        .plan,
      'free',
    );
    assert.deepEqual(json(await app.inject({ url: '/api/admin/contact', headers: bearer(member.token) })).data, {
      paymentsConnected: true,
      administrator: null,
    });
    assert.equal(
      (await app.inject({ url: '/api/admin/accounts', headers: bearer(admin.token) })).statusCode,
      200,
      'the list still reads',
    );
  });
});
