import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp, type Account } from '../../helpers';
import { INVITATION_SUBJECT } from '../../../src/lib/invitation-email';
import { INVITATIONS_PER_RECIPIENT_PER_DAY } from '../../../src/routes/project/collaborators';
import { UNKNOWN_ID, teamFixtures } from './fixtures';

/* routes/project/collaborators.ts: listing, inviting, the per-recipient invitation limit, removing and leaving.
   The team size each plan allows: team-size.test.ts. */
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
