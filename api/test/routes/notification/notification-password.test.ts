import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';
import { listNotifications } from './fixtures';

/* Notifications raised by account events: a password change or reset adds an info notification. */

forEachDatabase(({ build }) => {
  const list = listNotifications;

  test('a password change adds an info notification; a refused one does not', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/en/auth/change-password',
      headers: bearer(account.token),
      payload: { currentPassword: 'not the password', newPassword: 'a brand new password' },
    });
    assert.equal(refused.statusCode, 401);
    assert.equal((await list(app, account.token)).data.length, 1);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/en/auth/change-password',
      headers: bearer(account.token),
      payload: { currentPassword: account.password, newPassword: 'a brand new password' },
    });
    assert.equal(changed.statusCode, 204);
    const [latest] = (await list(app, account.token)).data;
    assert.equal(latest!.type, 'info');
    assert.equal(latest!.title, 'Password changed');
    assert.equal(latest!.read, false);
  });

  test('a password reset adds an info notification', async (t) => {
    const app = await build(t, { exposeOutbox: true });
    const account = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/en/auth/forgot-password', payload: { email: account.email } });
    // The outbox table never holds the token: this app's GET /dev/outbox answers the link it sent.
    let link: string | undefined;
    for (let i = 0; !link && i < 50; i++) {
      // The reset email's link (the sign-up's confirmation email is in the outbox too).
      const emails: { link: string | null }[] = json(
        await app.inject({ url: `/api/dev/outbox?email=${encodeURIComponent(account.email)}` }),
      ).data;
      link = emails.find((mail) => mail.link?.includes('/reset-password?'))?.link ?? undefined;
      if (!link) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const token = new URL(link!).searchParams.get('token');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/en/auth/reset-password',
      payload: { token, password: 'the new password' },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: account.email, password: 'the new password' },
    });
    const [latest] = (await list(app, json(signIn).data.token)).data;
    assert.equal(latest!.title, 'Password changed');
    assert.match(latest!.message, /reset/);
  });
});
