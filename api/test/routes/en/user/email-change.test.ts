import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EMAIL_CHANGE } from '@brandcast/shared';
import { SECRET_NOT_STORED } from '../../../../src/plugins/app/mailer';
import { forEachDatabase, signUp, uniqueEmail } from '../../../helpers';
import { SIGN_UP_CONFIRMATION, serve, type Http } from '../auth/http-fixtures';

const CONFIRM_LINK = /http:\/\/localhost:3000\/confirm-email\?token=([\w-]+)/;

/** The account's profile as GET /en/user/profile answers it. */
async function profileOf(
  http: Http,
  token: string,
): Promise<{ email: string; pendingEmail: string | null; firstName: string }> {
  const { status, body } = await http.request('GET', '/en/user/profile', { token });
  assert.equal(status, 200);
  return body.data.user;
}

/** The emails to an address, newest first, but the sign-up's own confirmation: these tests count what an email change sends. */
async function changeEmails(http: Http, email: string) {
  return (await http.emails(email)).filter((sent) => sent.subject !== SIGN_UP_CONFIRMATION);
}

/** Waits for the background mailer: `count` emails to the address. */
async function emailsTo(http: Http, email: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const emails = await changeEmails(http, email);
    if (emails.length >= count) return emails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} emails to ${email}`);
}

async function confirmToken(http: Http, newEmail: string): Promise<string> {
  const [latest] = await emailsTo(http, newEmail, 1);
  return CONFIRM_LINK.exec(latest!.link!)![1]!;
}

const patch = (http: Http, token: string, body: unknown) => http.request('PATCH', '/en/user/profile', { token, body });
const confirm = (http: Http, token: string) => http.request('POST', '/en/auth/confirm-email', { body: { token } });
const signIn = (http: Http, email: string, password: string) =>
  http.request('POST', '/en/auth/signin', { body: { email, password } });

forEachDatabase(({ build, db }) => {
  test('a new email without the current password, or with a wrong one, is refused and nothing changes', async (t) => {
    const { app, http } = await serve(t, build);
    const account = await signUp(app);
    const newEmail = uniqueEmail('new');

    const missing = await patch(http, account.token, { email: newEmail, firstName: 'Mallory' });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, EMAIL_CHANGE.passwordRequired);
    const wrong = await patch(http, account.token, {
      email: newEmail,
      firstName: 'Mallory',
      currentPassword: 'not the password',
    });
    assert.equal(wrong.status, 403);
    assert.equal(wrong.body.message, EMAIL_CHANGE.wrongPassword);

    assert.deepEqual(
      { ...(await profileOf(http, account.token)) },
      { ...account.user, pendingEmail: null },
      'neither the email nor the name changed, and no change waits',
    );
    await app.close();
    const rows = await db().query('SELECT 1 FROM outbox WHERE recipient = ANY($1) AND subject <> $2', [
      [newEmail, account.email],
      SIGN_UP_CONFIRMATION,
    ]);
    assert.equal(rows.length, 0, 'no email was sent');
  });

  test('with the password the email waits for the link; the link changes it once; the old address is told twice', async (t) => {
    const { app, http } = await serve(t, build);
    const account = await signUp(app);
    const newEmail = uniqueEmail('New');

    const asked = await patch(http, account.token, {
      email: newEmail.toUpperCase(),
      firstName: 'Augusta',
      currentPassword: account.password,
    });
    assert.equal(asked.status, 200);
    assert.equal(asked.body.data.user.email, account.email, 'the email has not changed yet');
    assert.equal(asked.body.data.user.pendingEmail, newEmail.toLowerCase());
    assert.equal(asked.body.data.user.firstName, 'Augusta');
    assert.equal((await profileOf(http, account.token)).pendingEmail, newEmail.toLowerCase());
    assert.equal((await signIn(http, newEmail, account.password)).status, 401, 'not usable before the link');
    assert.equal((await signIn(http, account.email, account.password)).status, 200);

    const [notice] = await emailsTo(http, account.email, 1);
    assert.equal(notice!.subject, 'Your Brandcast email is being changed');
    assert.match(notice!.text, new RegExp(`being changed to ${newEmail.toLowerCase().replace(/\./g, '\\.')}`));
    assert.match(notice!.text, /If this was not you, sign in and change your password/);
    const token = await confirmToken(http, newEmail.toLowerCase());

    const confirmed = await confirm(http, token);
    assert.equal(confirmed.status, 200);
    assert.deepEqual(confirmed.body.data, {
      message: EMAIL_CHANGE.confirmed(newEmail.toLowerCase()),
      email: newEmail.toLowerCase(),
    });
    const profile = await profileOf(http, account.token);
    assert.equal(profile.email, newEmail.toLowerCase(), 'the same session sees the new email');
    assert.equal(profile.pendingEmail, null);
    assert.equal((await signIn(http, newEmail, account.password)).status, 200);
    assert.equal((await signIn(http, account.email, account.password)).status, 401);

    const [changed] = await emailsTo(http, account.email, 2);
    assert.equal(changed!.subject, 'Your Brandcast email was changed');
    assert.match(changed!.text, /was changed to/);

    const reused = await confirm(http, token);
    assert.equal(reused.status, 400);
    assert.equal(reused.body.message, EMAIL_CHANGE.linkUsed);

    await app.close();
    const stored = await db().query<{ recipient: string; body: string; link: string | null }>(
      'SELECT recipient, body, link FROM outbox WHERE recipient = ANY($1) AND subject <> $2',
      [[newEmail.toLowerCase(), account.email], SIGN_UP_CONFIRMATION],
    );
    assert.equal(stored.length, 3);
    assert.ok(!JSON.stringify(stored).includes(token), 'the outbox holds no usable token');
    const link = stored.find((row) => row.recipient === newEmail.toLowerCase())!.link;
    assert.equal(link, `http://localhost:3000/confirm-email?token=${SECRET_NOT_STORED}`);
    const hashes = await db().query<{ token_hash: string }>(
      'SELECT token_hash FROM email_changes WHERE new_email = $1',
      [newEmail.toLowerCase()],
    );
    assert.equal(hashes.length, 1);
    assert.notEqual(hashes[0]!.token_hash, token, 'stored hashed');
  });

  test('an expired link, an unknown one, and one replaced by a newer change are refused; nothing changes', async (t) => {
    const { app, http } = await serve(t, build);
    const account = await signUp(app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    assert.equal((await patch(http, account.token, { email: first, currentPassword: account.password })).status, 200);
    const firstToken = await confirmToken(http, first);
    assert.equal((await patch(http, account.token, { email: second, currentPassword: account.password })).status, 200);
    const secondToken = await confirmToken(http, second);
    assert.equal((await profileOf(http, account.token)).pendingEmail, second);

    const replaced = await confirm(http, firstToken);
    assert.equal(replaced.status, 400);
    assert.equal(replaced.body.message, EMAIL_CHANGE.linkInvalid);
    const unknown = await confirm(http, 'x'.repeat(43));
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, EMAIL_CHANGE.linkInvalid);

    await db().query("UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE new_email = $1", [
      second,
    ]);
    const expired = await confirm(http, secondToken);
    assert.equal(expired.status, 400);
    assert.equal(expired.body.message, EMAIL_CHANGE.linkExpired);
    const profile = await profileOf(http, account.token);
    assert.equal(profile.email, account.email);
    assert.equal(profile.pendingEmail, null, 'an expired change no longer waits');
  });

  test('a password change cancels a waiting change; an address taken meanwhile is a 409 and changes nothing', async (t) => {
    const { app, http } = await serve(t, build);
    const account = await signUp(app);
    const newEmail = uniqueEmail('cancelled');
    assert.equal(
      (await patch(http, account.token, { email: newEmail, currentPassword: account.password })).status,
      200,
    );
    const token = await confirmToken(http, newEmail);
    const changed = await http.request('POST', '/en/auth/change-password', {
      token: account.token,
      body: { currentPassword: account.password, newPassword: 'a whole new password' },
    });
    assert.equal(changed.status, 204);
    assert.equal((await profileOf(http, account.token)).pendingEmail, null);
    const cancelled = await confirm(http, token);
    assert.equal(cancelled.status, 400);
    assert.equal(cancelled.body.message, EMAIL_CHANGE.linkInvalid);

    const wanted = uniqueEmail('wanted');
    assert.equal(
      (await patch(http, account.token, { email: wanted, currentPassword: 'a whole new password' })).status,
      200,
    );
    const wantedToken = await confirmToken(http, wanted);
    const other = await signUp(app, { email: wanted });
    const taken = await confirm(http, wantedToken);
    assert.equal(taken.status, 409);
    assert.match(taken.body.message, /already exists/);
    assert.equal((await profileOf(http, account.token)).email, account.email);
    assert.equal((await profileOf(http, other.token)).email, wanted);
  });

  test('names change without a password; the same email is no change; a taken one is a 409 after the password', async (t) => {
    const { app, http } = await serve(t, build);
    const account = await signUp(app);
    const other = await signUp(app);
    const renamed = await patch(http, account.token, { firstName: 'Augusta', lastName: 'King', email: account.email });
    assert.equal(renamed.status, 200);
    assert.deepEqual(renamed.body.data.user, {
      ...account.user,
      firstName: 'Augusta',
      lastName: 'King',
      pendingEmail: null,
    });
    const taken = await patch(http, account.token, { email: other.email, currentPassword: account.password });
    assert.equal(taken.status, 409);
    assert.equal((await profileOf(http, account.token)).pendingEmail, null);
  });
});
