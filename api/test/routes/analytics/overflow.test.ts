import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PERFORMANCE_MAX } from '@brandcast/shared';
import { browserAgent, forEachDatabase, json } from '../../helpers';
import { call, createCopy, createProject, expectData } from '../copy/fixtures';
import { account, data } from './fixtures';

/*
 * Performance numbers are each at most PERFORMANCE_MAX (2,000,000,000): a copy's engagement (five of them) and
 * a project's day (any number of copies) add up past 2^31. The sums are 64-bit: every edit is taken, every
 * click still redirects, and analytics answers the true totals.
 */
forEachDatabase(({ build, db }) => {
  test('numbers that each pass validation but sum past 2^31: edits succeed, links redirect, analytics adds them up', async (t) => {
    const app = await build(t);
    const owner = await account(app, db(), 'enterprise');
    const project = await createProject(app, owner);
    const all = {
      views: PERFORMANCE_MAX,
      likes: PERFORMANCE_MAX,
      comments: PERFORMANCE_MAX,
      shares: PERFORMANCE_MAX,
      retweets: PERFORMANCE_MAX,
    };
    const big = await createCopy(app, owner, { projectId: project._id });
    const other = await createCopy(app, owner, { projectId: project._id });
    const linked = await createCopy(app, owner, { projectId: project._id });
    const { link } = expectData(
      await call(app, owner, 'POST', `/copy/${linked.id}/link`, { targetUrl: 'https://northwind.example/beans' }),
      200,
    );

    // One copy's engagement is five of them; the project's day holds two copies' views.
    expectData(await call(app, owner, 'PATCH', `/copy/${big.id}`, { performance: all }), 200);
    expectData(
      await call(app, owner, 'PATCH', `/copy/${other.id}`, {
        performance: { views: PERFORMANCE_MAX, likes: PERFORMANCE_MAX },
      }),
      200,
    );

    // Every visit to the project's links still redirects and counts.
    for (const visitor of [1, 2]) {
      const visit = await app.inject({
        url: `/r/${link.code}`,
        headers: { 'user-agent': browserAgent(visitor) },
        remoteAddress: `203.0.113.${visitor}`,
      });
      assert.equal(visit.statusCode, 302, visit.body);
      assert.equal(visit.headers.location, 'https://northwind.example/beans');
    }
    // Edits go on: a lower number, then the same again.
    expectData(await call(app, owner, 'PATCH', `/copy/${big.id}`, { performance: { views: 1 } }), 200);
    expectData(await call(app, owner, 'PATCH', `/copy/${big.id}`, { performance: { views: PERFORMANCE_MAX } }), 200);
    const imported = await call(app, owner, 'POST', '/copy/performance/import', {
      rows: [{ id: other.id, comments: PERFORMANCE_MAX, shares: PERFORMANCE_MAX }],
    });
    assert.equal(imported.statusCode, 200, imported.body);

    const views = 2 * PERFORMANCE_MAX;
    const engagement = 5 * PERFORMANCE_MAX - PERFORMANCE_MAX + 3 * PERFORMANCE_MAX + 2;
    const overview = await data(app, owner, '/overview?range=week');
    assert.equal(overview.totalViews, views, JSON.stringify(overview));
    const series = await data<Array<{ date: string; views: number; engagement: number }>>(
      app,
      owner,
      '/performance?range=week&tz=Asia/Kolkata',
    );
    assert.deepEqual(
      series.reduce((sum, day) => ({ views: sum.views + day.views, engagement: sum.engagement + day.engagement }), {
        views: 0,
        engagement: 0,
      }),
      { views, engagement },
    );
    const byPlatform = await data(app, owner, '/performance?range=week&tz=UTC&platform=linkedin');
    assert.equal(
      byPlatform.reduce((sum: number, day: { views: number }) => sum + day.views, 0),
      views,
    );
    for (const path of [
      '/funnel?range=week',
      '/platforms?range=week',
      '/insights?range=week',
      '/heatmap?range=week',
      '/projects?range=week',
    ]) {
      const response = await app.inject({
        url: `/api/analytics${path}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      assert.equal(response.statusCode, 200, `${path}: ${response.body}`);
      assert.ok(json(response).data);
    }
  });

  test('a click that cannot be counted still redirects', async (t) => {
    const app = await build(t);
    const owner = await account(app, db(), 'premium');
    const project = await createProject(app, owner);
    const linked = await createCopy(app, owner, { projectId: project._id });
    const { link } = expectData(
      await call(app, owner, 'POST', `/copy/${linked.id}/link`, { targetUrl: 'https://northwind.example/beans' }),
      200,
    );
    // The copy's clicks at the column's bound: one more cannot be stored.
    await db().query('UPDATE copies SET clicks = 2147483647 WHERE id = $1', [linked.id]);
    const visit = await app.inject({ url: `/r/${link.code}`, headers: { 'user-agent': browserAgent(1) } });
    assert.equal(visit.statusCode, 302, visit.body);
    assert.equal(visit.headers.location, 'https://northwind.example/beans');
  });
});
