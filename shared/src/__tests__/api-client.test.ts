import { REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '../index';
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
import { httpError } from '../testing/fixtures';

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

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal | null;
}

/** The platform's fetch, answering with `reply` (a status and a body, sent as JSON unless a string), recording what was sent. */
function serve(reply: (request: Sent) => Promise<{ status: number; data?: unknown }> | { status: number; data?: unknown }) {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const request: Sent = {
      method: init.method ?? 'GET',
      url: String(url),
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
      signal: init.signal,
    };
    sent.push(request);
    const { status, data } = await reply(request);
    const text = data === undefined || data === null ? '' : typeof data === 'string' ? data : JSON.stringify(data);
    return { status, text: async () => text } as Response;
  });
  return sent;
}

/** Answers every request with the given status and body. */
const answer = (status: number, data?: unknown) => serve(() => ({ status, data }));

/** A stand-in XMLHttpRequest (uploads that report progress use it): records what is sent; the test answers. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, data: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(data);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
/** Lets the client's promise chain (the lazy import, the refresh check) reach the send. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  clearSession();
  localStorage.clear();
  setUnauthorizedHandler(() => undefined);
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  jest.useRealTimers();
});

describe('what a call sends', () => {
  it('sends the bearer token on every request, under /api', async () => {
    setSession({ token: 'tok-1', user });
    const sent = answer(200, { data: [] });
    await api.get('/project');
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/project' });
    expect(sent[0]!.headers.Authorization).toBe('Bearer tok-1');
  });

  it('sends no Authorization without a session', async () => {
    const sent = answer(200, { data: [] });
    await api.get('/public/pricing');
    expect(sent[0]!.headers.Authorization).toBeUndefined();
  });

  it("sends a call's own Authorization instead of the session's (signing out with the token just cleared)", async () => {
    setSession({ token: 'tok-1', user });
    const sent = answer(204);
    await api.post('/en/auth/logout', undefined, { headers: { Authorization: 'Bearer old' }, authRedirect: false });
    expect(sent[0]!.headers.Authorization).toBe('Bearer old');
  });

  it('sends a body as JSON, and no body (nor its type) when there is none', async () => {
    const sent = answer(200, { data: {} });
    await api.patch('/project/p1', { status: 'archived' });
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: JSON.stringify({ status: 'archived' }) });
    expect(sent[0]!.headers['Content-Type']).toBe('application/json');
    await api.delete('/project/p1');
    expect(sent[1]).toMatchObject({ method: 'DELETE', body: undefined });
    expect(sent[1]!.headers['Content-Type']).toBeUndefined();
    await api.post('/en/auth/refresh');
    expect(sent[2]!.body).toBeUndefined();
    expect(sent[2]!.headers['Content-Type']).toBeUndefined();
  });

  it('sends a form as it is: the browser writes its multipart type', async () => {
    const sent = answer(200, { data: {} });
    const form = new FormData();
    form.append('name', 'logo');
    await api.put('/branding', form);
    expect(sent[0]!.body).toBe(form);
    expect(sent[0]!.headers['Content-Type']).toBeUndefined();
  });

  it('writes params as the query string, leaving out what is not set', async () => {
    const sent = answer(200, { data: [], pagination: { page: 2, size: 20, total: 0, totalPages: 0 } });
    await api.page('/copy', { page: 2, size: 20, search: 'café & co', status: undefined, projectId: null });
    expect(sent[0]!.url).toBe('/api/copy?page=2&size=20&search=caf%C3%A9+%26+co');
    await api.get('/analytics/activity', { params: { limit: 5 } });
    expect(sent[1]!.url).toBe('/api/analytics/activity?limit=5');
    await api.page('/project');
    expect(sent[2]!.url).toBe('/api/project');
  });
});

describe('what a call answers', () => {
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
    const body = await api.post('/en/auth/refresh');
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
    answer(204);
    await expect(api.delete('/notification')).resolves.toBeNull();
    answer(200, '<html></html>');
    await expect(api.get('/r/abc')).resolves.toBe('<html></html>');
  });
});

describe('a 401', () => {
  it('clears the session and calls the unauthorized handler', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    setSession({ token: 'expired', user });
    answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Your session has expired' });
    const error = await api.get('/project').catch((e: unknown) => e);
    expect(statusOf(error)).toBe(401);
    expect(authStore.get(authAtom)).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when it means a wrong password (authRedirect: false)', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    setSession({ token: 'good', user });
    answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Current password is wrong' });
    await expect(api.post('/en/auth/change-password', {}, { authRedirect: false })).rejects.toThrow();
    expect(authStore.get(authAtom).isAuthenticated).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('on the login page clears the session without sending anyone there again', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    window.history.replaceState(null, '', '/login');
    setSession({ token: 'expired', user });
    answer(401, { statusCode: 401, message: 'Your session has expired' });
    await expect(api.get('/en/auth/me')).rejects.toThrow();
    expect(authStore.get(authAtom).isAuthenticated).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('without a session is only a failed call (a wrong password at sign-in)', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer(401, { statusCode: 401, message: 'Invalid email or password' });
    const error = await api.post('/en/auth/signin', { email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
    expect(getErrorMessage(error, 'Login failed')).toBe('Invalid email or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('a failed call', () => {
  it("shows the server's message, else the catalogue's fallback", async () => {
    answer(409, { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' });
    const error = await api.post('/en/auth/signup').catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(statusOf(error)).toBe(409);
    expect((error as { response?: { data?: unknown } }).response?.data).toMatchObject({ statusCode: 409 });
    expect(getErrorMessage(error, 'Registration failed. Please try again.')).toBe('An account with this email already exists');
    answer(500, '');
    const bare = await api.post('/en/auth/signup').catch((e: unknown) => e);
    expect(getErrorMessage(bare, 'Registration failed. Please try again.')).toBe('Registration failed. Please try again.');
    expect(getErrorMessage(new Error('boom'), 'Registration failed. Please try again.')).toBe(
      'Registration failed. Please try again.',
    );
    expect(isHttpError(new Error('boom'))).toBe(false);
    expect(statusOf(new Error('boom'))).toBeUndefined();
  });

  it('says the server could not be reached when fetch fails', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await api.get('/project').catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(statusOf(error)).toBeUndefined();
    expect(getErrorMessage(error, 'Failed to load projects')).toBe('Failed to load projects: the server could not be reached.');
  });

  it(`gives up after REQUEST_TIMEOUT_MS (${REQUEST_TIMEOUT_MS} ms) and says the server took too long`, async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const sent = serve(
      (request) =>
        new Promise((_resolve, reject) =>
          request.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
        ),
    );
    const failure = api.get('/project').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(sent[0]!.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(statusOf(error)).toBeUndefined();
    expect(getErrorMessage(error, 'Failed to load projects')).toBe('Failed to load projects: the server took too long to answer.');
  });

  it('the fixture the other tests reject with reads as the client does', () => {
    const error = httpError(413, { message: 'Too large' });
    expect(isHttpError(error)).toBe(true);
    expect(statusOf(error)).toBe(413);
    expect(getErrorMessage(error, 'Upload failed')).toBe('Too large');
  });
});

describe('an upload', () => {
  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });

  it('sends the file as a form field with the token, reports its progress, and answers the unwrapped body', async () => {
    setSession({ token: 'tok-1', user });
    const progress: number[] = [];
    const file = new Blob(['png bytes'], { type: 'image/png' });
    const done = api.upload<{ avatarUrl: string }>('/en/auth/avatar', file, { field: 'avatar', onProgress: (p) => progress.push(p) });
    await settle();
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/en/auth/avatar' });
    expect(xhr.headers.Authorization).toBe('Bearer tok-1');
    expect((xhr.body as FormData).get('avatar')).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 4 });
    xhr.answer(200, { data: { avatarUrl: '/avatar/u1.png' } });
    await expect(done).resolves.toEqual({ avatarUrl: '/avatar/u1.png' });
    expect(progress).toEqual([25, 100]);
  });

  it('sends a form built by the caller as it is, fields in its order', async () => {
    const form = new FormData();
    form.append('projectId', 'p1');
    form.append('file', new Blob(['webm']), 'take.webm');
    const done = api.upload('/recording', form, {});
    await settle();
    expect(FakeXhr.last.body).toBe(form);
    FakeXhr.last.answer(201, { data: { id: 'r1' } });
    await expect(done).resolves.toEqual({ id: 'r1' });
  });

  it("refused: rejects with the server's status and message, and a 401 ends the session", async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    setSession({ token: 'tok-1', user });
    const refused = api.upload('/recording', new Blob(['x'])).catch((e: unknown) => e);
    await settle();
    FakeXhr.last.answer(413, { statusCode: 413, message: 'The recording is larger than 500 MB.' });
    const error = await refused;
    expect(statusOf(error)).toBe(413);
    expect(getErrorMessage(error, 'Upload failed')).toBe('The recording is larger than 500 MB.');
    const ended = api.upload('/recording', new Blob(['x'])).catch((e: unknown) => e);
    await settle();
    FakeXhr.last.answer(401, { statusCode: 401, message: 'Your session has expired' });
    expect(statusOf(await ended)).toBe(401);
    expect(authStore.get(authAtom).isAuthenticated).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('times out after REQUEST_TIMEOUT_MS without a sign of life, however long a file that keeps going takes', async () => {
    const slow = api.upload('/recording', new Blob(['x'])).catch((e: unknown) => e);
    await settle();
    const xhr = FakeXhr.last;
    jest.useFakeTimers();
    try {
      // Three times the limit in all, a byte going up every half of it: still sending.
      for (let i = 1; i <= 6; i++) {
        jest.advanceTimersByTime(REQUEST_TIMEOUT_MS / 2);
        xhr.upload.onprogress?.({ lengthComputable: true, loaded: i, total: 10 });
      }
      expect(xhr.aborted).toBe(false);
      // Then nothing, neither progress nor an answer, for the limit.
      jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
      expect(xhr.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(xhr.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
    expect(getErrorMessage(await slow, 'Upload failed')).toBe('Upload failed: the server took too long to answer.');
  });

  it('says when the server could not be reached', async () => {
    const lost = api.upload('/recording', new Blob(['x'])).catch((e: unknown) => e);
    await settle();
    FakeXhr.last.onerror?.();
    expect(getErrorMessage(await lost, 'Upload failed')).toBe('Upload failed: the server could not be reached.');
  });
});

it('the client is the platform fetch, loaded with the first call: nothing in it imports axios, and index.ts does not import http.ts', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const dir = path.join(__dirname, '..', 'client');
  const withAxios = readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => /from\s+'axios'|import\('axios'\)/.test(readFileSync(path.join(dir, file), 'utf8')));
  expect(withAxios).toEqual([]);
  expect(readFileSync(path.join(dir, 'index.ts'), 'utf8')).not.toMatch(/'\.\/http'/);
});

describe('a call that spends credits (idempotent)', () => {
  const keyOf = (request: Sent) => request.headers['Idempotency-Key'];

  it('carries an Idempotency-Key of its own; other calls carry none', async () => {
    const sent = answer(201, { data: [] });
    await api.post('/message/generate', { projectId: 'p1' }, { idempotent: true });
    await api.post('/message/generate', { projectId: 'p1' }, { idempotent: true });
    await api.post('/project', { details: {} });
    expect(keyOf(sent[0]!)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(sent[1]!)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(sent[1]!)).not.toBe(keyOf(sent[0]!));
    expect(keyOf(sent[2]!)).toBeUndefined();
  });

  it('sent again with the same key when the first got no answer, or the key is still running; answers the result', async () => {
    let calls = 0;
    const sent = serve(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      if (calls === 2) return { status: 409, data: { message: 'A request with this Idempotency-Key is still running. Wait a moment and send it again to get its answer.' } };
      return { status: 201, data: { data: { id: 'c1' } } };
    });
    jest.useFakeTimers();
    try {
      const result = api.post<{ id: string }>('/copy/generate', { projectId: 'p1' }, { idempotent: true });
      for (let i = 0; i < 10 && sent.length < 3; i += 1) await jest.advanceTimersByTimeAsync(4_000);
      await expect(result).resolves.toEqual({ id: 'c1' });
    } finally {
      jest.useRealTimers();
    }
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map(keyOf)).size).toBe(1);
  });

  it("is not sent again for the call's own answers: a 402, a 409 of its own, a 400", async () => {
    for (const [status, message] of [[402, 'Generating copy costs 30 credits; you have 20.'], [409, 'They are already a collaborator'], [400, 'count: too big']] as const) {
      const sent = answer(status, { message });
      const failed = await api.post('/copy/generate', {}, { idempotent: true }).catch((e: unknown) => e);
      expect(statusOf(failed)).toBe(status);
      expect(sent).toHaveLength(1);
    }
  });
});
