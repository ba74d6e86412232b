import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SECRET_NOT_STORED } from '../../../../src/plugins/app/mailer';
import { forEachDatabase, json, signUp, uniqueEmail } from '../../../helpers';
import { smtpStandIn } from '../../../smtp-stand-in';
import { RESET_LINK, latestResetToken, reset } from './password-reset-fixtures';
forEachDatabase(({ build, db }) => {
  test('GET /dev/outbox: only with EXPOSE_OUTBOX=1; answers the latest reset link', async (t) => {
    const closed = await build(t);
    assert.equal(
      (await closed.inject({ url: `/api/dev/outbox?email=${encodeURIComponent(uniqueEmail())}` })).statusCode,
      404,
    );

    const app = await build(t, { exposeOutbox: true });
    const account = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/en/auth/forgot-password', payload: { email: account.email } });
    await latestResetToken(app, account.email);
    const response = await app.inject({
      url: `/api/dev/outbox?email=${encodeURIComponent(account.email.toUpperCase())}`,
    });
    assert.equal(response.statusCode, 200);
    const latest = json(response).data.find((mail: { link: string | null }) => mail.link && RESET_LINK.test(mail.link));
    assert.ok(latest, response.body);
    assert.equal(latest.to, account.email);
    assert.match(latest.link, RESET_LINK);
    assert.match(latest.text, RESET_LINK);
    assert.equal((await app.inject({ url: '/api/dev/outbox?email=nope' })).statusCode, 400);
  });

  test('a reset link is sent, never stored: the outbox row has the token replaced; GET /dev/outbox answers it from memory', async (t) => {
    const app = await build(t, { exposeOutbox: true });
    const account = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/en/auth/forgot-password', payload: { email: account.email } });
    const token = await latestResetToken(app, account.email);
    const rows = await db().query<{ body: string; link: string; html: string | null }>(
      "SELECT body, link, html FROM outbox WHERE recipient = $1 AND subject LIKE 'Reset%'",
      [account.email],
    );
    assert.equal(rows.length, 1);
    const stored = JSON.stringify(rows[0]);
    assert.ok(!stored.includes(token), stored);
    assert.equal(rows[0]!.link, `http://localhost:3000/reset-password?token=${SECRET_NOT_STORED}`);
    assert.ok(rows[0]!.body.includes(rows[0]!.link), 'the stored text keeps the email, with the token replaced');
    // No table holds it: another process (a restart) over the same database answers the stored row.
    const restarted = await build(t, { exposeOutbox: true });
    const [after] = json(
      await restarted.inject({ url: `/api/dev/outbox?email=${encodeURIComponent(account.email)}` }),
    ).data;
    assert.equal(after.link, rows[0]!.link);
    assert.ok(!JSON.stringify(after).includes(token));
    // The link the first process sent still resets the password.
    assert.equal((await reset(restarted, token, 'my new password')).statusCode, 200);
  });

  test('with SMTP_URL the reset email goes through a real SMTP server', async (t) => {
    const smtp = await smtpStandIn(t);
    const { received } = smtp;

    const app = await build(t, { smtpUrl: smtp.url, appUrl: 'https://brandcast.example' });
    const account = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/en/auth/forgot-password',
      payload: { email: account.email },
    });
    assert.equal(response.statusCode, 202);
    // The sign-up's confirmation email may come first: the reset email is the one this test asked for.
    for (let i = 0; i < 150 && !received.some((mail) => mail.raw.includes('Reset your Brandcast password')); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const mail = received.find((m) => m.raw.includes('Reset your Brandcast password'));
    assert.ok(mail, `${received.length} emails, none the reset`);
    assert.deepEqual(mail.to, [account.email]);
    const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    assert.match(raw, /Subject: Reset your Brandcast password/);
    const token = /https:\/\/brandcast\.example\/reset-password\?token=([\w-]+)/.exec(raw)?.[1];
    assert.ok(token, raw);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/en/auth/reset-password',
      payload: { token, password: 'reset by email' },
    });
    assert.equal(reset.statusCode, 200);
    await app.close();
    const rows = await db().query<{ transport: string; body: string; link: string }>(
      "SELECT transport, body, link FROM outbox WHERE recipient = $1 AND subject LIKE 'Reset%'",
      [account.email],
    );
    assert.deepEqual(
      rows.map((r) => r.transport),
      ['smtp'],
    );
    assert.ok(!JSON.stringify(rows).includes(token), 'the token went by SMTP, not into the outbox');
    assert.equal(rows[0]!.link, `https://brandcast.example/reset-password?token=${SECRET_NOT_STORED}`);
  });
});
