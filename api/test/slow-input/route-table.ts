/*
 * The routes that take a body or a query string, each with a valid request whose fields the worst texts replace in
 * turn, and the account's own records (project, message, copy, …) their paths name.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PREFERENCE_DEFAULTS } from '@brandcast/shared';
import { bearer, type Account } from '../helpers';
import { details } from './worst-texts';

export type Template = { body?: Record<string, unknown>; query?: Record<string, unknown> };
export type Ids = {
  project: string;
  message: string;
  copy: string;
  script: string;
  notification: string;
  recording: string;
  exportJob: string;
};
export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * Every route with a body or query-string schema, and a valid request to it (a copy for X, whose weighted count is
 * the most work a text gets in validation; long website copies are stored and read in the last test): each of its fields (nested ones too)
 * is replaced in turn by the worst texts. The change-password route has an account of its own (it ends sessions).
 */
export const ROUTES: Record<string, (ids: Ids) => Template> = {
  'POST /api/en/auth/signup': () => ({
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery',
      invitation: 'abc',
    },
  }),
  'POST /api/en/auth/signin': () => ({ body: { email: 'ada@example.com', password: 'correct horse battery' } }),
  'POST /api/en/auth/forgot-password': () => ({ body: { email: 'ada@example.com' } }),
  'POST /api/en/auth/reset-password': () => ({ body: { token: 'abc', password: 'correct horse battery' } }),
  'POST /api/en/auth/change-password': () => ({
    body: { currentPassword: 'wrong password', newPassword: 'correct horse battery' },
  }),
  // A new email with a wrong password: refused after the password check, nothing is sent.
  'PATCH /api/en/user/profile': () => ({
    body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', currentPassword: 'wrong password' },
  }),
  'POST /api/en/auth/confirm-email': () => ({ body: { token: 'abc' } }),
  'POST /api/en/auth/verify-email': () => ({ body: { token: 'abc' } }),
  'GET /api/en/auth/invitation': () => ({ query: { token: 'abc' } }),
  'POST /api/en/auth/signin/two-factor': () => ({ body: { challenge: 'abc', code: '123456' } }),
  'POST /api/en/user/two-factor/setup': () => ({ body: { currentPassword: 'wrong password' } }),
  'POST /api/en/user/two-factor/enable': () => ({ body: { code: '123456' } }),
  'POST /api/en/user/two-factor/disable': () => ({ body: { currentPassword: 'wrong password', code: '123456' } }),
  'POST /api/en/user/two-factor/recovery-codes': () => ({ body: { code: '123456' } }),
  // A wrong password: refused after the check, nothing is deleted.
  'POST /api/account/delete': () => ({ body: { password: 'wrong password', code: '123456' } }),
  'PUT /api/en/user/preferences': () => ({
    body: structuredClone(PREFERENCE_DEFAULTS) as unknown as Record<string, unknown>,
  }),
  'GET /api/project': () => ({
    query: { page: 1, size: 10, status: 'active', type: 'business', search: 'coffee', sort: '-updatedAt' },
  }),
  'POST /api/project': () => ({
    body: { details: details(), voice: voice(), type: 'business', dueDate: '2031-01-31' },
  }),
  'PATCH /api/project/:id': () => ({
    body: { details: details(), voice: voice(), public: false, status: 'active', type: 'business', dueDate: null },
  }),
  'POST /api/project/:id/collaborators': () => ({ body: { email: 'nobody@example.com', role: 'viewer' } }),
  'PATCH /api/notification/:id': () => ({ body: { read: true } }),
  'GET /api/message': (ids) => ({
    query: { page: 1, size: 10, projectId: ids.project, status: 'draft', type: 'tagline', search: 'coffee' },
  }),
  'POST /api/message': (ids) => ({
    body: { projectId: ids.project, type: 'tagline', title: 'Fresh', content: 'Fresh beans, roasted this week.' },
  }),
  'POST /api/message/generate': () => ({ body: { projectId: UNKNOWN, type: 'tagline', count: 1 } }),
  'POST /api/message/preview': () => ({ body: { projectId: UNKNOWN, type: 'tagline' } }),
  'PATCH /api/message/:id': () => ({
    body: { type: 'tagline', title: 'Fresh', content: 'Fresh beans, roasted this week.' },
  }),
  'POST /api/message/:id/variants': () => ({ body: { count: 1 } }),
  'POST /api/message/:id/test': () => ({ body: { targetUrl: 'https://example.com/', makeProjectPublic: false } }),
  'GET /api/copy': (ids) => ({
    query: {
      page: 1,
      size: 10,
      projectId: ids.project,
      messageId: ids.message,
      status: 'draft',
      platform: 'twitter',
      search: 'coffee',
    },
  }),
  'POST /api/copy': (ids) => ({
    body: {
      projectId: ids.project,
      messageId: null,
      platform: 'twitter',
      format: 'post',
      title: 'Fresh',
      content: 'Fresh beans.',
      hashtags: ['#coffee'],
    },
  }),
  'PATCH /api/copy/:id': () => ({
    body: {
      platform: 'twitter',
      format: 'post',
      title: 'Fresh',
      content: 'Fresh beans.',
      hashtags: ['#coffee'],
      performance: { views: 1, likes: 1, shares: 1, comments: 1, retweets: 1, clicks: 1 },
    },
  }),
  'POST /api/copy/generate': () => ({
    body: { projectId: UNKNOWN, messageId: null, platform: 'twitter', format: 'post', count: 1 },
  }),
  'POST /api/copy/preview': () => ({
    body: { projectId: UNKNOWN, messageId: null, platform: 'twitter', format: 'post' },
  }),
  'POST /api/copy/:id/adapt': () => ({ body: { platform: 'website' } }),
  'POST /api/copy/:id/schedule': () => ({ body: { scheduledDate: '2099-01-01T09:00:00Z' } }),
  'POST /api/copy/:id/link': () => ({ body: { targetUrl: 'https://example.com/' } }),
  'POST /api/copy/performance/import': (ids) => ({
    body: {
      rows: [{ id: ids.copy, views: 1, likes: 1, shares: 1, comments: 1, retweets: 1, clicks: 1, date: '2026-01-01' }],
    },
  }),
  // A private address: refused before any network (a worst text in its place is looked up, and fails, in DNS).
  'POST /api/channel/bluesky': () => ({
    body: { handle: 'ada.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop', service: 'https://10.0.0.1' },
  }),
  'POST /api/channel/mastodon': () => ({ body: { server: '10.0.0.1' } }),
  'GET /api/channel/mastodon/callback': () => ({
    query: { state: 'abc', code: 'abc', error: 'access_denied', error_description: 'The user said no' },
  }),
  'POST /api/copy/:id/publications': () => ({ body: { channelIds: [UNKNOWN] } }),
  'POST /api/token': () => ({
    body: { name: 'CI', scope: 'read', expiresAt: '2099-01-01T00:00:00Z', twoFactorCode: '123456' },
  }),
  'GET /api/billing/ledger': () => ({ query: { action: 'grant', from: '2026-01-01', to: '2026-02-01', page: 1 } }),
  'POST /api/billing/change': () => ({ body: { plan: 'enterprise', interval: 'monthly' } }),
  'POST /api/billing/checkout': () => ({ body: { plan: 'enterprise', interval: 'monthly' } }),
  'GET /api/admin/accounts': () => ({ query: { page: 1, size: 10, search: 'groomer' } }),
  // An account that is not there: the body is read, then 404; no plan changes.
  'PATCH /api/admin/accounts/:id/plan': () => ({ body: { plan: 'starter', interval: 'monthly' } }),
  'GET /api/script': (ids) => ({ query: { page: 1, size: 10, projectId: ids.project, search: 'coffee' } }),
  'POST /api/script': (ids) => ({
    body: {
      projectId: ids.project,
      messageId: ids.message,
      title: 'Fresh',
      content: 'Fresh beans.',
      targetSeconds: 30,
    },
  }),
  'POST /api/script/generate': () => ({ body: { projectId: UNKNOWN, messageId: UNKNOWN, seconds: 30 } }),
  'PATCH /api/script/:id': () => ({ body: { title: 'Fresh', content: 'Fresh beans.', targetSeconds: 30 } }),
  'GET /api/recording/:id/file': () => ({ query: { expires: 1, signature: 'abc' } }),
  'GET /api/recording': (ids) => ({ query: { page: 1, size: 10, projectId: ids.project } }),
  'GET /api/analytics/export/:id/file': () => ({ query: { expires: 1, signature: 'abc' } }),
  'GET /api/account/export/:id/file': () => ({ query: { expires: 1, signature: 'abc' } }),
  'POST /api/analytics/export': () => ({ body: { range: 'month', tz: 'Europe/London', format: 'csv' } }),
  ...Object.fromEntries(
    [
      'overview',
      'summary',
      'performance',
      'funnel',
      'top',
      'low',
      'platforms',
      'insights',
      'activity',
      'heatmap',
      'projects',
    ].map((name) => [
      `GET /api/analytics/${name}`,
      (ids: Ids) => ({
        query: { range: 'month', tz: 'Europe/London', projectId: ids.project, platform: 'twitter', limit: 5 },
      }),
    ]),
  ),
  'PUT /api/branding/color': () => ({ body: { color: '#112233' } }),
  'GET /api/dev/outbox': () => ({ query: { email: 'ada@example.com' } }),
  'POST /api/dev/plan': () => ({ body: { email: 'nobody@example.com', plan: 'starter', status: 'active' } }),
};

const voice = () => ({ formality: 50, playfulness: 50, wordsToUse: ['fresh'], wordsToAvoid: ['cheap'] });

/** Each path to a value in the template: every key of every object, and each list as a whole and its first item. */
export function leaves(value: unknown, at: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [at];
  if (Array.isArray(value))
    return [at, ...value.slice(0, 1).flatMap((item, index) => leaves(item, [...at, String(index)]))];
  return [...(at.length ? [at] : []), ...Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]))];
}
export const valueAt = (value: unknown, at: string[]) => at.reduce<any>((node, key) => node?.[key], value);
export function replaced(template: Record<string, unknown>, at: string[], text: string): Record<string, unknown> {
  const copy = structuredClone(template);
  let node: any = copy;
  for (const key of at.slice(0, -1)) node = node[key];
  node[at.at(-1)!] = text;
  return copy;
}

/** The keys of an object schema, through defaults, optionals, pipes and lazies. */
export function keysOf(schema: z.ZodType): string[] {
  const def = (schema as any)._zod.def;
  if (def.type === 'object') return Object.keys(def.shape);
  if (def.type === 'default' || def.type === 'optional' || def.type === 'nullable' || def.type === 'prefault')
    return keysOf(def.innerType);
  if (def.type === 'pipe') return keysOf(def.in);
  if (def.type === 'lazy') return keysOf(def.getter());
  return [];
}

export async function fixtures(server: FastifyInstance, owner: Account): Promise<Ids> {
  const post = async (url: string, payload: object) => {
    const response = await server.inject({ method: 'POST', url, headers: bearer(owner.token), payload });
    assert.ok(response.statusCode < 300, `${url}: ${response.body}`);
    return response.json().data;
  };
  const project = await post('/api/project', { details: details() });
  const message = await post('/api/message', {
    projectId: project._id,
    type: 'tagline',
    content: 'Fresh beans, roasted this week.',
  });
  const copy = await post('/api/copy', { projectId: project._id, platform: 'twitter', content: 'Fresh beans.' });
  const script = await post('/api/script', { projectId: project._id, content: 'Fresh beans.' });
  const exportJob = await post('/api/analytics/export', { range: 'month', tz: 'UTC', format: 'csv' });
  const notification = (await server.inject({ url: '/api/notification', headers: bearer(owner.token) })).json().data[0];
  return {
    project: project._id,
    message: message.id,
    copy: copy.id,
    script: script.id,
    notification: notification.id,
    recording: UNKNOWN,
    exportJob: exportJob.id,
  };
}

export function pathId(ids: Ids, path: string, name: string): string {
  if (path.startsWith('/api/project')) return ids.project;
  if (path.startsWith('/api/message')) return ids.message;
  if (path.startsWith('/api/copy')) return ids.copy;
  if (path.startsWith('/api/script')) return ids.script;
  if (path.startsWith('/api/notification')) return ids.notification;
  if (path.startsWith('/api/recording')) return ids.recording;
  if (path.startsWith('/api/analytics/export')) return ids.exportJob;
  // Any id: the signature is checked before the export is looked up.
  if (path.startsWith('/api/account/export')) return UNKNOWN;
  if (path.startsWith('/api/admin/accounts')) return UNKNOWN;
  throw new Error(`no id for :${name} in ${path}`);
}
