import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, PLANS, chargeFor, fewerNewNote } from '@brandcast/shared';
import { forEachDatabase, json } from '../../helpers';
import { as, balanceOf, buildWithEngine, createProject, signUp } from './fixtures';

/** The writer returns fewer rather than filler, and the answer says so. */
forEachDatabase(({ db }) => {
  const build = (t: Parameters<typeof buildWithEngine>[0]) => buildWithEngine(t, db());
  const SPARSE = { businessName: 'Still Point', whatYouSell: 'yoga classes', location: 'Leeds' };

  test('generate from thin fields: fewer messages than asked, with a note naming the fields to add; charged their share', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner, SPARSE);
    const response = await as(app, owner)('POST', '/message/generate', {
      projectId: project._id,
      type: 'tagline',
      count: 5,
    });
    assert.equal(response.statusCode, 201, response.body);
    const body = json(response);
    assert.ok(body.data.length >= 1 && body.data.length < 5, `${body.data.length} written`);
    // The charge follows the lines returned: their share of the full price, said in the note.
    assert.equal(
      body.note,
      `Only ${body.data.length} strong ${body.data.length === 1 ? 'line' : 'lines'} could be written from these fields; add a unique value or the problem you solve for more. ${fewerNewNote('brandMessage', body.data.length, 5, false)}`,
    );
    assert.ok(chargeFor('brandMessage', body.data.length, 5) < CREDIT_COSTS.brandMessage);
    assert.equal(
      await balanceOf(app, owner),
      PLANS.free.monthlyCredits - chargeFor('brandMessage', body.data.length, 5),
    );

    // Full fields: as many as asked, and no note.
    const full = await createProject(app, owner);
    const enough = json(
      await as(app, owner)('POST', '/message/generate', { projectId: full._id, type: 'tagline', count: 3 }),
    );
    assert.equal(enough.data.length, 3);
    assert.equal(enough.note, undefined);
  });

  test('generate from a name alone: 422 saying what to fill, nothing written or charged', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner, { businessName: 'Fernhill' });
    for (const [url, payload] of [
      ['/message/generate', { projectId: project._id, type: 'value_proposition' }],
      ['/copy/generate', { projectId: project._id, platform: 'linkedin', format: 'post' }],
    ] as const) {
      const response = await as(app, owner)('POST', url, payload);
      assert.equal(response.statusCode, 422, response.body);
      assert.match(
        json(response).message,
        /^No (?:strong line|copy) could be written from these fields; add what you sell or a unique value for more\. Nothing was charged\.$/,
      );
    }
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits);
    const listed = json(await as(app, owner)('GET', `/message?projectId=${project._id}`));
    assert.equal(listed.data.length, 0);
  });

  test('copies from thin fields come with the same note', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner, SPARSE);
    const body = json(
      await as(app, owner)('POST', '/copy/generate', {
        projectId: project._id,
        platform: 'linkedin',
        format: 'post',
        count: 3,
      }),
    );
    assert.ok(body.data.length >= 1 && body.data.length < 3, `${body.data.length} written`);
    assert.match(
      body.note,
      /^Only \d distinct cop(?:y|ies) could be written from these fields; add a unique value or the problem you solve for more\. /,
    );
    assert.ok(body.note.endsWith(fewerNewNote('copyGeneration', body.data.length, 3, false)), body.note);
  });
});
