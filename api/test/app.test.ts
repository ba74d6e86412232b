import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp } from './helpers';

forEachDatabase(({ build, kind, db }) => {
  test('GET /health answers ok and the database kind', async (t) => {
    const app = await build(t);
    const response = await app.inject({ url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response), { status: 'ok', db: kind });
  });

  test('the OpenAPI document lists every route with its answers; /api/docs serves the docs page', async (t) => {
    const app = await build(t);
    const response = await app.inject({ url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    const doc = json(response);
    assert.equal(doc.openapi.startsWith('3.'), true);
    const expected: Record<string, string[]> = {
      '/api/en/auth/signup': ['post'],
      '/api/en/auth/signin': ['post'],
      '/api/en/auth/logout': ['post'],
      '/api/en/auth/refresh': ['post'],
      '/api/en/auth/forgot-password': ['post'],
      '/api/en/auth/reset-password': ['post'],
      '/api/en/auth/change-password': ['post'],
      '/api/en/auth/avatar': ['post'],
      '/api/en/user/profile': ['get', 'patch'],
      '/api/project/': ['get', 'post'],
      '/api/project/{id}': ['get', 'patch', 'delete'],
      '/api/health/': ['get'],
      '/api/branding/': ['get', 'delete'],
      '/api/branding/color': ['put', 'delete'],
      '/api/branding/logo': ['put', 'delete'],
      '/api/branding/logo/{id}': ['get'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      const entry = doc.paths[path] ?? doc.paths[path.replace(/\/$/, '')];
      assert.ok(entry, `${path} missing from ${Object.keys(doc.paths).join(', ')}`);
      for (const method of methods) {
        assert.ok(entry[method], `${method} ${path}`);
        assert.ok(Object.keys(entry[method].responses).length >= 2, `${method} ${path} declares its answers`);
      }
    }
    assert.ok(doc.paths['/api/en/auth/signup'].post.requestBody);
    const docs = await app.inject({ url: '/api/docs/' });
    assert.equal(docs.statusCode, 200);
    assert.match(docs.headers['content-type'] as string, /text\/html/);
  });

  test('unknown routes answer 404 in the error shape (and that handler is rate-limited)', async (t) => {
    const app = await build(t);
    const response = await app.inject({ url: '/api/nothing/here?x=1' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(Object.keys(json(response)).sort(), ['error', 'message', 'statusCode']);
    assert.match(json(response).message, /GET \/api\/nothing\/here /);
    assert.ok(response.headers['x-ratelimit-limit']);
    const wrongMethod = await app.inject({ method: 'PUT', url: '/api/project' });
    assert.equal(wrongMethod.statusCode, 404);
  });

  test('malformed JSON, empty JSON, an unsupported content-type and wrong types answer 4xx, never 500', async (t) => {
    const app = await build(t);
    const { token } = await signUp(app);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"details":',
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(json(malformed).message, 'The request body is not valid JSON.');
    const empty = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    assert.equal(empty.statusCode, 400);
    const xml = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    assert.equal(xml.statusCode, 415);
    const nul = await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: bearer(token),
      payload: { details: { businessName: 'a\u0000b' } },
    });
    assert.equal(nul.statusCode, 400);
    const nulName = await app.inject({
      method: 'PATCH',
      url: '/api/en/user/profile',
      headers: bearer(token),
      payload: { firstName: '\u0000' },
    });
    assert.equal(nulName.statusCode, 400);
    const farDate = await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: bearer(token),
      payload: { dueDate: '0000-01-01' },
    });
    assert.ok(farDate.statusCode === 201 || farDate.statusCode === 400, String(farDate.statusCode));
  });

  test('a body over 1 MB answers 413', async (t) => {
    const app = await build(t);
    const { token } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: bearer(token),
      payload: { details: { businessName: 'x'.repeat(1024 * 1024) } },
    });
    assert.equal(response.statusCode, 413);
    assert.match(json(response).message, /1 MB/);
  });

  test('security headers on API answers; CORS only for the configured origins', async (t) => {
    const app = await build(t, { corsOrigins: ['http://localhost:3102'] });
    const response = await app.inject({ url: '/api/health', headers: { origin: 'http://localhost:3102' } });
    assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3102');
    assert.ok(response.headers['content-security-policy']);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/project',
      headers: {
        origin: 'http://localhost:3102',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.match(preflight.headers['access-control-allow-methods'] as string, /PATCH/);
    // A paid call from a page on another origin carries an Idempotency-Key: the preflight allows it.
    const paid = await app.inject({
      method: 'OPTIONS',
      url: '/api/message/generate',
      headers: {
        origin: 'http://localhost:3102',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    assert.equal(paid.statusCode, 204);
    assert.match(paid.headers['access-control-allow-headers'] as string, /Idempotency-Key/i);
    const foreign = await app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
  });

  test('a server error hides its details', async (t) => {
    const app = await build(t);
    const { token } = await signUp(app);
    // Break the database under the app: the answer is a plain 500, no SQL or stack.
    const orm = db().orm as { select: unknown };
    const original = orm.select;
    orm.select = () => {
      throw new Error('connection reset: secret detail');
    };
    t.after(() => {
      orm.select = original;
    });
    const response = await app.inject({ url: '/api/project', headers: bearer(token) });
    assert.equal(response.statusCode, 500);
    assert.doesNotMatch(response.body, /secret detail|stack/);
    assert.match(json(response).message, /Something went wrong/);
  });

  test('a foreign key whose row was deleted meanwhile answers 409 with what to do, not 500', async (t) => {
    const app = await build(t);
    const { token } = await signUp(app);
    // A real foreign-key violation from this database, raised where a write would meet it.
    const violation = await db()
      .query("INSERT INTO messages (project_id, user_id, type) VALUES ($1, $1, 'tagline')", [
        '00000000-0000-4000-8000-000000000000',
      ])
      .then(
        () => assert.fail('the insert should violate the foreign key'),
        (error: unknown) => error,
      );
    assert.equal((violation as { code?: string }).code, '23503');
    const orm = db().orm as { select: unknown };
    const original = orm.select;
    orm.select = () => {
      throw new Error('Failed query: insert into ...', { cause: violation });
    };
    t.after(() => {
      orm.select = original;
    });
    const response = await app.inject({ url: '/api/project', headers: bearer(token) });
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(json(response).message, 'Something this refers to was deleted meanwhile; reload and try again.');
  });
});
