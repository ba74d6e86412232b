import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../../../src/config';
import type { Database } from '../../../src/db/client';
import app from '../../../src/app';
import { createBuiltInProvider, type GenerationProvider } from '../../../src/engine/index';
import { serverOptions } from '../../../src/server-options';
import { bearer, json, signUp, testConfig, type Account } from '../../helpers';

/* Shared by the message, credits, generation and links tests (not a test file itself: no `.test` in its name). */

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const BRAND = {
  businessName: 'Northwind Coffee',
  whatYouSell: 'small-batch coffee beans',
  whoYouSellTo: 'home baristas',
  problemYouSolve: 'stale supermarket coffee',
  uniqueValue: 'roasted within 48 hours of shipping',
  priceRange: '$15-25 a bag',
  businessGoal: 'grow monthly subscriptions',
  location: 'Seattle',
  businessStage: 'growing',
};

/** The app under /api like helpers.build, with a generation provider of the test's choosing. */
export async function buildWithEngine(
  t: Pick<TestContext, 'after'>,
  database: Database,
  engine?: GenerationProvider,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const server = Fastify(serverOptions(config));
  await server.register(app, { prefix: '/api', config, database, ...(engine ? { engine } : {}) });
  await server.ready();
  t.after(() => server.close());
  return server;
}

export async function createProject(server: FastifyInstance, account: Account, details: object = BRAND) {
  const response = await server.inject({
    method: 'POST',
    url: '/api/project',
    headers: bearer(account.token),
    payload: { details },
  });
  assert.equal(response.statusCode, 201, response.body);
  return json(response).data as { _id: string; progress: number };
}

export async function createMessage(server: FastifyInstance, account: Account, projectId: string, fields: object = {}) {
  const response = await server.inject({
    method: 'POST',
    url: '/api/message',
    headers: bearer(account.token),
    payload: {
      projectId,
      type: 'tagline',
      title: 'Fresh',
      content: 'Coffee roasted this week, at your door.',
      ...fields,
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  return json(response).data;
}

/** A request as `account`. */
export const as =
  (server: FastifyInstance, account: Account) =>
  (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    server.inject({ method, url: `/api${url}`, headers: bearer(account.token), ...(payload ? { payload } : {}) });

export async function balanceOf(server: FastifyInstance, account: Account): Promise<number> {
  const response = await server.inject({ url: '/api/credits', headers: bearer(account.token) });
  assert.equal(response.statusCode, 200, response.body);
  return json(response).data.balance;
}

export async function invite(
  server: FastifyInstance,
  owner: Account,
  projectId: string,
  email: string,
  role: 'editor' | 'viewer',
) {
  const response = await server.inject({
    method: 'POST',
    url: `/api/project/${projectId}/collaborators`,
    headers: bearer(owner.token),
    payload: { email, role },
  });
  assert.equal(response.statusCode, 201, response.body);
}

/** The built-in writer, with some of its methods replaced. */
export const engineWith = (overrides: Partial<GenerationProvider>): GenerationProvider => ({
  ...createBuiltInProvider(),
  ...overrides,
});

/** The `n` a `SELECT count(*)::int AS n …` answers. */
export const countRows = async (database: Database, sql: string, params: unknown[]) =>
  (await database.query<{ n: number }>(sql, params))[0]!.n;

/** Leaves the user `balance` credits, as if they had spent the rest. */
export async function setBalance(database: Database, userId: string, balance: number) {
  await database.query(
    "INSERT INTO credit_ledger (user_id, amount, balance_after, action, description) VALUES ($1, 0, $2, 'grant', 'test grant')",
    [userId, balance],
  );
}

export { signUp };
