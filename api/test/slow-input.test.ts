import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { test } from 'node:test';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { bearer, forEachDatabase, openTestDatabase, signUp, type Account } from './helpers';
import {
  ROUTES,
  UNKNOWN,
  fixtures,
  keysOf,
  leaves,
  pathId,
  replaced,
  valueAt,
  type Template,
} from './slow-input/route-table';
import { LENGTHS, LIMIT_MS, PATTERNS, QUERY_MAX, buildApp, timedInject, worst } from './slow-input/worst-texts';

/*
 * No text a user sends can stall the server. Every route that takes a body or a query string (read from the app's
 * own route table: a route added later without an entry in slow-input/route-table.ts fails the first test) is sent
 * the worst texts in each of its fields, one field at a time, at every length a field of this app may take and at
 * 1 MB: "a.a.a." (X's link pattern was quadratic on it), nested punctuation, runs of quotes, dots and spaces (the
 * engine's trimming patterns), many links, emoji sequences, filler words. Each request must answer, 2xx or 4xx,
 * never 5xx, within 100 ms of wall time around app.inject: a slow answer is the defect itself. The routes that
 * read stored text are run on the longest worst texts in slow-input-stored.test.ts.
 */

test('every route that takes a body or a query string is sent the worst texts here', async (t) => {
  const database = await openTestDatabase('pglite');
  t.after(() => database.dispose());
  const { textRoutes: routes } = await buildApp(t, database);
  assert.ok(routes.size > 30, `the route table was read (${routes.size} routes)`);
  const missing = [...routes.keys()].filter((route) => !ROUTES[route]).sort();
  assert.deepEqual(
    missing,
    [],
    `routes that take text and are not sent the worst texts; add them to ROUTES in test/slow-input/route-table.ts:\n${missing.join('\n')}`,
  );
  const gone = Object.keys(ROUTES).filter((route) => !routes.has(route));
  assert.deepEqual(gone, [], 'ROUTES names routes the app no longer has');
  // A field added to a route later is sent the worst texts too: its template must name it.
  const ids = {
    project: UNKNOWN,
    message: UNKNOWN,
    copy: UNKNOWN,
    script: UNKNOWN,
    notification: UNKNOWN,
    recording: UNKNOWN,
    exportJob: UNKNOWN,
  };
  const unnamed = [...routes].flatMap(([route, schema]) => {
    const template = ROUTES[route]!(ids);
    const named = Object.keys(template.body ?? template.query ?? {});
    return keysOf(schema)
      .filter((key) => !named.includes(key))
      .map((key) => `${route}: ${key}`);
  });
  assert.deepEqual(unnamed, [], 'fields of a route its template in ROUTES does not name');
});

forEachDatabase(({ db }) => {
  test(
    'the worst texts in every field of every route answer 2xx or 4xx within 100 ms',
    { timeout: 600_000 },
    async (t) => {
      const { server, textRoutes } = await buildApp(t, db());
      const owner = await signUp(server);
      const other = await signUp(server);
      await db().query("UPDATE users SET plan = 'enterprise', role = 'enterprise' WHERE id = ANY($1)", [
        [owner.user.id, other.user.id],
      ]);
      const ids = await fixtures(server, owner);

      const slow: string[] = [];
      const failed: string[] = [];
      const send = async (
        account: Account,
        route: string,
        template: Template,
        at: string[],
        text: string,
        timed: boolean,
      ) => {
        const [method, path] = route.split(' ') as [HTTPMethods, string];
        const url = path.replace(/:(\w+)/g, (_, name: string) => pathId(ids, path, name));
        const part = template.body ? 'body' : 'query';
        const request = replaced((template.body ?? template.query)!, at, text);
        const payload = part === 'body' ? JSON.stringify(request) : undefined;
        const search =
          part === 'query'
            ? `?${new URLSearchParams(Object.entries(request).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
            : '';
        if (url.length + search.length > QUERY_MAX) return;
        const options: InjectOptions = {
          method,
          url: url + search,
          headers: { ...bearer(account.token), ...(payload ? { 'content-type': 'application/json' } : {}) },
          ...(payload ? { payload } : {}),
        };
        if (!timed) return void (await server.inject(options));
        const { response, took } = await timedInject(server, options);
        const what = `${route} ${part}.${at.join('.')} = ${JSON.stringify(text.slice(0, 12))}… (${text.length.toLocaleString('en-US')} units)`;
        if (response.statusCode >= 500) failed.push(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (took >= LIMIT_MS) slow.push(`${what}: ${took.toFixed(0)} ms`);
      };

      const passwordOwner = await signUp(server);
      for (const timed of [false, true]) {
        for (const [route, make] of Object.entries(ROUTES)) {
          const template = make(ids);
          const account = route.endsWith('/change-password') ? passwordOwner : owner;
          // The fields the route takes (a template may name more: the analytics calls share one).
          const taken = keysOf(textRoutes.get(route)!);
          for (const at of leaves(template.body ?? template.query).filter((path) => taken.includes(path[0]!))) {
            // Warm-up (untimed): each field once, with a short worst text, so the first call's compilation is not counted.
            if (!timed) {
              await send(account, route, template, at, worst('a.', 120), false);
              continue;
            }
            // A field that takes text gets every length; a number, flag, list or object only the longest (its type is refused first).
            const lengths =
              typeof valueAt(template.body ?? template.query, at) === 'string' ? LENGTHS : LENGTHS.slice(-2);
            for (const pattern of Object.values(PATTERNS))
              for (const length of lengths) await send(account, route, template, at, worst(pattern, length), true);
          }
        }
      }
      assert.deepEqual(failed, [], 'requests that answered 5xx');
      assert.deepEqual(slow, [], `requests that took ${LIMIT_MS} ms or more`);
    },
  );
});

test("a query string longer than Node's parser takes is refused before the app reads it (431)", async (t) => {
  const database = await openTestDatabase('pglite');
  t.after(() => database.dispose());
  const { server } = await buildApp(t, database);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  const status = await new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: `/api/project?search=${worst('a.', 1_000_000)}` },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end();
  });
  assert.equal(status, 431);
});
