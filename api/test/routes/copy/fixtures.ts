import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import Fastify, { type FastifyInstance, type HTTPMethods, type LightMyRequestResponse } from 'fastify';
import type { Copy, PlanId } from '@brandcast/shared';
import app from '../../../src/app';
import type { Config } from '../../../src/config';
import type { Database } from '../../../src/db/client';
import type { GenerationProvider } from '../../../src/engine/index';
import { creditsRepository } from '../../../src/repositories/credits';
import { serverOptions } from '../../../src/server-options';
import { bearer, json, signUp, testConfig, type Account } from '../../helpers';

/* What the copy tests share: an app with a chosen engine, projects, a team, and calls as an account. */

export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** A new copy's performance. */
export const ZERO = { views: 0, likes: 0, shares: 0, comments: 0, retweets: 0, clicks: 0, lastUpdated: null };
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The app under /api like helpers.build, with a generation provider of the test's choosing. */
export async function buildWith(
  t: Pick<TestContext, 'after'>,
  database: Database,
  options: { engine?: GenerationProvider; config?: Partial<Config> } = {},
): Promise<FastifyInstance> {
  const config = testConfig(options.config);
  const server = Fastify(serverOptions(config));
  await server.register(app, {
    prefix: '/api',
    config,
    database,
    ...(options.engine ? { engine: options.engine } : {}),
  });
  await server.ready();
  t.after(() => server.close());
  return server;
}

export function call(
  server: FastifyInstance,
  account: Account,
  method: HTTPMethods,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return server.inject({ method, url: `/api${url}`, headers: bearer(account.token), ...(payload ? { payload } : {}) });
}

/** The body's data after checking the status (the body is shown when it differs). */
export function expectData<T = any>(response: LightMyRequestResponse, status: number): T {
  assert.equal(response.statusCode, status, response.body);
  return json(response).data as T;
}

export function expectError(response: LightMyRequestResponse, status: number, message?: string | RegExp): string {
  assert.equal(response.statusCode, status, response.body);
  const body = json(response);
  assert.equal(body.statusCode, status);
  if (typeof message === 'string') assert.equal(body.message, message);
  else if (message) assert.match(body.message, message);
  return body.message;
}

export async function createProject(
  server: FastifyInstance,
  account: Account,
  businessName = 'Northwind Coffee',
): Promise<{ _id: string }> {
  return expectData(
    await call(server, account, 'POST', '/project', {
      details: { businessName, whatYouSell: 'Single-origin coffee beans', whoYouSellTo: 'home baristas' },
    }),
    201,
  );
}

export async function createCopy(server: FastifyInstance, account: Account, payload: object): Promise<Copy> {
  return expectData<Copy>(
    await call(server, account, 'POST', '/copy', {
      platform: 'linkedin',
      content: 'Fresh beans, roasted this week.',
      ...payload,
    }),
    201,
  );
}

export const setPlan = (db: Database, userId: string, plan: PlanId) =>
  db.query('UPDATE users SET plan = $1 WHERE id = $2', [plan, userId]);

/** An owner (starter plan) with a project shared with an editor and a viewer, and a stranger. */
export async function team(server: FastifyInstance, db: Database) {
  const owner = await signUp(server, { firstName: 'Olivia', lastName: 'Owner' });
  const editor = await signUp(server, { firstName: 'Eddie', lastName: 'Editor' });
  const viewer = await signUp(server, { firstName: 'Vera', lastName: 'Viewer' });
  const stranger = await signUp(server, { firstName: 'Stan', lastName: 'Stranger' });
  await setPlan(db, owner.user.id, 'starter');
  const project = await createProject(server, owner);
  for (const [account, role] of [
    [editor, 'editor'],
    [viewer, 'viewer'],
  ] as const) {
    const invited = await call(server, owner, 'POST', `/project/${project._id}/collaborators`, {
      email: account.email,
      role,
    });
    assert.equal(invited.statusCode, 201, invited.body);
  }
  return { owner, editor, viewer, stranger, project };
}

/** The user's credit balance (granting the month's credits on first use). */
export async function balanceOf(db: Database, userId: string): Promise<number> {
  return (await creditsRepository(db.orm).summary(userId))!.balance;
}

/** Leaves the user `balance` credits, by a ledger row like a charge. */
export async function setBalance(db: Database, userId: string, balance: number): Promise<void> {
  const current = await balanceOf(db, userId);
  await db.query(
    "INSERT INTO credit_ledger (user_id, amount, balance_after, action, description) VALUES ($1, $2, $3, 'copyGeneration', 'test: spend credits')",
    [userId, balance - current, balance],
  );
}

/** How many copies the project has. */
export const copiesOf = async (db: Database, projectId: string): Promise<number> =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM copies WHERE project_id = $1', [projectId]))[0]!.n;
