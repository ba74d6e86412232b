import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import app from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { changePlan, parsePlanArgs } from '../../src/ops/plan';
import { readOperatorFile } from '../../src/ops/operator-file';
import { serverOptions } from '../../src/server-options';
import { bearer, json, signUp } from '../helpers';

const run = promisify(execFile);
const apiDir = path.join(import.meta.dirname, '..', '..');
const tempDir = (label: string) => mkdtempSync(path.join(os.tmpdir(), `brandcast-${label}-`));
const configFor = (dataDir: string): Config =>
  loadConfig(
    {},
    {
      dataDir,
      jwtSecret: 'test-secret-test-secret-test-secret',
      logLevel: 'silent',
      scryptLogN: 10,
      schedulerIntervalMs: 0,
      authCacheMs: 60_000,
    },
  );

async function start(config: Config): Promise<FastifyInstance> {
  const server = Fastify(serverOptions(config));
  await server.register(app, { prefix: '/api', config });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

const profile = async (server: FastifyInstance, token: string) =>
  json(await server.inject({ url: '/api/en/user/profile', headers: bearer(token) })).data.user;

test('npm run plan: through the running server, the change applies at once (cached sessions too); stopped, straight on the directory', async () => {
  const config = configFor(tempDir('plan'));
  const server = await start(config);
  let account;
  try {
    account = await signUp(server, {}, { verified: false });
    assert.equal((await profile(server, account.token)).role, 'free');
    const changed = await changePlan(config, { email: account.email, plan: 'starter', interval: 'yearly' });
    assert.equal(changed.through, 'server');
    assert.deepEqual(
      [changed.plan, changed.interval, changed.status, changed.role],
      ['starter', 'yearly', 'active', 'premium'],
    );
    // The session cache (60 s here) is told: the next request already has the new role.
    const user = await profile(server, account.token);
    assert.equal(user.role, 'premium');
    assert.deepEqual(user.subscription, { plan: 'starter', status: 'active' });
    const credits = json(await server.inject({ url: '/api/credits', headers: bearer(account.token) })).data;
    assert.equal(credits.balance, 5000, 'a yearly plan grants its monthly credits');

    const admin = await changePlan(config, { email: account.email, admin: true });
    assert.equal(admin.role, 'admin');
    // Administering the installation (issue 28) is not the admin role: the first account does, and it is set on its own.
    assert.equal(admin.administrator, true);
    assert.equal((await changePlan(config, { email: account.email, administrator: false })).administrator, false);
    assert.equal((await profile(server, account.token)).isAdmin, false);
    assert.equal((await changePlan(config, { email: account.email, administrator: true })).administrator, true);
    assert.equal((await profile(server, account.token)).isAdmin, true);
    assert.deepEqual(parsePlanArgs(['--email', account.email, '--no-administrator']), {
      email: account.email,
      administrator: false,
    });
    assert.equal(admin.plan, 'starter');
    await assert.rejects(
      changePlan(config, { email: 'nobody@example.com', plan: 'starter' }),
      /No account uses nobody@example.com/,
    );
    const refused = await server.inject({
      method: 'POST',
      url: '/api/operator/plan',
      headers: { 'x-operator-token': 'guess' },
      payload: { email: account.email, plan: 'enterprise' },
    });
    assert.equal(refused.statusCode, 403);
  } finally {
    await server.close();
  }

  // The app is stopped: the command opens the database itself.
  const direct = await changePlan(config, {
    email: account.email,
    plan: 'enterprise',
    status: 'past_due',
    admin: false,
  });
  assert.equal(direct.through, 'database');
  assert.deepEqual([direct.plan, direct.status, direct.role], ['enterprise', 'past_due', 'enterprise']);
  const again = await start(config);
  try {
    const signIn = await again.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: account.email, password: account.password },
    });
    assert.equal(json(signIn).data.user.role, 'enterprise', 'past_due keeps the plan through the grace period');
  } finally {
    await again.close();
  }
});

test('npm run seed while the app runs goes through the running server; twice is safe', async () => {
  const config = configFor(tempDir('seed-running'));
  const server = await start(config);
  try {
    const seed = () =>
      run(process.execPath, ['--import', 'tsx', 'src/seed.ts'], {
        cwd: apiDir,
        env: { ...process.env, DATA_DIR: config.dataDir, DATABASE_URL: '' },
      });
    const first = await seed();
    assert.match(
      first.stdout,
      /Created the demo account with 5 projects, brand messages and copies\. \(through the running server\)/,
    );
    assert.match((await seed()).stdout, /already exists/);
    const signIn = await server.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: 'demo@brandcast.local', password: 'brandcast-demo' },
    });
    assert.equal(signIn.statusCode, 200);
    assert.deepEqual(json(signIn).data.user.subscription, { plan: 'starter', status: 'active' });
    const projects = json(await server.inject({ url: '/api/project', headers: bearer(json(signIn).data.token) })).data;
    assert.equal(projects.length, 5);
  } finally {
    await server.close();
  }
});

test('the seed route: too many sign-ups for the demo email answer 429 with the reason, not 500', async () => {
  const config = { ...configFor(tempDir('seed-limited')), authRateLimitMax: 2 };
  const server = await start(config);
  try {
    const token = readOperatorFile(config.dataDir)!.token;
    const seed = () =>
      server.inject({ method: 'POST', url: '/api/operator/seed', headers: { 'x-operator-token': token } });
    assert.equal((await seed()).statusCode, 200);
    assert.match(json(await seed()).data.message, /already exists/);
    // The third sign-up within the minute is over the limit of 2.
    const limited = await seed();
    assert.equal(limited.statusCode, 429);
    assert.match(json(limited).message, /^Creating the demo account failed \(429\): Too many attempts\. Try again in /);
  } finally {
    await server.close();
  }
});

test('the command line: what to change is required, bad values are named with the usage', () => {
  assert.deepEqual(
    parsePlanArgs(['--email', 'A@B.co', '--plan', 'starter', '--interval', 'yearly', '--status', 'past_due']),
    {
      email: 'a@b.co',
      plan: 'starter',
      interval: 'yearly',
      status: 'past_due',
    },
  );
  assert.deepEqual(parsePlanArgs(['--email', 'a@b.co', '--admin']), { email: 'a@b.co', admin: true });
  assert.deepEqual(parsePlanArgs(['--email', 'a@b.co', '--no-admin']), { email: 'a@b.co', admin: false });
  assert.throws(() => parsePlanArgs(['--email', 'a@b.co']), /Say what to change/);
  assert.throws(() => parsePlanArgs(['--email', 'a@b.co', '--plan', 'gold']), /--plan: .*\nUsage: npm run plan/);
  assert.throws(() => parsePlanArgs(['--plan', 'starter']), /--email/);
});
