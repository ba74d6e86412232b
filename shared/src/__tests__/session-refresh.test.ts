import { REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '../index';
import { client } from '../client/http';
import {
  api,
  authAtom,
  authStore,
  clearSession,
  getToken,
  isRefreshDue,
  readTokenTimes,
  refreshDueAt,
  setSession,
  setUnauthorizedHandler,
  startSessionKeepAlive,
} from '../client';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiServer, type Answer, type Received } from './api-server';

const user = {
  id: 'u1',
  role: 'free' as const,
  subscription: { plan: 'free' as const, status: 'active' as const },
  avatar: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  twoFactorEnabled: false,
  emailVerified: true,
  isAdmin: false,
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token-shaped string with the given times (seconds from now); the client never checks signatures. */
function tokenLiving({
  from,
  to,
  sessionEnd = 30 * 86_400,
  id = 'a',
}: {
  from: number;
  to: number;
  sessionEnd?: number;
  id?: string;
}) {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'HS256' })}.${base64url({ iat: now + from, exp: now + to, sxp: now + sessionEnd, jti: id })}.sig`;
}

const api$ = apiServer();
beforeAll(() => api$.start());
afterAll(() => api$.stop());

type Sent = Received;

/** Answers refreshes with `refresh` and everything else with 200 (a real local server), recording what was sent. */
function server(refresh: () => Promise<Answer>) {
  api$.reset();
  api$.reply((request) => (request.url === '/en/auth/refresh' ? refresh() : { status: 200, data: { data: [] } }));
  return api$.received;
}

/** Waits (in real time, fake timers or not) until `check` holds, for up to 5 s. */
async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i += 1) await sleep(10);
  expect(check()).toBe(true);
}

const refreshes = (sent: Sent[]) => sent.filter((request) => request.url === '/en/auth/refresh');
const authorization = (request: Sent) => request.headers.authorization;

beforeEach(() => {
  clearSession();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('when a refresh is due', () => {
  it('reads the times of a token and plans the refresh at four fifths of its life', () => {
    const times = readTokenTimes(tokenLiving({ from: 0, to: 100 }))!;
    expect(times.expiresAt - times.issuedAt).toBe(100_000);
    expect(refreshDueAt(times)).toBe(times.expiresAt - 20_000);
    expect(isRefreshDue(times, times.issuedAt + 79_000)).toBe(false);
    expect(isRefreshDue(times, times.issuedAt + 81_000)).toBe(true);
    // Expired: too late to refresh; the server will answer 401.
    expect(isRefreshDue(times, times.expiresAt + 1)).toBe(false);
    expect(readTokenTimes('not-a-jwt')).toBeNull();
  });

  it('never when the token already ends with its session', () => {
    const times = readTokenTimes(tokenLiving({ from: -90, to: 10, sessionEnd: 10 }))!;
    expect(refreshDueAt(times)).toBeNull();
    expect(isRefreshDue(times)).toBe(false);
  });
});

describe('the API client', () => {
  it('sends requests with the token as it is while it is fresh', async () => {
    const token = tokenLiving({ from: -10, to: 90 });
    setSession({ token, user });
    const sent = server(async () => ({ status: 200, data: { data: { token: 'never' } } }));
    await api.get('/project');
    expect(refreshes(sent)).toHaveLength(0);
    expect(authorization(sent[0]!)).toBe(`Bearer ${token}`);
  });

  it('refreshes once for a burst of requests, and sends them all with the new token', async () => {
    setSession({ token: tokenLiving({ from: -90, to: 10 }), user });
    const fresh = tokenLiving({ from: 0, to: 100, id: 'b' });
    let release: () => void = () => undefined;
    const sent = server(
      () => new Promise((resolve) => (release = () => resolve({ status: 200, data: { data: { token: fresh } } }))),
    );
    const burst = Promise.all([api.get('/project'), api.get('/message'), api.get('/copy')]);
    await until(() => refreshes(sent).length === 1);
    release();
    await burst;
    expect(refreshes(sent)).toHaveLength(1);
    const others = sent.filter((request) => request.url !== '/en/auth/refresh');
    expect(others.map(authorization)).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`, `Bearer ${fresh}`]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authToken)!)).toBe(fresh);
  });

  it('keeps the session when the refresh cannot reach the server, and sends the request anyway', async () => {
    const token = tokenLiving({ from: -90, to: 10 });
    setSession({ token, user });
    // jsdom prints the cut connection, and leaves its timeout timer running after it (Jest waited 10 s to end).
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    client.defaults.timeout = 1_000;
    const sent = server(async () => 'drop');
    await api.get('/project').finally(() => (client.defaults.timeout = REQUEST_TIMEOUT_MS));
    expect(getToken()).toBe(token);
    expect(authorization(sent.at(-1)!)).toBe(`Bearer ${token}`);
  });

  it('ends the session when the refresh is refused with 401', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    setSession({ token: tokenLiving({ from: -90, to: 10 }), user });
    server(async () => ({
      status: 401,
      data: { statusCode: 401, message: 'Your session has ended. Please sign in again.' },
    }));
    await api.get('/project').catch(() => undefined);
    expect(authStore.get(authAtom).isAuthenticated).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('uses the token another tab stored meanwhile instead of refreshing again', async () => {
    setSession({ token: tokenLiving({ from: -90, to: 10 }), user });
    const fromOtherTab = tokenLiving({ from: 0, to: 100, id: 'other-tab' });
    // The other tab's write, before this tab saw the storage event.
    localStorage.setItem(STORAGE_KEYS.authToken, JSON.stringify(fromOtherTab));
    const sent = server(async () => ({ status: 200, data: { data: { token: 'never' } } }));
    await api.get('/project');
    expect(refreshes(sent)).toHaveLength(0);
    expect(authorization(sent[0]!)).toBe(`Bearer ${fromOtherTab}`);
    expect(getToken()).toBe(fromOtherTab);
  });
});

describe('keeping a session alive between requests', () => {
  afterEach(() => jest.useRealTimers());

  it('refreshes when the tab becomes visible again with a refresh due', async () => {
    setSession({ token: tokenLiving({ from: -90, to: 10 }), user });
    const fresh = tokenLiving({ from: 0, to: 100, id: 'b' });
    const sent = server(async () => ({ status: 200, data: { data: { token: fresh } } }));
    const stop = startSessionKeepAlive();
    document.dispatchEvent(new Event('visibilitychange'));
    await until(() => getToken() === fresh);
    stop();
    expect(refreshes(sent)).toHaveLength(1);
    expect(getToken()).toBe(fresh);
  });

  it('refreshes when it falls due while the person is typing, not while the tab sits idle', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const fresh = tokenLiving({ from: 100, to: 200, id: 'b' });
    const sent = server(async () => ({ status: 200, data: { data: { token: fresh } } }));
    setSession({ token: tokenLiving({ from: 0, to: 100 }), user });
    const stop = startSessionKeepAlive();
    // Idle until the refresh falls due: nothing is sent.
    await jest.advanceTimersByTimeAsync(81_000);
    await sleep(200);
    expect(refreshes(sent)).toHaveLength(0);
    // Then a key is pressed: the refresh goes.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await until(() => getToken() === fresh);
    expect(refreshes(sent)).toHaveLength(1);
    stop();
  });
});
