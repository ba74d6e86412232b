import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, insufficientCreditsMessage, type Copy } from '@brandcast/shared';
import { forEachDatabase, signUp } from '../../helpers';
import {
  balanceOf,
  call,
  copiesOf as countCopies,
  createCopy,
  createProject,
  expectData,
  expectError,
  setBalance,
} from './fixtures';

/* Credits for generating copy (routes/copy/generate.ts and adapt): 402 when short with nothing written, hashtags free, parallel requests never overdraw. */

const COST = CREDIT_COSTS.copyGeneration;

forEachDatabase(({ build, db }) => {
  const copiesOf = (projectId: string) => countCopies(db(), projectId);

  test('402 when the credits do not cover it, with nothing written; parallel requests never overdraw', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId, platform: 'twitter', content: 'Fresh beans' });
    await setBalance(db(), owner.user.id, 10);

    const message = insufficientCreditsMessage('copyGeneration', 10);
    assert.equal(
      message,
      'Generating copy costs 30 credits; you have 10. Credits renew monthly; upgrade your plan for more.',
    );
    expectError(await call(app, owner, 'POST', '/copy/generate', { projectId, platform: 'twitter' }), 402, message);
    expectError(await call(app, owner, 'POST', `/copy/${copy.id}/adapt`, { platform: 'linkedin' }), 402, message);
    assert.equal(await copiesOf(projectId), 1);
    assert.equal(await balanceOf(db(), owner.user.id), 10);

    // Hashtags are free.
    const tagged = expectData<Copy>(await call(app, owner, 'POST', `/copy/${copy.id}/hashtags`), 200);
    assert.ok(tagged.hashtags.length > 0);
    assert.equal(await balanceOf(db(), owner.user.id), 10);

    // 70 credits: two of three parallel generations succeed, whatever the order.
    await setBalance(db(), owner.user.id, 70);
    const results = await Promise.all(
      Array.from({ length: 3 }, () => call(app, owner, 'POST', '/copy/generate', { projectId, platform: 'tiktok' })),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 201, 402]);
    assert.equal(await balanceOf(db(), owner.user.id), 10);
    assert.equal(await copiesOf(projectId), 3);
  });

  test('parallel generations by one user all succeed (the charge locks the account before the copies are written)', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const before = await balanceOf(db(), owner.user.id);
    const platforms = ['twitter', 'linkedin', 'facebook', 'instagram', 'tiktok', 'email'] as const;
    // One copy a call: a project of two fields may give only one distinct email, and this is about the charge.
    const results = await Promise.all(
      platforms.map((platform) => call(app, owner, 'POST', '/copy/generate', { projectId, platform, count: 1 })),
    );
    for (const result of results) assert.equal(result.statusCode, 201, result.body);
    assert.equal(await balanceOf(db(), owner.user.id), before - platforms.length * COST);
    assert.equal(await copiesOf(projectId), platforms.length);
  });
});
