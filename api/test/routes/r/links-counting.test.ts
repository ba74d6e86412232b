import assert from 'node:assert/strict';
import { test } from 'node:test';
import { trackedLinksRepository } from '../../../src/repositories/tracked-links';
import { LINK_COUNTED_CLICKS_PER_MINUTE } from '../../../src/routes/r';
import { browserAgent, forEachDatabase, json, signUp } from '../../helpers';
import { as, buildWithEngine } from '../message/fixtures';

import { countedClicks, follow, splitTest } from './links-fixtures';

forEachDatabase(({ db }) => {
  const clicksOf = countedClicks(db);

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
});
