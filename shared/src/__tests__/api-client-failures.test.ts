/**
 * The API client's axios instance, against a real local server: a 401, a failed call, a call that spends credits.
 */
import {
  api,
  authAtom,
  authStore,
  clearSession,
  getErrorMessage,
  isHttpError,
  setSession,
  setUnauthorizedHandler,
  statusOf,
} from '../client';
import { IDEMPOTENT_RETRY_DELAYS_MS, client } from '../client/http';
import { httpError, testUser as user } from '../testing/fixtures';
import { apiServer, type Received } from './api-server';

const server = apiServer();
const realTimeout = client.defaults.timeout;
/**
 * For a test whose server cuts connections: jsdom prints each (console.error) as a browser's console would, expected
 * here; and its XMLHttpRequest leaves the request's timeout timer running after a network error (REQUEST_TIMEOUT_MS,
 * which kept Jest from ending for 10 s), so these tests' calls time out sooner (their answers come in milliseconds).
 */
const quietNetworkErrors = () => {
  client.defaults.timeout = 1_000;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
};

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.reset();
  clearSession();
  localStorage.clear();
  setUnauthorizedHandler(() => undefined);
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  client.defaults.timeout = realTimeout;
  jest.restoreAllMocks();
});

describe('a 401', () => {
  it('clears the session and calls the unauthorized handler, once for calls failing together', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    setSession({ token: 'expired', user });
    server.answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Your session has expired' });
    const [error] = await Promise.all([
      api.get('/project').catch((e: unknown) => e),
      api.get('/copy').catch(() => undefined),
    ]);
    expect(statusOf(error)).toBe(401);
    expect(authStore.get(authAtom)).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when it means a wrong password (authRedirect: false)', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    setSession({ token: 'good', user });
    server.answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Current password is wrong' });
    const error = await api.post('/en/auth/change-password', {}, { authRedirect: false }).catch((e: unknown) => e);
    expect(getErrorMessage(error, 'Could not change the password')).toBe('Current password is wrong');
    expect(authStore.get(authAtom).isAuthenticated).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('on the login page clears the session without sending anyone there again', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    window.history.replaceState(null, '', '/login');
    setSession({ token: 'expired', user });
    server.answer(401, { statusCode: 401, message: 'Your session has expired' });
    await expect(api.get('/en/auth/me')).rejects.toThrow();
    expect(authStore.get(authAtom).isAuthenticated).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('without a session is only a failed call (a wrong password at sign-in)', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.answer(401, { statusCode: 401, message: 'Invalid email or password' });
    const error = await api.post('/en/auth/signin', { email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
    expect(getErrorMessage(error, 'Login failed')).toBe('Invalid email or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('a failed call', () => {
  it("rejects with axios's error: the server's status and body, its message, else the catalogue's fallback", async () => {
    server.answer(409, { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' });
    const error = await api.post('/en/auth/signup').catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(statusOf(error)).toBe(409);
    expect((error as { response?: { data?: unknown } }).response?.data).toMatchObject({ statusCode: 409 });
    expect(getErrorMessage(error, 'Registration failed. Please try again.')).toBe(
      'An account with this email already exists',
    );
    server.answer(500);
    const bare = await api.post('/en/auth/signup').catch((e: unknown) => e);
    expect(statusOf(bare)).toBe(500);
    expect(getErrorMessage(bare, 'Registration failed. Please try again.')).toBe(
      'Registration failed. Please try again.',
    );
    expect(getErrorMessage(new Error('boom'), 'Registration failed. Please try again.')).toBe(
      'Registration failed. Please try again.',
    );
    expect(isHttpError(new Error('boom'))).toBe(false);
    expect(statusOf(new Error('boom'))).toBeUndefined();
  });

  it('says the server could not be reached when the connection is cut', async () => {
    quietNetworkErrors();
    server.reply(() => 'drop');
    const error = await api.get('/project').catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(statusOf(error)).toBeUndefined();
    expect(getErrorMessage(error, 'Failed to load projects')).toBe(
      'Failed to load projects: the server could not be reached.',
    );
  });

  it('the fixture the other tests reject with reads as the client does', () => {
    const error = httpError(413, { message: 'Too large' });
    expect(isHttpError(error)).toBe(true);
    expect(statusOf(error)).toBe(413);
    expect(getErrorMessage(error, 'Upload failed')).toBe('Too large');
  });
});

describe('a call that spends credits (idempotent)', () => {
  const keyOf = (request: Received) => request.headers['idempotency-key'];
  const delays = [...IDEMPOTENT_RETRY_DELAYS_MS];
  // The waits between tries, shortened: the test is about what is sent again, not how long it waits.
  beforeAll(() => IDEMPOTENT_RETRY_DELAYS_MS.splice(0, delays.length, 20, 40));
  afterAll(() => IDEMPOTENT_RETRY_DELAYS_MS.splice(0, delays.length, ...delays));

  it('carries an Idempotency-Key of its own; other calls carry none', async () => {
    server.answer(201, { data: [] });
    await api.post('/message/generate', { projectId: 'p1' }, { idempotent: true });
    await api.post('/message/generate', { projectId: 'p1' }, { idempotent: true });
    await api.post('/project', { details: {} });
    const [first, second, plain] = server.received;
    expect(keyOf(first!)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(second!)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(second!)).not.toBe(keyOf(first!));
    expect(keyOf(plain!)).toBeUndefined();
  });

  it('sent again with the same key when the first got no answer, or the key is still running; answers the result', async () => {
    quietNetworkErrors();
    let calls = 0;
    server.reply(() => {
      calls += 1;
      if (calls === 1) return 'drop';
      if (calls === 2)
        return {
          status: 409,
          data: {
            message:
              'A request with this Idempotency-Key is still running. Wait a moment and send it again to get its answer.',
          },
        };
      return { status: 201, data: { data: { id: 'c1' } } };
    });
    await expect(
      api.post<{ id: string }>('/copy/generate', { projectId: 'p1' }, { idempotent: true }),
    ).resolves.toEqual({ id: 'c1' });
    expect(server.received).toHaveLength(3);
    expect(new Set(server.received.map(keyOf)).size).toBe(1);
  });

  it('gives up after the last retry with the last answer', async () => {
    server.answer(503, { message: 'Unavailable' });
    const error = await api.post('/copy/generate', {}, { idempotent: true }).catch((e: unknown) => e);
    expect(statusOf(error)).toBe(503);
    expect(server.received).toHaveLength(delays.length + 1);
  });

  it("is not sent again for the call's own answers: a 402, a 409 of its own, a 400", async () => {
    for (const [status, message] of [
      [402, 'Generating copy costs 30 credits; you have 20.'],
      [409, 'They are already a collaborator'],
      [400, 'count: too big'],
    ] as const) {
      server.reset();
      server.answer(status, { message });
      const failed = await api.post('/copy/generate', {}, { idempotent: true }).catch((e: unknown) => e);
      expect(statusOf(failed)).toBe(status);
      expect(server.received).toHaveLength(1);
    }
  });
});
