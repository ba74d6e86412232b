import assert from 'node:assert/strict';
import { test } from 'node:test';
import { featureLockedMessage } from '@brandcast/shared';
import { forEachDatabase, json } from '../../helpers';
import { account, ago, copy, data, get, project } from './fixtures';

/* The insight rules at their thresholds, and who may call what. */
forEachDatabase(({ db, build }) => {
  const withCopy = async (server: Awaited<ReturnType<typeof build>>, views: number, likes: number) => {
    const user = await account(server, db(), 'free');
    const p = await project(db(), user.user.id, 'Threshold', ago(50));
    await copy(db(), {
      userId: user.user.id,
      projectId: p,
      platform: 'twitter',
      title: 't',
      views,
      likes,
      countedAt: ago(1),
      createdAt: ago(40),
    });
    return user;
  };

  test('engagement under 2% warns (1.99% does, 2% does not), and only with 100 views in the range', async (t) => {
    const server = await build(t);
    const low = await data<Array<{ id: string; type: string; description: string }>>(
      server,
      await withCopy(server, 10_000, 199),
      '/insights',
    );
    assert.deepEqual(
      low.map((i) => [i.id, i.type]),
      [['low-engagement', 'warning']],
    );
    assert.match(low[0]!.description, /199 engagements on 10000 views: 1\.99%, under 2%/);
    assert.deepEqual(await data(server, await withCopy(server, 10_000, 200), '/insights'), []);
    // 99 views and none engaged: too few to judge.
    assert.deepEqual(await data(server, await withCopy(server, 99, 0), '/insights'), []);
    assert.deepEqual(
      (await data<Array<{ id: string }>>(server, await withCopy(server, 100, 0), '/insights')).map((i) => i.id),
      ['low-engagement'],
    );
    // A new user with nothing is not warned.
    assert.deepEqual(await data(server, await account(server, db(), 'free'), '/insights'), []);
  });

  test('more than 5 active projects informs: 5 do not, 6 do (drafts and archived ones are not counted)', async (t) => {
    const server = await build(t);
    const user = await account(server, db(), 'free');
    for (let i = 0; i < 5; i += 1) await project(db(), user.user.id, `Active ${i}`, ago(3));
    await project(db(), user.user.id, 'Draft', ago(3), 'draft');
    await project(db(), user.user.id, 'Archived', ago(3), 'archived');
    assert.deepEqual(await data(server, user, '/insights'), []);
    await project(db(), user.user.id, 'Active 5', ago(3));
    const insights = await data<Array<{ id: string; type: string; title: string; action: { href: string } }>>(
      server,
      user,
      '/insights',
    );
    assert.deepEqual(
      insights.map((i) => [i.id, i.type, i.title, i.action.href]),
      [['many-active-projects', 'info', '6 active projects', '/projects']],
    );
  });

  test('role gates: the overview, insights and activity are everyone’s; analytics needs a paid plan; the heatmap and per-project need Enterprise', async (t) => {
    const server = await build(t);
    const free = await account(server, db(), 'free');
    const premium = await account(server, db(), 'premium');
    const enterprise = await account(server, db(), 'enterprise');
    const admin = await account(server, db(), 'admin');
    const everyone = ['/overview?range=week', '/insights', '/activity'];
    const paid = ['/performance?range=week', '/funnel?range=week', '/top', '/low', '/platforms?range=week'];
    const advanced = ['/heatmap?range=week', '/projects?range=week'];
    for (const url of everyone) assert.equal((await get(server, free, url)).statusCode, 200, url);
    for (const url of paid) {
      const refused = await get(server, free, url);
      assert.equal(refused.statusCode, 403, url);
      assert.equal(json(refused).message, featureLockedMessage('analytics'));
      assert.match(json(refused).message, /Starter plan/);
      assert.equal((await get(server, premium, url)).statusCode, 200, url);
    }
    for (const url of advanced) {
      const refused = await get(server, premium, url);
      assert.equal(refused.statusCode, 403, url);
      assert.equal(json(refused).message, featureLockedMessage('advancedAnalytics'));
      assert.match(json(refused).message, /Enterprise plan/);
      assert.equal((await get(server, enterprise, url)).statusCode, 200, url);
      assert.equal((await get(server, admin, url)).statusCode, 200, url);
    }
    const exported = await server.inject({
      method: 'POST',
      url: '/api/analytics/export',
      headers: { authorization: `Bearer ${free.token}` },
      payload: { range: 'week', format: 'csv' },
    });
    assert.equal(exported.statusCode, 403);
    assert.equal((await server.inject({ method: 'GET', url: '/api/analytics/overview' })).statusCode, 401);
  });
});
