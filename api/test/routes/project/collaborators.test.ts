import assert from 'node:assert/strict';
import { test } from 'node:test';
import { featureLockedMessage, teamLimitMessage } from '@brandcast/shared';
import { bearer, forEachDatabase, json, signUp, type Account } from '../../helpers';
import { INVITATION_SUBJECT } from '../../../src/lib/invitation-email';
import { INVITATIONS_PER_RECIPIENT_PER_DAY } from '../../../src/routes/project/collaborators';
import { UNKNOWN_ID, teamFixtures } from './fixtures';

/* routes/project/collaborators.ts: listing, inviting within the plan's team size, removing and leaving. */
forEachDatabase(({ build, db }) => {
  const { setPlan, createProject, invite, team } = teamFixtures(db);

  test('GET /project/:id/collaborators: the collaborators in the order added, never the owner', async (t) => {
    const app = await build(t);
    const { owner, editor, viewer, project } = await team(app);
    const response = await app.inject({
      url: `/api/project/${project._id}/collaborators`,
      headers: bearer(viewer.token),
    });
    assert.equal(response.statusCode, 200);
    const { data } = json(response);
    assert.deepEqual(
      data.map((c: { userId: string; email: string; firstName: string; lastName: string; role: string }) => [
        c.userId,
        c.email,
        c.firstName,
        c.lastName,
        c.role,
      ]),
      [
        [editor.user.id, editor.email, 'Eddie', 'Editor', 'editor'],
        [viewer.user.id, viewer.email, 'Vera', 'Viewer', 'viewer'],
      ],
    );
    for (const collaborator of data) {
      assert.deepEqual(Object.keys(collaborator).sort(), [
        'addedAt',
        'email',
        'firstName',
        'lastName',
        'role',
        'userId',
      ]);
      assert.match(collaborator.addedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    assert.ok(!response.body.includes(owner.email));
  });

  test('POST /project/:id/collaborators: 201 with the collaborator; unknown email 202 (invited), own email 400, twice 409, bad input 400', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const friend = await signUp(app, { firstName: 'Grace', lastName: 'Hopper' });
    await setPlan(owner.user.id, 'professional');
    const project = await createProject(app, owner);

    const added = await invite(app, owner, project._id, `  ${friend.email.toUpperCase()} `, 'editor');
    assert.equal(added.statusCode, 201, added.body);
    const { data } = json(added);
    assert.equal(data.userId, friend.user.id);
    assert.equal(data.email, friend.email);
    assert.equal(data.firstName, 'Grace');
    assert.equal(data.lastName, 'Hopper');
    assert.equal(data.role, 'editor');
    assert.ok(!Number.isNaN(Date.parse(data.addedAt)));

    // No account: an invitation to register (invitations.test.ts follows it).
    const unknown = await invite(app, owner, project._id, 'nobody-here@example.com', 'viewer');
    assert.equal(unknown.statusCode, 202, unknown.body);
    assert.equal(json(unknown).data.email, 'nobody-here@example.com');

    const own = await invite(app, owner, project._id, owner.email, 'viewer');
    assert.equal(own.statusCode, 400);
    assert.match(json(own).message, /your own email/);

    const twice = await invite(app, owner, project._id, friend.email, 'viewer');
    assert.equal(twice.statusCode, 409);
    assert.match(json(twice).message, /already a collaborator on this project \(editor\)\. Remove them first/);

    for (const [payload, message] of [
      [{ email: friend.email, role: 'owner' }, /^role: Role must be one of: editor, viewer$/],
      [{ email: 'not-an-email', role: 'viewer' }, /^email: Enter a valid email address$/],
      [{ role: 'viewer' }, /^email: /],
    ] as const) {
      const bad = await app.inject({
        method: 'POST',
        url: `/api/project/${project._id}/collaborators`,
        headers: bearer(owner.token),
        payload,
      });
      assert.equal(bad.statusCode, 400);
      assert.match(json(bad).message, message);
    }
    const missing = await invite(app, owner, UNKNOWN_ID, friend.email, 'viewer');
    assert.equal(missing.statusCode, 404);
    assert.equal(json(missing).message, 'Project not found.');

    // The invited user sees the project with their role.
    const seen = json(await app.inject({ url: `/api/project/${project._id}`, headers: bearer(friend.token) })).data;
    assert.equal(seen.role, 'editor');
  });

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

  test('invitations are limited per recipient, whoever sends them, and their subject is ours alone', async (t) => {
    const app = await build(t);
    const owner = await signUp(app, { firstName: 'Buy cheap pills at', lastName: 'evil.example' });
    const other = await signUp(app);
    const target = await signUp(app);
    await setPlan(owner.user.id, 'professional');
    await setPlan(other.user.id, 'professional');
    const project = await createProject(app, owner);
    const remove = () =>
      app.inject({
        method: 'DELETE',
        url: `/api/project/${project._id}/collaborators/${target.user.id}`,
        headers: bearer(owner.token),
      });
    // Invited and removed, again and again: each invitation is an email to the same person.
    for (let i = 0; i < INVITATIONS_PER_RECIPIENT_PER_DAY; i += 1) {
      const invited = await invite(app, owner, project._id, target.email, 'viewer');
      assert.equal(invited.statusCode, 201, invited.body);
      assert.equal((await remove()).statusCode, 204);
    }
    const refused = await invite(app, owner, project._id, target.email, 'viewer');
    assert.equal(refused.statusCode, 429, refused.body);
    assert.match(
      json(refused).message,
      /This person has been invited 5 times in the last day, the most we send\. Try again in 24 hours\./,
    );
    // Another owner is held to the same count, and nothing was written.
    const elsewhere = await createProject(app, other);
    assert.equal((await invite(app, other, elsewhere._id, target.email.toUpperCase(), 'viewer')).statusCode, 429);
    const listed = json(
      await app.inject({ url: `/api/project/${elsewhere._id}/collaborators`, headers: bearer(other.token) }),
    ).data;
    assert.deepEqual(listed, []);
    await app.close(); // waits for the background mail
    // Not counting the target's own sign-up confirmation.
    const mails = await db().query<{ subject: string }>(
      "SELECT subject FROM outbox WHERE recipient = $1 AND subject <> 'Confirm your Brandcast email address'",
      [target.email],
    );
    assert.equal(mails.length, INVITATIONS_PER_RECIPIENT_PER_DAY);
    for (const mail of mails) assert.equal(mail.subject, INVITATION_SUBJECT);
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

  test('DELETE /project/:id/collaborators/:userId: 204; unknown or malformed user 404', async (t) => {
    const app = await build(t);
    const { owner, editor, viewer, project } = await team(app);
    const remove = (account: Account, userId: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/project/${project._id}/collaborators/${encodeURIComponent(userId)}`,
        headers: bearer(account.token),
      });
    assert.equal((await remove(owner, editor.user.id)).statusCode, 204);
    assert.equal(
      (await app.inject({ url: `/api/project/${project._id}`, headers: bearer(editor.token) })).statusCode,
      404,
    );
    for (const userId of [editor.user.id, owner.user.id, UNKNOWN_ID, 'nope']) {
      const response = await remove(owner, userId);
      assert.equal(response.statusCode, 404, userId);
      assert.equal(json(response).message, 'That user is not a collaborator on this project.');
    }
    assert.equal((await remove(viewer, viewer.user.id)).statusCode, 204);
    // Deleting an account removes it from the projects it was invited to.
    const other = await signUp(app);
    assert.equal((await invite(app, owner, project._id, other.email, 'viewer')).statusCode, 201);
    await db().query('DELETE FROM users WHERE id = $1', [other.user.id]);
    assert.deepEqual(
      json(await app.inject({ url: `/api/project/${project._id}/collaborators`, headers: bearer(owner.token) })).data,
      [],
    );
  });
});
