import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, characterCount, type Copy } from '@brandcast/shared';
import { createBuiltInProvider, type GenerationProvider } from '../../../src/engine/index';
import { forEachDatabase, signUp } from '../../helpers';
import { balanceOf, buildWith, call, createCopy, createProject, expectData, expectError } from './fixtures';

/* routes/copy/generate.ts, on an existing copy: adapting it to another platform, and its hashtags. */
const COST = CREDIT_COSTS.copyGeneration;

forEachDatabase(({ build, db }) => {
  test('POST /copy/:id/adapt: a new draft for the other platform, for 30 credits; the same platform is a 400', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const source = await createCopy(app, owner, {
      projectId,
      platform: 'linkedin',
      title: 'Roast day',
      content: `Every Monday we roast small batches of single-origin beans, so the coffee in your cup is never more than a week from the roaster. ${'Taste the difference. '.repeat(20)}`,
    });
    expectData(await call(app, owner, 'POST', `/copy/${source.id}/publish`), 200);
    const before = await balanceOf(db(), owner.user.id);

    const adapted = expectData<Copy>(
      await call(app, owner, 'POST', `/copy/${source.id}/adapt`, { platform: 'twitter' }),
      201,
    );
    assert.notEqual(adapted.id, source.id);
    assert.equal(adapted.platform, 'twitter');
    assert.equal(adapted.status, 'draft');
    assert.equal(adapted.projectId, projectId);
    assert.equal(adapted.provider, 'built-in');
    assert.ok(adapted.characterCount <= 280);
    assert.equal(adapted.characterCount, characterCount(adapted.content, 'twitter'));
    assert.equal(await balanceOf(db(), owner.user.id), before - COST);
    // The source is unchanged.
    const unchanged = expectData<Copy>(await call(app, owner, 'GET', `/copy/${source.id}`), 200);
    assert.equal(unchanged.platform, 'linkedin');
    assert.equal(unchanged.status, 'published');

    expectError(
      await call(app, owner, 'POST', `/copy/${source.id}/adapt`, { platform: 'linkedin' }),
      400,
      /already for LinkedIn; pick another platform/,
    );
    expectError(await call(app, owner, 'POST', `/copy/${source.id}/adapt`, {}), 400, /platform/);
    assert.equal(await balanceOf(db(), owner.user.id), before - COST);
  });

  test('POST /copy/:id/hashtags sets #word hashtags from the engine, deduplicated, for free', async (t) => {
    const doubled: GenerationProvider = {
      ...createBuiltInProvider(),
      async hashtags() {
        return { provider: 'built-in', hashtags: ['#Coffee', '#coffee', '#HomeBarista', 'bad tag', '#SingleOrigin'] };
      },
    };
    const app = await buildWith(t, db(), { engine: doubled });
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId, hashtags: ['#old'] });
    const before = await balanceOf(db(), owner.user.id);
    const tagged = expectData<Copy>(await call(app, owner, 'POST', `/copy/${copy.id}/hashtags`), 200);
    assert.deepEqual(tagged.hashtags, ['#Coffee', '#HomeBarista', '#SingleOrigin']);
    assert.equal(tagged.content, copy.content);
    assert.equal(await balanceOf(db(), owner.user.id), before);

    // The built-in engine: real words of the copy and the project.
    const plain = await build(t);
    const writer = await signUp(plain);
    const project = await createProject(plain, writer, 'Northwind Coffee');
    const source = await createCopy(plain, writer, {
      projectId: project._id,
      content: 'Single-origin espresso beans for home baristas, roasted every Monday.',
    });
    const { hashtags } = expectData<Copy>(await call(plain, writer, 'POST', `/copy/${source.id}/hashtags`), 200);
    assert.ok(hashtags.length > 0);
    assert.equal(new Set(hashtags.map((tag) => tag.toLowerCase())).size, hashtags.length);
    for (const tag of hashtags) assert.match(tag, /^#[\p{L}\p{N}_]+$/u);
  });
});
