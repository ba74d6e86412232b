import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { trackedLinksRepository } from '../../../src/repositories/tracked-links';
import { LINK_COUNTED_CLICKS_PER_MINUTE } from '../../../src/routes/r';
import { browserAgent, forEachDatabase, json, signUp, type Account } from '../../helpers';
import { as, buildWithEngine, createMessage, createProject } from '../message/fixtures';

forEachDatabase(({ db }) => {
  /** Follows a link as a person's browser (visitor 1 unless said: its own address), or with the headers given. */
  const follow = (app: FastifyInstance, code: string, headers: Record<string, string> | number = 1) =>
    typeof headers === 'number'
      ? app.inject({
          url: `/r/${code}`,
          headers: { 'user-agent': browserAgent(headers) },
          remoteAddress: `198.51.100.${headers}`,
        })
      : app.inject({ url: `/r/${code}`, headers });
  const clicksOf = async (code: string) =>
    (await db().query<{ clicks: number }>('SELECT clicks FROM tracked_links WHERE code = $1', [code]))[0]!.clicks;

  /** A tested message with two variants: its three arms' links. */
  async function splitTest(app: FastifyInstance, owner: Account) {
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    await as(app, owner)('POST', `/message/${message.id}/variants`, { count: 2 });
    const tested = json(
      await as(app, owner)('POST', `/message/${message.id}/test`, {
        targetUrl: 'https://northwind.example/shop?ref=test',
      }),
    ).data;
    return { message, results: tested.testResults };
  }

  test('following a link counts the click and redirects to the target, without signing in', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const { results } = await splitTest(app, owner);
    const [original] = results.links;
    const response = await follow(app, original.code);
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, 'https://northwind.example/shop?ref=test');
    assert.equal(response.headers['cache-control'], 'no-store');
    // The API's own path answers the same (the short /r/ path is rewritten to it).
    assert.equal(
      (await app.inject({ url: `/api/r/${original.code}`, headers: { 'user-agent': browserAgent(2) } })).statusCode,
      302,
    );
    assert.equal(await clicksOf(original.code), 2);
  });

  test('a visitor counts once a day per link; another visitor, another link or another day counts again', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const { results } = await splitTest(app, owner);
    const [original, first] = results.links;
    for (let i = 0; i < 3; i++)
      assert.equal((await follow(app, original.code, 1)).headers.location, 'https://northwind.example/shop?ref=test');
    assert.equal(await clicksOf(original.code), 1, 'reloads are not new clicks');
    await follow(app, original.code, 2);
    await follow(app, first.code, 1);
    assert.equal(await clicksOf(original.code), 2);
    assert.equal(await clicksOf(first.code), 1);
    // The same browser from another address is another visitor.
    await app.inject({
      url: `/r/${original.code}`,
      headers: { 'user-agent': browserAgent(1) },
      remoteAddress: '203.0.113.9',
    });
    assert.equal(await clicksOf(original.code), 3);
    // Another browser from the same address is not (rotating the user agent inflated the clicks).
    for (const agent of [2, 3, 4])
      await app.inject({
        url: `/r/${original.code}`,
        headers: { 'user-agent': browserAgent(agent) },
        remoteAddress: '203.0.113.9',
      });
    assert.equal(await clicksOf(original.code), 3);

    // What is stored is a keyed hash: neither the address nor the browser.
    const visits = await db().query<{ visitor: string }>('SELECT visitor FROM tracked_link_visits WHERE code = $1', [
      original.code,
    ]);
    assert.equal(visits.length, 3);
    for (const { visitor } of visits) assert.match(visitor, /^[A-Za-z0-9_-]{22}$/);

    // Yesterday's visit does not stop today's click.
    await db().query('UPDATE tracked_link_visits SET day = day - 1 WHERE code = $1', [original.code]);
    await follow(app, original.code, 1);
    assert.equal(await clicksOf(original.code), 4);
  });

  test('an IPv6 visitor is its /64: addresses in one /64 count once, another /64 again', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const { results } = await splitTest(app, owner);
    const { code } = results.links[0];
    for (const [address, agent] of [
      ['2001:db8:1:2::1', 1],
      ['2001:db8:1:2:ffff::9', 2],
      ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', 3],
    ] as const) {
      await app.inject({ url: `/r/${code}`, headers: { 'user-agent': browserAgent(agent) }, remoteAddress: address });
    }
    assert.equal(await clicksOf(code), 1);
    await app.inject({
      url: `/r/${code}`,
      headers: { 'user-agent': browserAgent(1) },
      remoteAddress: '2001:db8:1:3::1',
    });
    assert.equal(await clicksOf(code), 2);
  });

  test('a link counts at most its rate a minute, from any number of addresses; past it, visits still redirect', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const { results } = await splitTest(app, owner);
    const { code } = results.links[0];
    for (let i = 0; i < LINK_COUNTED_CLICKS_PER_MINUTE + 5; i += 1) {
      const response = await app.inject({
        url: `/r/${code}`,
        headers: { 'user-agent': browserAgent(1) },
        remoteAddress: `10.${i >> 8}.${i & 255}.7`,
      });
      assert.equal(response.statusCode, 302);
      assert.equal(response.headers.location, 'https://northwind.example/shop?ref=test');
    }
    assert.equal(await clicksOf(code), LINK_COUNTED_CLICKS_PER_MINUTE);
    // Another link has its own rate.
    assert.equal((await follow(app, results.links[1].code, 1)).statusCode, 302);
    assert.equal(await clicksOf(results.links[1].code), 1);
  });

  test('crawlers, link previews and requests without a browser redirect without counting', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const { results } = await splitTest(app, owner);
    const { code } = results.links[0];
    for (const agent of [
      'Twitterbot/1.0',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      '',
    ]) {
      const response = await follow(app, code, { 'user-agent': agent });
      assert.equal(response.statusCode, 302, agent);
      assert.equal(response.headers.location, 'https://northwind.example/shop?ref=test');
    }
    assert.equal(await clicksOf(code), 0);
    const [visits] = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tracked_link_visits WHERE code = $1',
      [code],
    );
    assert.equal(visits!.n, 0);
  });

  test('the scheduler forgets visits from before yesterday', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const { results } = await splitTest(app, owner);
    const [a, b, c] = results.links;
    for (const link of [a, b, c]) await follow(app, link.code);
    await db().query('UPDATE tracked_link_visits SET day = day - 1 WHERE code = $1', [b.code]);
    await db().query('UPDATE tracked_link_visits SET day = day - 2 WHERE code = $1', [c.code]);
    // Other tests' visits may be in the table too: this one looks at its own links.
    assert.ok((await trackedLinksRepository(db().orm).pruneVisits()) >= 1);
    const left = await db().query<{ code: string }>(
      'SELECT code FROM tracked_link_visits WHERE code = ANY($1) ORDER BY day DESC',
      [[a.code, b.code, c.code]],
    );
    assert.deepEqual(
      left.map((row) => row.code),
      [a.code, b.code],
    );
    // The clicks stay counted.
    assert.deepEqual([await clicksOf(a.code), await clicksOf(b.code), await clicksOf(c.code)], [1, 1, 1]);
  });

  test('a HEAD request (a link checker) redirects without counting', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const { results } = await splitTest(app, owner);
    const response = await app.inject({
      method: 'HEAD',
      url: `/r/${results.links[0].code}`,
      headers: { 'user-agent': browserAgent() },
    });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, 'https://northwind.example/shop?ref=test');
    const rows = await db().query<{ clicks: number }>('SELECT clicks FROM tracked_links WHERE code = $1', [
      results.links[0].code,
    ]);
    assert.equal(rows[0]!.clicks, 0);
  });

  test('test results count the clicks per arm, with the total and the leader', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const { message, results } = await splitTest(app, owner);
    const [original, first, second] = results.links;
    const read = async () => json(await as(app, owner)('GET', `/message/${message.id}`)).data.testResults;

    for (const [code, visitor] of [
      [original.code, 1],
      [original.code, 2],
      [first.code, 1],
    ] as const) {
      assert.equal((await follow(app, code, visitor)).statusCode, 302);
    }
    let now = await read();
    assert.deepEqual(
      now.links.map((l: { clicks: number }) => l.clicks),
      [2, 1, 0],
    );
    assert.equal(now.totalClicks, 3);
    assert.equal(now.leaderVariantId, null, 'the message itself leads');

    await follow(app, first.code, 2);
    now = await read();
    assert.equal(now.totalClicks, 4);
    assert.equal('leaderVariantId' in now, false, 'a tie: no leader');

    for (const visitor of [1, 2, 3]) await follow(app, second.code, visitor);
    now = await read();
    assert.deepEqual(
      now.links.map((l: { clicks: number }) => l.clicks),
      [2, 2, 3],
    );
    assert.equal(now.leaderVariantId, second.variantId);
    // The list answers the same results.
    const listed = json(await as(app, owner)('GET', '/message')).data.find((m: { id: string }) => m.id === message.id);
    assert.deepEqual(listed.testResults, now);
  });

  test('parallel clicks are all counted, and one visitor at once counts once', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const { results } = await splitTest(app, owner);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => follow(app, results.links[1].code, i + 1)),
    );
    assert.ok(responses.every((r) => r.statusCode === 302));
    assert.equal(await clicksOf(results.links[1].code), 20);
    const same = await Promise.all(Array.from({ length: 10 }, () => follow(app, results.links[2].code, 1)));
    assert.ok(same.every((r) => r.statusCode === 302));
    assert.equal(await clicksOf(results.links[2].code), 1);
  });

  test("a copy's link adds each click to the copy's clicks and stamps its performance", async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const [copy] = await db().query<{ id: string }>(
      "INSERT INTO copies (project_id, user_id, platform, content, clicks) VALUES ($1, $2, 'linkedin', 'Fresh beans.', 5) RETURNING id",
      [project._id, owner.user.id],
    );
    await db().query(
      "INSERT INTO tracked_links (code, copy_id, target_url) VALUES ('copyLnk1', $1, 'https://northwind.example/')",
      [copy!.id],
    );
    assert.equal((await follow(app, 'copyLnk1', 1)).statusCode, 302);
    assert.equal((await follow(app, 'copyLnk1', 2)).statusCode, 302);
    const [row] = await db().query<{ clicks: number; performance_updated_at: Date | null }>(
      'SELECT clicks, performance_updated_at FROM copies WHERE id = $1',
      [copy!.id],
    );
    assert.equal(row!.clicks, 7);
    assert.ok(row!.performance_updated_at);
    const [link] = await db().query<{ clicks: number }>("SELECT clicks FROM tracked_links WHERE code = 'copyLnk1'");
    assert.equal(link!.clicks, 2);
  });

  test('a target in another script is kept as its normalised web address, and every visit redirects to it', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const tested = await as(app, owner)('POST', `/message/${message.id}/test`, {
      targetUrl: 'https://example.com/日本語?q=café',
    });
    assert.equal(tested.statusCode, 200, tested.body);
    const [arm] = json(tested).data.testResults.links;
    assert.equal(arm.targetUrl, 'https://example.com/%E6%97%A5%E6%9C%AC%E8%AA%9E?q=caf%C3%A9');
    const visit = await follow(app, arm.code, 1);
    assert.equal(visit.statusCode, 302, visit.body);
    assert.equal(visit.headers.location, 'https://example.com/%E6%97%A5%E6%9C%AC%E8%AA%9E?q=caf%C3%A9');
    assert.equal(await clicksOf(arm.code), 1);

    const [copy] = await db().query<{ id: string }>(
      "INSERT INTO copies (project_id, user_id, platform, content) VALUES ($1, $2, 'linkedin', 'Fresh beans.') RETURNING id",
      [project._id, owner.user.id],
    );
    const linked = await as(app, owner)('POST', `/copy/${copy!.id}/link`, {
      targetUrl: 'https://Bücher.example/日本語',
    });
    assert.ok(linked.statusCode < 300, linked.body);
    const { link } = json(linked).data;
    assert.equal(link.targetUrl, 'https://xn--bcher-kva.example/%E6%97%A5%E6%9C%AC%E8%AA%9E');
    assert.equal(
      (await follow(app, link.code, 1)).headers.location,
      'https://xn--bcher-kva.example/%E6%97%A5%E6%9C%AC%E8%AA%9E',
    );

    // A link stored before the rule, with the raw characters, redirects too.
    await db().query(
      "INSERT INTO tracked_links (code, copy_id, target_url) VALUES ('oldRaw01', $1, 'https://example.com/日本語')",
      [copy!.id],
    );
    const old = await follow(app, 'oldRaw01', 2);
    assert.equal(old.statusCode, 302, old.body);
    assert.equal(old.headers.location, 'https://example.com/%E6%97%A5%E6%9C%AC%E8%AA%9E');

    // Within the bound as typed but past it once encoded: a 400 that says why.
    const long = await as(app, owner)('POST', `/copy/${copy!.id}/link`, {
      targetUrl: `https://example.com/${'語'.repeat(600)}`,
    });
    assert.equal(long.statusCode, 400, long.body);
    assert.match(json(long).message, /at most 2000 characters once written for the web/);
  });

  test('unknown and malformed codes: 404, as a page for browsers and as JSON otherwise', async (t) => {
    const app = await buildWithEngine(t, db());
    for (const code of ['zzzzzzzz', 'short', 'has%20space', 'x'.repeat(90)]) {
      const asJson = await follow(app, code, {});
      assert.equal(asJson.statusCode, 404, code);
      assert.match(asJson.headers['content-type'] as string, /application\/json/);
      assert.match(json(asJson).message, /This link does not exist or has expired/);
      const asPage = await follow(app, code, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      assert.equal(asPage.statusCode, 404);
      assert.match(asPage.headers['content-type'] as string, /text\/html/);
      assert.match(asPage.body, /<h1[^>]*>Link not found<\/h1>/);
    }
  });

  test('the 404 page is sent as written (not as a JSON string), and /api/docs documents both of its content types', async (t) => {
    const app = await buildWithEngine(t, db());
    const asPage = await follow(app, 'zzzzzzzz', { accept: 'text/html' });
    assert.equal(asPage.headers['content-type'], 'text/html; charset=utf-8');
    assert.ok(asPage.body.startsWith('<!doctype html>\n<html lang="en">'), asPage.body.slice(0, 40));
    assert.ok(asPage.body.endsWith('</body>\n</html>\n'));
    assert.equal(Number(asPage.headers['content-length']), Buffer.byteLength(asPage.body));
    const doc = json(await app.inject({ url: '/api/openapi.json' }));
    const notFound = doc.paths['/api/r/{code}'].get.responses['404'];
    assert.deepEqual(Object.keys(notFound.content).sort(), ['application/json', 'text/html']);
  });
});
