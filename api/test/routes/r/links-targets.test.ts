import assert from 'node:assert/strict';
import { test } from 'node:test';
import { forEachDatabase, json, signUp } from '../../helpers';
import { as, buildWithEngine, createMessage, createProject } from '../message/fixtures';

import { countedClicks, follow } from './links-fixtures';

forEachDatabase(({ db }) => {
  const clicksOf = countedClicks(db);

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
