import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EMAIL_VERIFICATION, EMAIL_VERIFICATION_RESENDS_PER_HOUR, PAYMENTS_NOT_CONNECTED } from '@brandcast/shared';
import { SECRET_NOT_STORED } from '../../../../src/plugins/app/mailer';
import { forEachDatabase, signUp, uniqueEmail } from '../../../helpers';
import { SIGN_UP_CONFIRMATION, serve, tokenIn, type Http } from './http-fixtures';

/* A sign-up's address is confirmed by a link: sharing, API tokens and paid plans wait for it. */
forEachDatabase(({ build, db }) => {
  const setPlan = (userId: string, plan: string) =>
    db().query('UPDATE users SET plan = $1 WHERE id = $2', [plan, userId]);
  const verify = (http: Http, token: string) => http.request('POST', '/en/auth/verify-email', { body: { token } });
  const profile = async (http: Http, token: string) =>
    (await http.request('GET', '/en/user/profile', { token })).body.data.user;
  const gated = async (http: Http, token: string, projectId: string) => ({
    apiToken: await http.request('POST', '/token', { token, body: { name: 'CI', scope: 'read' } }),
    share: await http.request('POST', `/project/${projectId}/collaborators`, {
      token,
      body: { email: uniqueEmail('friend'), role: 'viewer' },
    }),
    checkout: await http.request('POST', '/billing/checkout', {
      token,
      body: { plan: 'professional', interval: 'monthly' },
    }),
  });

  test('a new account works at once; sharing, API tokens and checkout answer 403 until the link is followed, then work', async (t) => {
    const { app, http } = await serve(t, build);
    const account = await signUp(app, {}, { verified: false });
    assert.equal(account.user.emailVerified, false);
    await setPlan(account.user.id, 'enterprise');
    const project = await http.request('POST', '/project', { token: account.token, body: {} });
    assert.equal(project.status, 201, 'the account works at once');
    const projectId = project.body.data._id;

    const refused = await gated(http, account.token, projectId);
    for (const [what, response] of Object.entries(refused)) {
      assert.equal(response.status, 403, `${what}: ${JSON.stringify(response.body)}`);
      assert.equal(response.body.message, EMAIL_VERIFICATION.required, what);
    }

    const mail = await http.email(account.email, SIGN_UP_CONFIRMATION);
    assert.match(mail.text, /within 24 hours/);
    const token = tokenIn(mail.link, 'verify-email');
    const verified = await verify(http, token);
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    assert.deepEqual(verified.body.data, {
      message: EMAIL_VERIFICATION.verified(account.email),
      email: account.email,
      joinedProjectId: null,
    });
    assert.equal((await profile(http, account.token)).emailVerified, true);

    const allowed = await gated(http, account.token, projectId);
    assert.equal(allowed.apiToken.status, 201, JSON.stringify(allowed.apiToken.body));
    assert.equal(allowed.share.status, 202, 'an address with no account is invited');
    // Past the address gate: this test server has no payments connected.
    assert.equal(allowed.checkout.status, 409);
    assert.equal(allowed.checkout.body.message, PAYMENTS_NOT_CONNECTED);

    const twice = await verify(http, token);
    assert.equal(twice.status, 400);
    assert.equal(twice.body.message, EMAIL_VERIFICATION.linkUsed);

    await app.close();
    const stored = await db().query<{ body: string; link: string }>(
      'SELECT body, link FROM outbox WHERE recipient = $1 AND subject = $2',
      [account.email, SIGN_UP_CONFIRMATION],
    );
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.link, `http://localhost:3000/verify-email?token=${SECRET_NOT_STORED}`);
    assert.ok(!JSON.stringify(stored).includes(token), 'the outbox holds no usable token');
    const [hash] = await db().query<{ token_hash: string }>(
      'SELECT token_hash FROM email_verifications WHERE user_id = $1',
      [account.user.id],
    );
    assert.notEqual(hash!.token_hash, token, 'stored hashed');
  });

  test('an expired, unknown or outdated link is a 400 saying which; a second link after confirming is a 409', async (t) => {
    const { app, http } = await serve(t, build);
    const account = await signUp(app, {}, { verified: false });
    const first = tokenIn((await http.email(account.email, SIGN_UP_CONFIRMATION)).link, 'verify-email');
    assert.equal((await http.request('POST', '/en/user/email-verification', { token: account.token })).status, 202);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const links = (await http.emails(account.email)).filter((sent) => sent.subject === SIGN_UP_CONFIRMATION);
    assert.equal(links.length, 2);
    const second = tokenIn(links[0]!.link, 'verify-email');
    assert.notEqual(first, second);

    await db().query(
      "UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND created_at = (SELECT min(created_at) FROM email_verifications WHERE user_id = $1)",
      [account.user.id],
    );
    const expired = await verify(http, first);
    assert.equal(expired.status, 400);
    assert.equal(expired.body.message, EMAIL_VERIFICATION.linkExpired);
    const unknown = await verify(http, 'A'.repeat(43));
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, EMAIL_VERIFICATION.linkInvalid);
    assert.equal((await profile(http, account.token)).emailVerified, false);

    assert.equal((await verify(http, second)).status, 200, 'the earlier link expiring leaves the newer one working');
    const other = await signUp(app, {}, { verified: false });
    const otherLink = tokenIn((await http.email(other.email, SIGN_UP_CONFIRMATION)).link, 'verify-email');
    // Its address changed since the link was sent: the link confirms nothing.
    await db().query('UPDATE users SET email = $1 WHERE id = $2', [uniqueEmail('moved'), other.user.id]);
    const moved = await verify(http, otherLink);
    assert.equal(moved.status, 400);
    assert.equal(moved.body.message, EMAIL_VERIFICATION.linkInvalid);

    const third = await signUp(app, {}, { verified: false });
    await http.request('POST', '/en/user/email-verification', { token: third.token });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [newest, oldest] = (await http.emails(third.email)).filter((sent) => sent.subject === SIGN_UP_CONFIRMATION);
    assert.equal((await verify(http, tokenIn(newest!.link, 'verify-email'))).status, 200);
    const again = await verify(http, tokenIn(oldest!.link, 'verify-email'));
    assert.equal(again.status, 409);
    assert.equal(again.body.message, EMAIL_VERIFICATION.alreadyVerified);
  });

  test(`the link again: ${EMAIL_VERIFICATION_RESENDS_PER_HOUR} an hour per account, then 429 saying when; 409 once confirmed`, async (t) => {
    const { app, http } = await serve(t, build);
    const account = await signUp(app, {}, { verified: false });
    const resend = () => http.request('POST', '/en/user/email-verification', { token: account.token });
    for (let i = 0; i < EMAIL_VERIFICATION_RESENDS_PER_HOUR; i += 1) {
      const sent = await resend();
      assert.equal(sent.status, 202, JSON.stringify(sent.body));
      assert.equal(sent.body.data.message, EMAIL_VERIFICATION.resent(account.email));
    }
    const refused = await resend();
    assert.equal(refused.status, 429);
    assert.equal(refused.body.message, EMAIL_VERIFICATION.tooManyResends(60));
    // Another account is not held to this one's count.
    const other = await signUp(app, {}, { verified: false });
    assert.equal((await http.request('POST', '/en/user/email-verification', { token: other.token })).status, 202);

    const verified = await signUp(app);
    const already = await http.request('POST', '/en/user/email-verification', { token: verified.token });
    assert.equal(already.status, 409);
    assert.equal(already.body.message, EMAIL_VERIFICATION.alreadyVerified);
    await app.close();
    const sent = await db().query('SELECT 1 FROM outbox WHERE recipient = $1 AND subject = $2', [
      account.email,
      SIGN_UP_CONFIRMATION,
    ]);
    assert.equal(
      sent.length,
      1 + EMAIL_VERIFICATION_RESENDS_PER_HOUR,
      "the sign-up's email and three more, not a fourth",
    );
  });

  test("an email change's link proves the new address: the account counts as confirmed", async (t) => {
    const { app, http } = await serve(t, build);
    const account = await signUp(app, {}, { verified: false });
    const newEmail = uniqueEmail('changed');
    const asked = await http.request('PATCH', '/en/user/profile', {
      token: account.token,
      body: { email: newEmail, currentPassword: account.password },
    });
    assert.equal(asked.status, 200);
    const link = (await http.email(newEmail, 'Confirm your new Brandcast email')).link;
    const confirmed = await http.request('POST', '/en/auth/confirm-email', {
      body: { token: tokenIn(link, 'confirm-email') },
    });
    assert.equal(confirmed.status, 200);
    const user = await profile(http, account.token);
    assert.equal(user.email, newEmail);
    assert.equal(user.emailVerified, true);
  });
});
