import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FREE_PREVIEWS_PER_DAY, PLANS, lineKey } from '@brandcast/shared';
import { forEachDatabase, json, signUp } from '../../helpers';
import { as, balanceOf, buildWithEngine, createProject } from '../message/fixtures';

/* POST /message/preview and /copy/preview: one candidate, free, not stored, FREE_PREVIEWS_PER_DAY a day. */
forEachDatabase(({ db }) => {
  const stored = async (table: string, projectId: string) =>
    (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE project_id = $1`, [projectId]))[0]!
      .n;

  test('a preview answers one candidate, charges nothing, stores nothing; past the day’s allowance a 429 says when more come', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const call = as(app, owner);

    const message = await call('POST', '/message/preview', { projectId: project._id, type: 'tagline' });
    assert.equal(message.statusCode, 200, message.body);
    assert.ok(json(message).data.content.trim().length > 0);
    assert.equal(json(message).remaining, FREE_PREVIEWS_PER_DAY - 1);

    const copy = await call('POST', '/copy/preview', { projectId: project._id, platform: 'twitter', format: 'post' });
    assert.equal(copy.statusCode, 200, copy.body);
    assert.ok(json(copy).data.content.length > 0 && json(copy).data.content.length <= 280);
    assert.equal(json(copy).remaining, FREE_PREVIEWS_PER_DAY - 2, 'both kinds count against one allowance');

    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits);
    assert.equal(await stored('messages', project._id), 0);
    assert.equal(await stored('copies', project._id), 0);
    const ledger = await db().query("SELECT 1 FROM credit_ledger WHERE user_id = $1 AND action <> 'grant'", [
      owner.user.id,
    ]);
    assert.equal(ledger.length, 0);

    for (let i = 2; i < FREE_PREVIEWS_PER_DAY; i++) {
      const more = await call('POST', '/message/preview', { projectId: project._id, type: 'value_proposition' });
      assert.ok([200, 422].includes(more.statusCode), more.body);
    }
    const refused = await call('POST', '/message/preview', { projectId: project._id, type: 'tagline' });
    assert.equal(refused.statusCode, 429);
    assert.match(
      json(refused).message,
      /^You have used today's 10 free previews; more in \d+ hours\. Generating a set still works with your credits\.$/,
    );
    assert.ok(Number(refused.headers['retry-after']) > 23 * 3600);
    // Another account has its own allowance.
    const other = await signUp(app);
    const theirs = await createProject(app, other);
    assert.equal(
      (await as(app, other)('POST', '/message/preview', { projectId: theirs._id, type: 'tagline' })).statusCode,
      200,
    );
  });

  test('a preview never shows a line the project has, and follows the project’s rights', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const generated = json(
      await as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline', count: 3 }),
    ).data as { content: string }[];
    const preview = await as(app, owner)('POST', '/message/preview', { projectId: project._id, type: 'tagline' });
    if (preview.statusCode === 200) {
      assert.ok(!generated.some((line) => lineKey(line.content) === lineKey(json(preview).data.content)));
    } else {
      assert.equal(preview.statusCode, 422, preview.body);
    }
    const stranger = await signUp(app);
    const refused = await as(app, stranger)('POST', '/message/preview', { projectId: project._id, type: 'tagline' });
    assert.equal(refused.statusCode, 404);
    const unknownField = await as(app, owner)('POST', '/copy/preview', {
      projectId: project._id,
      platform: 'twitter',
      count: 3,
    });
    assert.equal(unknownField.statusCode, 400);
    assert.match(json(unknownField).message, /Unknown field: count/);
  });
});
