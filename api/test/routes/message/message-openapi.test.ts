import assert from 'node:assert/strict';
import { test } from 'node:test';
import { forEachDatabase, json } from '../../helpers';
import { buildWithEngine } from './fixtures';

/* OpenAPI: every message, credits and link route declares its schemas. */

forEachDatabase(({ db }) => {
  const build = (t: Parameters<typeof buildWithEngine>[0]) => buildWithEngine(t, db());

  test('OpenAPI: every message, credits and link route declares its schemas', async (t) => {
    const app = await build(t);
    const doc = json(await app.inject({ url: '/api/openapi.json' }));
    const routes: [string, string][] = [
      ['/api/message/', 'get'],
      ['/api/message/', 'post'],
      ['/api/message/generate', 'post'],
      ['/api/message/{id}', 'get'],
      ['/api/message/{id}', 'patch'],
      ['/api/message/{id}', 'delete'],
      ['/api/message/{id}/variants', 'post'],
      ['/api/message/{id}/test', 'post'],
      ['/api/message/{id}/publish', 'post'],
      ['/api/message/{id}/archive', 'post'],
      ['/api/message/{id}/duplicate', 'post'],
      ['/api/credits/', 'get'],
      ['/api/r/{code}', 'get'],
    ];
    for (const [path, method] of routes) {
      const operation = doc.paths[path]?.[method];
      assert.ok(operation, `${method} ${path} is documented`);
      assert.ok(operation.summary, `${method} ${path} has a summary`);
      assert.ok(Object.keys(operation.responses).length >= 2, `${method} ${path} declares its answers`);
      if (path.includes('{'))
        assert.ok(
          operation.parameters?.some((p: { in: string }) => p.in === 'path'),
          `${method} ${path} declares its params`,
        );
    }
    assert.ok(doc.paths['/api/message/generate'].post.requestBody);
    assert.ok(doc.components.schemas.Message);
    assert.ok(doc.components.schemas.Credits);
  });
});
