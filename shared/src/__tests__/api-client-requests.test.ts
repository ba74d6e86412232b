/**
 * The API client's axios instance, against a real local server: what a call sends, and what it answers.
 * Failures: api-client-failures.test.ts; uploads and timeouts: api-client-uploads.test.ts; loading: api-client-lazy.test.ts.
 */
import { STORAGE_KEYS } from '../index';
import { api, authAtom, authStore, clearSession, setSession, setUnauthorizedHandler } from '../client';
import { testUser as user } from '../testing/fixtures';
import { apiServer } from './api-server';

const server = apiServer();

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  clearSession();
  localStorage.clear();
  setUnauthorizedHandler(() => undefined);
});

describe('what a call sends', () => {
  it('sends the bearer token on every request, under /api', async () => {
    setSession({ token: 'tok-1', user });
    server.answer(200, { data: [] });
    await api.get('/project');
    await api.post('/project', { details: {} });
    expect(server.received.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /project', 'POST /project']);
    expect(server.received.map((request) => request.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-1']);
  });

  it('sends no Authorization without a session', async () => {
    server.answer(200, { data: [] });
    await api.get('/public/pricing');
    expect(server.received[0]!.headers.authorization).toBeUndefined();
  });

  it("sends a call's own Authorization instead of the session's (signing out with the token just cleared)", async () => {
    setSession({ token: 'tok-1', user });
    server.answer(204);
    await api.post('/en/auth/logout', undefined, { headers: { Authorization: 'Bearer old' }, authRedirect: false });
    expect(server.received[0]!.headers.authorization).toBe('Bearer old');
  });

  it('sends a body as JSON, and no body (nor its type) when there is none', async () => {
    server.answer(200, { data: {} });
    await api.patch('/project/p1', { status: 'archived' });
    expect(server.received[0]).toMatchObject({ method: 'PATCH', body: JSON.stringify({ status: 'archived' }) });
    expect(server.received[0]!.headers['content-type']).toMatch(/^application\/json/);
    await api.delete('/project/p1');
    expect(server.received[1]).toMatchObject({ method: 'DELETE', body: '' });
    expect(server.received[1]!.headers['content-type']).toBeUndefined();
    await api.post('/en/auth/refresh');
    expect(server.received[2]!.body).toBe('');
    expect(server.received[2]!.headers['content-type']).toBeUndefined();
  });

  it('sends a form as multipart, with the boundary the browser writes', async () => {
    server.answer(200, { data: {} });
    const form = new FormData();
    form.append('name', 'logo');
    await api.put('/branding', form);
    const sent = server.received[0]!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toMatch(/name="name"\r\n\r\nlogo\r\n/);
  });

  it('writes params as the query string, leaving out what is not set', async () => {
    server.answer(200, { data: [], pagination: { page: 2, size: 20, total: 0, totalPages: 0 } });
    await api.page('/copy', { page: 2, size: 20, search: 'café & co', status: undefined, projectId: null });
    expect(server.received[0]!.url).toBe('/copy?page=2&size=20&search=caf%C3%A9+%26+co');
    await api.get('/analytics/activity', { params: { limit: 5, since: new Date('2026-01-02T03:04:05.000Z') } });
    expect(new URL(server.received[1]!.url, 'http://x').searchParams.get('since')).toBe('2026-01-02T03:04:05.000Z');
    await api.page('/project');
    expect(server.received[2]!.url).toBe('/project');
  });

  it('sends no Idempotency-Key on a call that spends nothing', async () => {
    server.answer(201, { data: {} });
    await api.post('/project', { details: {} });
    expect(server.received[0]!.headers['idempotency-key']).toBeUndefined();
  });
});

describe('what a call answers', () => {
  it('the `data` of the envelope', async () => {
    server.answer(200, { data: [{ id: 'p1' }] });
    await expect(api.get('/project')).resolves.toEqual([{ id: 'p1' }]);
  });

  it('never takes a personal API token just created in Settings for the session token', async () => {
    setSession({ token: 'session', user });
    server.answer(201, { data: { id: 't1', name: 'CI', token: 'bc_secret' } });
    const created = await api.post<{ token: string }>('/token', { name: 'CI', scope: 'read' });
    expect(created.token).toBe('bc_secret');
    expect(authStore.get(authAtom).token).toBe('session');
  });

  it('stores a token found in the body, persisted under the spec key, and sends it from then on', async () => {
    setSession({ token: 'old', user });
    server.answer(200, { data: { token: 'fresh' } });
    await expect(api.post('/en/auth/signin', {})).resolves.toEqual({ token: 'fresh' });
    expect(authStore.get(authAtom).token).toBe('fresh');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authToken)!)).toBe('fresh');
    await api.get('/project');
    expect(server.received[1]!.headers.authorization).toBe('Bearer fresh');
  });

  it('answers a page whole, with its pagination', async () => {
    const page = { data: [{ id: 'p1' }], pagination: { page: 1, size: 20, total: 1, totalPages: 1 } };
    server.answer(200, page);
    await expect(api.page('/project', { page: 1 })).resolves.toEqual(page);
  });

  it('answers the whole body when asked, an empty body as null, and a body that is no envelope as it came', async () => {
    server.answer(200, { data: [], meta: { unread: 0 } });
    await expect(api.get('/notification', { wholeBody: true })).resolves.toEqual({ data: [], meta: { unread: 0 } });
    server.answer(204);
    await expect(api.delete('/notification')).resolves.toBeNull();
    server.answer(200, '<html></html>');
    await expect(api.get('/r/abc')).resolves.toBe('<html></html>');
    server.answer(200, [1, 2]);
    await expect(api.get('/list')).resolves.toEqual([1, 2]);
  });
});
