import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { STORAGE_KEYS } from '../index';
import { apiClient } from '../client/http';
import {
  api,

  authAtom,
  authStore,
  clearSession,
  getErrorMessage,
  setSession,
  setUnauthorizedHandler,
} from '../client';

const user = {
  id: 'u1',
  role: 'free' as const,
  subscription: { plan: 'free' as const, status: 'active' as const },
  avatar: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

/** Answers every request with the given status and body, recording what was sent. */
function answer(status: number, data: unknown) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', String(status), config, undefined, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return sent;
}

beforeEach(() => {
  clearSession();
  localStorage.clear();
});

it('sends the bearer token on every request', async () => {
  setSession({ token: 'tok-1', user });
  const sent = answer(200, { data: [] });
  await apiClient.get('/project');
  expect(sent[0]!.headers.Authorization).toBe('Bearer tok-1');
});

it('never takes a personal API token just created in Settings for the session token', async () => {
  setSession({ token: 'session', user });
  answer(201, { data: { id: 't1', name: 'CI', token: 'bc_secret' } });
  const created = await api.post<{ token: string }>('/token', { name: 'CI', scope: 'read' });
  expect(created.token).toBe('bc_secret');
  expect(authStore.get(authAtom).token).toBe('session');
});

it('unwraps the body and stores a token found in it, persisted under the spec key', async () => {
  setSession({ token: 'old', user });
  answer(200, { data: { token: 'fresh' } });
  const body = await apiClient.post('/en/auth/refresh');
  expect(body).toEqual({ token: 'fresh' });
  expect(authStore.get(authAtom).token).toBe('fresh');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authToken)!)).toBe('fresh');
});

it('answers a page whole, with its pagination', async () => {
  const page = { data: [{ id: 'p1' }], pagination: { page: 1, size: 20, total: 1, totalPages: 1 } };
  answer(200, page);
  await expect(api.page('/project', { page: 1 })).resolves.toEqual(page);
});

it('answers the whole body when asked, and a body that is no envelope as it came', async () => {
  answer(200, { data: [], meta: { unread: 0 } });
  await expect(api.get('/notification', { wholeBody: true })).resolves.toEqual({ data: [], meta: { unread: 0 } });
  answer(204, null);
  await expect(api.delete('/notification')).resolves.toBeNull();
  answer(200, '<html></html>');
  await expect(api.get('/r/abc')).resolves.toBe('<html></html>');
});

it('clears the session and calls the unauthorized handler on a 401', async () => {
  const onUnauthorized = jest.fn();
  setUnauthorizedHandler(onUnauthorized);
  setSession({ token: 'expired', user });
  answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Your session has expired' });
  await expect(apiClient.get('/project')).rejects.toThrow();
  expect(authStore.get(authAtom)).toMatchObject({ token: null, user: null, isAuthenticated: false });
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});

it('keeps the session when a 401 means a wrong password (authRedirect: false)', async () => {
  const onUnauthorized = jest.fn();
  setUnauthorizedHandler(onUnauthorized);
  setSession({ token: 'good', user });
  answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Current password is wrong' });
  await expect(apiClient.post('/en/auth/change-password', {}, { authRedirect: false })).rejects.toThrow();
  expect(authStore.get(authAtom).isAuthenticated).toBe(true);
  expect(onUnauthorized).not.toHaveBeenCalled();
});

it("shows the server's message, else the catalogue's fallback", async () => {
  answer(409, { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' });
  const error = await apiClient.post('/en/auth/signup').catch((e: unknown) => e);
  expect(getErrorMessage(error, 'Registration failed. Please try again.')).toBe(
    'An account with this email already exists',
  );
  expect(getErrorMessage(new Error('boom'), 'Registration failed. Please try again.')).toBe(
    'Registration failed. Please try again.',
  );
});

it('loads axios with the first call only: no module of the client but http.ts imports it as a value', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const dir = path.join(__dirname, '..', 'client');
  const eager = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && file !== 'http.ts')
    .filter((file) => /^import\s+(?!type\b)[^;]*from\s+'axios'/m.test(readFileSync(path.join(dir, file), 'utf8')));
  expect(eager).toEqual([]);
  expect(readFileSync(path.join(dir, 'index.ts'), 'utf8')).not.toMatch(/'\.\/http'/);
});
