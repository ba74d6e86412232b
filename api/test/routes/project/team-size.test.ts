import assert from 'node:assert/strict';
import { test } from 'node:test';
import { featureLockedMessage, teamLimitMessage } from '@brandcast/shared';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';
import { teamFixtures } from './fixtures';

/* routes/project/collaborators.ts: the team size each plan allows (the owner counts), across all the owner's
   projects, at each role, through a failed payment, and under invitations arriving together. */
forEachDatabase(({ build, db }) => {
  const { setPlan, createProject, invite } = teamFixtures(db);

  test('team size per plan (the owner counts): free cannot share (the team collaboration gate), starter 2, professional 9, enterprise unlimited', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const others = await Promise.all(Array.from({ length: 11 }, () => signUp(app)));
    const project = await createProject(app, owner);

    const alone = await invite(app, owner, project._id, others[0]!.email, 'viewer');
    assert.equal(alone.statusCode, 403);
    assert.equal(json(alone).message, featureLockedMessage('teamCollaboration'));
    assert.equal(
      json(alone).message,
      'Upgrade to the Starter plan or above to use team collaboration. Plans are changed in Settings → Billing.',
    );

    await setPlan(owner.user.id, 'starter');
    // Invitations arriving together cannot pass the limit.
    const burst = await Promise.all(
      others.slice(0, 4).map((other) => invite(app, owner, project._id, other.email, 'viewer')),
    );
    assert.deepEqual(burst.map((r) => r.statusCode).sort(), [201, 201, 403, 403]);
    const over = burst.find((r) => r.statusCode === 403)!;
    assert.equal(json(over).message, teamLimitMessage('starter'));
    assert.match(
      json(over).message,
      /Starter plan allows 3 team members across all your projects, you included\. Nothing is removed/,
    );

    // Removing one frees a seat.
    const [first] = json(
      await app.inject({ url: `/api/project/${project._id}/collaborators`, headers: bearer(owner.token) }),
    ).data;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/project/${project._id}/collaborators/${first.userId}`,
      headers: bearer(owner.token),
    });
    assert.equal(removed.statusCode, 204);
    const again = await invite(app, owner, project._id, others[5]!.email, 'editor');
    assert.equal(again.statusCode, 201);

    await setPlan(owner.user.id, 'professional');
    const current = json(
      await app.inject({ url: `/api/project/${project._id}/collaborators`, headers: bearer(owner.token) }),
    ).data.map((c: { userId: string }) => c.userId);
    assert.equal(current.length, 2);
    const free = others.filter((other) => !current.includes(other.user.id) && other.user.id !== first.userId);
    const statuses: number[] = [];
    for (const other of free.slice(0, 7))
      statuses.push((await invite(app, owner, project._id, other.email, 'viewer')).statusCode);
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 201, 201]); // 9 collaborators + the owner = 10
    const eleventh = await invite(app, owner, project._id, first.email, 'viewer');
    assert.equal(eleventh.statusCode, 403);
    assert.equal(json(eleventh).message, teamLimitMessage('professional'));

    await setPlan(owner.user.id, 'enterprise');
    assert.equal((await invite(app, owner, project._id, first.email, 'viewer')).statusCode, 201);
  });

  test("the team is counted across all the owner's projects: distinct people plus the owner", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const [a, b, c] = await Promise.all([signUp(app), signUp(app), signUp(app)]);
    await setPlan(owner.user.id, 'starter'); // 3 people: the owner and two more
    const first = await createProject(app, owner);
    const second = await createProject(app, owner);
    assert.equal((await invite(app, owner, first._id, a!.email, 'viewer')).statusCode, 201);
    assert.equal((await invite(app, owner, second._id, b!.email, 'viewer')).statusCode, 201);
    // A third person on either project would make four.
    const third = await invite(app, owner, second._id, c!.email, 'viewer');
    assert.equal(third.statusCode, 403);
    assert.equal(json(third).message, teamLimitMessage('starter'));
    // Someone already on the team takes no new seat on another project.
    assert.equal((await invite(app, owner, second._id, a!.email, 'editor')).statusCode, 201);
    assert.equal((await invite(app, owner, first._id, b!.email, 'editor')).statusCode, 201);
    // Invitations to two projects at once cannot both pass the limit.
    const [d, e] = await Promise.all([signUp(app), signUp(app)]);
    await setPlan(owner.user.id, 'professional'); // room for 7 more
    const burst = await Promise.all([
      ...[c, d, e].map((other) => invite(app, owner, first._id, other!.email, 'viewer')),
      ...[c, d, e].map((other) => invite(app, owner, second._id, other!.email, 'viewer')),
    ]);
    assert.ok(
      burst.every((r) => r.statusCode === 201),
      burst.map((r) => r.body).join('\n'),
    );

    // Back down to starter (5 people on the team): nobody is removed, nobody new can be invited, and the message says why.
    await setPlan(owner.user.id, 'starter');
    const list = json(
      await app.inject({ url: `/api/project/${first._id}/collaborators`, headers: bearer(owner.token) }),
    ).data;
    assert.equal(list.length, 5);
    const [f] = await Promise.all([signUp(app)]);
    const refused = await invite(app, owner, first._id, f!.email, 'viewer');
    assert.equal(refused.statusCode, 403);
    assert.match(json(refused).message, /Nothing is removed: remove someone from a project, or upgrade your plan/);
  });

  test("the team collaboration gate at each role and through a failed payment: free refused, premium, enterprise and admin (an operator's, on free) allowed; past_due keeps it 3 days", async (t) => {
    const app = await build(t);
    const cases = [
      ['free', 'free', 403],
      ['starter', 'premium', 201],
      ['professional', 'premium', 201],
      ['enterprise', 'enterprise', 201],
      ['free', 'admin', 201],
    ] as const;
    for (const [plan, role, expected] of cases) {
      const owner = await signUp(app);
      const friend = await signUp(app);
      await db().query('UPDATE users SET plan = $1, role = $2 WHERE id = $3', [plan, role, owner.user.id]);
      const project = await createProject(app, owner);
      const response = await invite(app, owner, project._id, friend.email, 'viewer');
      assert.equal(response.statusCode, expected, `${plan}/${role}: ${response.body}`);
      if (expected === 403) assert.equal(json(response).message, featureLockedMessage('teamCollaboration'));
    }
    const owner = await signUp(app);
    const [a, b] = await Promise.all([signUp(app), signUp(app)]);
    const project = await createProject(app, owner);
    await db().query(
      "UPDATE users SET plan = 'starter', role = 'premium', subscription_status = 'past_due', past_due_since = now() - interval '2 days' WHERE id = $1",
      [owner.user.id],
    );
    assert.equal(
      (await invite(app, owner, project._id, a!.email, 'viewer')).statusCode,
      201,
      'within the grace period',
    );
    await db().query("UPDATE users SET past_due_since = now() - interval '3 days 1 minute' WHERE id = $1", [
      owner.user.id,
    ]);
    const after = await invite(app, owner, project._id, b!.email, 'viewer');
    assert.equal(after.statusCode, 403, 'grace over: free limits');
    assert.equal(json(after).message, featureLockedMessage('teamCollaboration'));
    // Nobody already shared with is removed.
    assert.equal(
      json(await app.inject({ url: `/api/project/${project._id}/collaborators`, headers: bearer(owner.token) })).data
        .length,
      1,
    );
  });

  test('two invitations at once to two projects of a starter owner fill one seat, not two', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const people = await Promise.all(Array.from({ length: 4 }, () => signUp(app)));
    await setPlan(owner.user.id, 'starter');
    const projectsOf = await Promise.all([createProject(app, owner), createProject(app, owner)]);
    const burst = await Promise.all(
      people.map((person, i) => invite(app, owner, projectsOf[i % 2]!._id, person.email, 'viewer')),
    );
    assert.deepEqual(burst.map((r) => r.statusCode).sort(), [201, 201, 403, 403]);
  });
});
