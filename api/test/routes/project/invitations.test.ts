import assert from 'node:assert/strict';
import { test } from 'node:test';
import { INVITATION, teamLimitMessage } from '@brandcast/shared';
import { SECRET_NOT_STORED } from '../../../src/plugins/app/mailer';
import { INVITATION_SUBJECT } from '../../../src/lib/invitation-email';
import { INVITATIONS_PER_RECIPIENT_PER_DAY } from '../../../src/routes/project/collaborators';
import { signUp, forEachDatabase, uniqueEmail, type Account } from '../../helpers';
import { SIGN_UP_CONFIRMATION, serve, tokenIn, type Http } from '../en/auth/http-fixtures';

/* Sharing a project with someone who has no account yet: an invitation to register. */
forEachDatabase(({ build, db }) => {
  const setPlan = (userId: string, plan: string) =>
    db().query('UPDATE users SET plan = $1 WHERE id = $2', [plan, userId]);

  async function ownerWithProject(http: Http, app: Parameters<typeof signUp>[0], plan = 'starter') {
    const owner = await signUp(app, { firstName: 'Olivia', lastName: 'Owner' });
    await setPlan(owner.user.id, plan);
    const created = await http.request('POST', '/project', {
      token: owner.token,
      body: { details: { businessName: 'Northwind Coffee' } },
    });
    assert.equal(created.status, 201);
    return { owner, projectId: created.body.data._id as string };
  }
  const invite = (http: Http, owner: Account, projectId: string, email: string, role = 'editor') =>
    http.request('POST', `/project/${projectId}/collaborators`, { token: owner.token, body: { email, role } });
  const invitations = async (http: Http, token: string, projectId: string) =>
    (await http.request('GET', `/project/${projectId}/invitations`, { token })).body.data;
  const register = (http: Http, email: string, invitation?: string) =>
    http.request('POST', '/en/auth/signup', {
      body: {
        firstName: 'Nina',
        lastName: 'New',
        email,
        password: 'correct horse battery',
        ...(invitation ? { invitation } : {}),
      },
    });

  test('an address with no account is invited; registering through the link joins the project with the role, address confirmed', async (t) => {
    const { app, http } = await serve(t, build);
    const { owner, projectId } = await ownerWithProject(http, app);
    const email = uniqueEmail('newcomer');

    const invited = await invite(http, owner, projectId, email.toUpperCase());
    assert.equal(invited.status, 202, JSON.stringify(invited.body));
    assert.equal(invited.body.data.email, email);
    assert.equal(invited.body.data.role, 'editor');
    const listed = await invitations(http, owner.token, projectId);
    assert.deepEqual(
      listed.map((row: { email: string; role: string }) => [row.email, row.role]),
      [[email, 'editor']],
    );
    const again = await invite(http, owner, projectId, email, 'viewer');
    assert.equal(again.status, 409);
    assert.equal(again.body.message, INVITATION.alreadyInvited('editor'));

    const mail = await http.email(email, INVITATION_SUBJECT);
    assert.match(mail.text, /Olivia Owner shared the project "Northwind Coffee" with you on Brandcast as editor/);
    assert.match(mail.text, /Create your Brandcast account to open it/);
    const token = tokenIn(mail.link, 'register', 'invitation');

    const preview = await http.request('GET', `/en/auth/invitation?token=${token}`);
    assert.equal(preview.status, 200);
    assert.deepEqual(preview.body.data, {
      email,
      projectName: 'Northwind Coffee',
      ownerName: 'Olivia Owner',
      role: 'editor',
    });

    const otherAddress = await register(http, uniqueEmail('other'), token);
    assert.equal(otherAddress.status, 400);
    assert.equal(otherAddress.body.message, INVITATION.otherEmail(email));

    const joined = await register(http, email, token);
    assert.equal(joined.status, 201, JSON.stringify(joined.body));
    assert.equal(joined.body.data.joinedProjectId, projectId);
    assert.equal(joined.body.data.user.emailVerified, true, 'the link proved the address');
    const seen = await http.request('GET', `/project/${projectId}`, { token: joined.body.data.token });
    assert.equal(seen.status, 200);
    assert.equal(seen.body.data.role, 'editor');
    assert.deepEqual(await invitations(http, owner.token, projectId), [], 'the invitation is spent');
    const collaborators = (await http.request('GET', `/project/${projectId}/collaborators`, { token: owner.token }))
      .body.data;
    assert.deepEqual(
      collaborators.map((row: { email: string }) => row.email),
      [email],
    );

    const reused = await http.request('GET', `/en/auth/invitation?token=${token}`);
    assert.equal(reused.status, 400);
    assert.equal(reused.body.message, INVITATION.linkInvalid);
    await app.close();
    const stored = await db().query<{ link: string; body: string; html: string }>(
      'SELECT link, body, html FROM outbox WHERE recipient = $1 AND subject = $2',
      [email, INVITATION_SUBJECT],
    );
    assert.equal(stored[0]!.link, `http://localhost:3000/register?invitation=${SECRET_NOT_STORED}`);
    assert.ok(!JSON.stringify(stored).includes(token), 'the outbox holds no usable token');
    const confirmations = await db().query('SELECT 1 FROM outbox WHERE recipient = $1 AND subject = $2', [
      email,
      SIGN_UP_CONFIRMATION,
    ]);
    assert.equal(confirmations.length, 0, 'no confirmation email: the invitation proved the address');
  });

  test('a pending invitation takes a seat; cancelling it (owner only) frees the seat and ends the link; an expired one is a 400', async (t) => {
    const { app, http } = await serve(t, build);
    // Starter: the owner and two more.
    const { owner, projectId } = await ownerWithProject(http, app);
    const editor = await signUp(app);
    assert.equal((await invite(http, owner, projectId, editor.email)).status, 201);
    const first = uniqueEmail('first');
    assert.equal((await invite(http, owner, projectId, first)).status, 202);
    const full = await invite(http, owner, projectId, uniqueEmail('second'));
    assert.equal(full.status, 403);
    assert.equal(full.body.message, teamLimitMessage('starter'));

    const [pending] = await invitations(http, owner.token, projectId);
    const token = tokenIn((await http.email(first, INVITATION_SUBJECT)).link, 'register', 'invitation');
    const byEditor = await http.request('DELETE', `/project/${projectId}/invitations/${pending.id}`, {
      token: editor.token,
    });
    assert.equal(byEditor.status, 403, 'an editor cannot cancel');
    const listedByEditor = await invitations(http, editor.token, projectId);
    assert.equal(listedByEditor.length, 1, 'any member sees who is invited');
    assert.equal(
      (await http.request('DELETE', `/project/${projectId}/invitations/${pending.id}`, { token: owner.token })).status,
      204,
    );
    const gone = await http.request('DELETE', `/project/${projectId}/invitations/${pending.id}`, {
      token: owner.token,
    });
    assert.equal(gone.status, 404);
    assert.equal(gone.body.message, INVITATION.notFound);
    const cancelled = await register(http, first, token);
    assert.equal(cancelled.status, 400);
    assert.equal(cancelled.body.message, INVITATION.linkInvalid);

    const second = uniqueEmail('second');
    assert.equal((await invite(http, owner, projectId, second)).status, 202, 'the seat is free again');
    await db().query("UPDATE project_invitations SET expires_at = now() - interval '1 second' WHERE email = $1", [
      second,
    ]);
    const expiredToken = tokenIn((await http.email(second, INVITATION_SUBJECT)).link, 'register', 'invitation');
    const expired = await http.request('GET', `/en/auth/invitation?token=${expiredToken}`);
    assert.equal(expired.status, 400);
    assert.equal(expired.body.message, INVITATION.linkExpired);
    assert.equal((await register(http, second, expiredToken)).status, 400);
    assert.deepEqual(await invitations(http, owner.token, projectId), [], 'an expired invitation is not listed');
    assert.equal((await invite(http, owner, projectId, uniqueEmail('third'))).status, 202, 'nor does it hold a seat');
  });

  test('someone who registers another way joins once they confirm the address; not before', async (t) => {
    const { app, http } = await serve(t, build);
    const { owner, projectId } = await ownerWithProject(http, app);
    const email = uniqueEmail('elsewhere');
    assert.equal((await invite(http, owner, projectId, email, 'viewer')).status, 202);
    const account = await register(http, email);
    assert.equal(account.status, 201);
    assert.equal(account.body.data.joinedProjectId, null);
    const token = account.body.data.token;
    assert.equal(
      (await http.request('GET', `/project/${projectId}`, { token })).status,
      404,
      'an unconfirmed address proves nothing',
    );

    const link = (await http.email(email, SIGN_UP_CONFIRMATION)).link;
    const verified = await http.request('POST', '/en/auth/verify-email', {
      body: { token: tokenIn(link, 'verify-email') },
    });
    assert.equal(verified.status, 200);
    assert.equal(verified.body.data.joinedProjectId, projectId);
    const seen = await http.request('GET', `/project/${projectId}`, { token });
    assert.equal(seen.status, 200);
    assert.equal(seen.body.data.role, 'viewer');
  });

  test('the per-recipient limit holds for addresses with no account too', async (t) => {
    const { app, http } = await serve(t, build);
    const { owner, projectId } = await ownerWithProject(http, app, 'professional');
    const email = uniqueEmail('target');
    for (let i = 0; i < INVITATIONS_PER_RECIPIENT_PER_DAY; i += 1) {
      assert.equal((await invite(http, owner, projectId, email)).status, 202);
      const [pending] = await invitations(http, owner.token, projectId);
      assert.equal(
        (await http.request('DELETE', `/project/${projectId}/invitations/${pending.id}`, { token: owner.token }))
          .status,
        204,
      );
    }
    const refused = await invite(http, owner, projectId, email);
    assert.equal(refused.status, 429);
    assert.deepEqual(await invitations(http, owner.token, projectId), []);
  });
});
