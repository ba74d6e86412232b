import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PLANS, SPLIT_TEST_TARGET_REQUIRED } from '@brandcast/shared';
import { forEachDatabase, json } from '../../helpers';
import { as, balanceOf, buildWithEngine, createMessage, createProject, signUp } from './fixtures';

/* A split test's links without a target lead to the project's public page: a private project needs a target, or consent. */
forEachDatabase(({ db }) => {
  const isPublic = async (projectId: string) =>
    (await db().query<{ public: boolean }>('SELECT public FROM projects WHERE id = $1', [projectId]))[0]!.public;

  test('a private project: no target is a 400 naming targetUrl, nothing charged or changed; a target is used as given', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const call = as(app, owner);
    assert.equal(await isPublic(project._id), false, 'projects are private by default');

    for (const body of [{}, { makeProjectPublic: false }]) {
      const refused = await call('POST', `/message/${message.id}/test`, body);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal(json(refused).message, SPLIT_TEST_TARGET_REQUIRED);
    }
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits);
    assert.equal(json(await call('GET', `/message/${message.id}`)).data.status, 'draft');
    assert.equal(await isPublic(project._id), false);

    const tested = await call('POST', `/message/${message.id}/test`, { targetUrl: 'https://pawsh.example/book' });
    assert.equal(tested.statusCode, 200, tested.body);
    assert.equal(json(tested).data.testResults.links[0].targetUrl, 'https://pawsh.example/book');
    assert.equal(await isPublic(project._id), false, 'a target leaves the project private');
  });

  test('with consent, the project’s public page is made public and the links lead there; a public project needs neither', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const call = as(app, owner);
    assert.equal((await app.inject({ url: `/api/public/project/${project._id}` })).statusCode, 404);

    const tested = await call('POST', `/message/${message.id}/test`, { makeProjectPublic: true });
    assert.equal(tested.statusCode, 200, tested.body);
    assert.match(json(tested).data.testResults.links[0].targetUrl, new RegExp(`/p/${project._id}$`));
    assert.equal(await isPublic(project._id), true);
    assert.equal((await app.inject({ url: `/api/public/project/${project._id}` })).statusCode, 200);

    // Now public: a new test without a target or consent goes through.
    const again = await call('POST', `/message/${message.id}/test`, {});
    assert.equal(again.statusCode, 200, again.body);
  });

  test('consent given but the test refused (not enough credits): the project stays private', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    await db().query(
      "INSERT INTO credit_ledger (user_id, amount, balance_after, action, description) VALUES ($1, 0, 10, 'grant', 'test grant')",
      [owner.user.id],
    );
    const refused = await as(app, owner)('POST', `/message/${message.id}/test`, { makeProjectPublic: true });
    assert.equal(refused.statusCode, 402, refused.body);
    assert.equal(await isPublic(project._id), false);
  });
});
