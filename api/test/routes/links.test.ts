import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { forEachDatabase, json, signUp, type Account } from '../helpers';
import { as, buildWithEngine, createMessage, createProject } from './message-fixtures';

forEachDatabase(({ db }) => {
  const follow = (app: FastifyInstance, code: string, headers: Record<string, string> = {}) => app.inject({ url: `/r/${code}`, headers });

  /** A tested message with two variants: its three arms' links. */
  async function splitTest(app: FastifyInstance, owner: Account) {
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    await as(app, owner)('POST', `/message/${message.id}/variants`, { count: 2 });
    const tested = json(await as(app, owner)('POST', `/message/${message.id}/test`, { targetUrl: 'https://northwind.example/shop?ref=test' })).data;
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
    assert.equal((await app.inject({ url: `/api/r/${original.code}` })).statusCode, 302);
    const rows = await db().query<{ clicks: number }>('SELECT clicks FROM tracked_links WHERE code = $1', [original.code]);
    assert.equal(rows[0]!.clicks, 2);
  });

  test('a HEAD request (a link checker) redirects without counting', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const { results } = await splitTest(app, owner);
    const response = await app.inject({ method: 'HEAD', url: `/r/${results.links[0].code}` });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, 'https://northwind.example/shop?ref=test');
    const rows = await db().query<{ clicks: number }>('SELECT clicks FROM tracked_links WHERE code = $1', [results.links[0].code]);
    assert.equal(rows[0]!.clicks, 0);
  });

  test('test results count the clicks per arm, with the total and the leader', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const { message, results } = await splitTest(app, owner);
    const [original, first, second] = results.links;
    const read = async () => json(await as(app, owner)('GET', `/message/${message.id}`)).data.testResults;

    for (const code of [original.code, original.code, first.code]) assert.equal((await follow(app, code)).statusCode, 302);
    let now = await read();
    assert.deepEqual(now.links.map((l: { clicks: number }) => l.clicks), [2, 1, 0]);
    assert.equal(now.totalClicks, 3);
    assert.equal(now.leaderVariantId, null, 'the message itself leads');

    await follow(app, first.code);
    now = await read();
    assert.equal(now.totalClicks, 4);
    assert.equal('leaderVariantId' in now, false, 'a tie: no leader');

    await follow(app, second.code);
    await follow(app, second.code);
    await follow(app, second.code);
    now = await read();
    assert.deepEqual(now.links.map((l: { clicks: number }) => l.clicks), [2, 2, 3]);
    assert.equal(now.leaderVariantId, second.variantId);
    // The list answers the same results.
    const listed = json(await as(app, owner)('GET', '/message')).data.find((m: { id: string }) => m.id === message.id);
    assert.deepEqual(listed.testResults, now);
  });

  test('parallel clicks are all counted', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const { results } = await splitTest(app, owner);
    const responses = await Promise.all(Array.from({ length: 20 }, () => follow(app, results.links[1].code)));
    assert.ok(responses.every((r) => r.statusCode === 302));
    const rows = await db().query<{ clicks: number }>('SELECT clicks FROM tracked_links WHERE code = $1', [results.links[1].code]);
    assert.equal(rows[0]!.clicks, 20);
  });

  test("a copy's link adds each click to the copy's clicks and stamps its performance", async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const [copy] = await db().query<{ id: string }>(
      "INSERT INTO copies (project_id, user_id, platform, content, clicks) VALUES ($1, $2, 'linkedin', 'Fresh beans.', 5) RETURNING id",
      [project._id, owner.user.id],
    );
    await db().query("INSERT INTO tracked_links (code, copy_id, target_url) VALUES ('copyLnk1', $1, 'https://northwind.example/')", [copy!.id]);
    assert.equal((await follow(app, 'copyLnk1')).statusCode, 302);
    assert.equal((await follow(app, 'copyLnk1')).statusCode, 302);
    const [row] = await db().query<{ clicks: number; performance_updated_at: Date | null }>(
      'SELECT clicks, performance_updated_at FROM copies WHERE id = $1',
      [copy!.id],
    );
    assert.equal(row!.clicks, 7);
    assert.ok(row!.performance_updated_at);
    const [link] = await db().query<{ clicks: number }>("SELECT clicks FROM tracked_links WHERE code = 'copyLnk1'");
    assert.equal(link!.clicks, 2);
  });

  test('unknown and malformed codes: 404, as a page for browsers and as JSON otherwise', async (t) => {
    const app = await buildWithEngine(t, db());
    for (const code of ['zzzzzzzz', 'short', 'has%20space', 'x'.repeat(90)]) {
      const asJson = await follow(app, code);
      assert.equal(asJson.statusCode, 404, code);
      assert.match(asJson.headers['content-type'] as string, /application\/json/);
      assert.match(json(asJson).message, /This link does not exist or has expired/);
      const asPage = await follow(app, code, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      assert.equal(asPage.statusCode, 404);
      assert.match(asPage.headers['content-type'] as string, /text\/html/);
      assert.match(asPage.body, /<h1[^>]*>Link not found<\/h1>/);
    }
  });
});
