import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { ACCOUNT_TEXTS, type AccountDeletionPreview } from '@brandcast/shared';
import { STRIPE_REFUSED } from '../../../src/lib/stripe-subscription';
import { WRONG_CREDENTIALS } from '../../../src/routes/en/auth/index';
import { forEachDatabase, signUp } from '../../helpers';

import { deletionKit, stand } from './deletion-world';

forEachDatabase(({ build, db }) => {
  const { remaining, serve, world } = deletionKit({ build, db });

  test('deleting removes everything of the account, ends every session, tells collaborators, and touches nothing of others', async (t) => {
    const { app, request, record } = await serve(t);
    const w = await world(request, app, record);
    // A second session (another sign-in), and an export: both end with the account.
    const signedIn = await request(null, 'POST', '/en/auth/signin', { email: w.ada.email, password: w.ada.password });
    const otherSession = { ...w.ada, token: signedIn.body.data.token as string };
    assert.equal((await request(w.ada, 'POST', '/account/export')).status, 202);
    await db().query("INSERT INTO brandings (user_id, color) VALUES ($1, '#112233')", [w.ada.user.id]);
    await db().query(
      "INSERT INTO api_tokens (user_id, name, scope, token_hash, prefix) VALUES ($1, 'CI', 'read', 'h-del', 'bc_d')",
      [w.ada.user.id],
    );
    assert.ok(existsSync(w.adaTake.file) && existsSync(w.adaTakeInDoras.file));

    const deleted = await request(w.ada, 'POST', '/account/delete', { password: w.ada.password });
    assert.equal(deleted.status, 204, JSON.stringify(deleted.body));

    // Nothing of hers is left.
    assert.ok(
      Object.values(await remaining(w.ada.user.id)).every((n) => n === 0),
      JSON.stringify(await remaining(w.ada.user.id)),
    );
    for (const id of [w.shared._id, w.alone._id])
      assert.equal((await db().query('SELECT 1 FROM projects WHERE id = $1', [id])).length, 0);
    assert.equal(
      (await db().query('SELECT 1 FROM messages WHERE id = $1', [w.benMessage.id])).length,
      0,
      'her project went with everything in it',
    );
    assert.ok(!existsSync(w.adaTake.file) && !existsSync(w.adaTakeInDoras.file), 'the videos are gone from storage');
    assert.equal((await db().query('SELECT 1 FROM outbox WHERE recipient = $1', [w.ada.email])).length, 0);

    // Every session ends at once, and signing in again fails.
    for (const session of [w.ada, otherSession])
      assert.equal((await request(session, 'GET', '/en/user/profile')).status, 401);
    const again = await request(null, 'POST', '/en/auth/signin', { email: w.ada.email, password: w.ada.password });
    assert.deepEqual([again.status, again.body.message], [401, WRONG_CREDENTIALS]);

    // Ben's own project and message survive; Dora's project survives with what Ada wrote there, now Dora's, and Dora's take.
    assert.equal((await request(w.ben, 'GET', `/project/${w.benProject._id}`)).status, 200);
    assert.equal((await request(w.ben, 'GET', `/message/${w.benOwn.id}`)).status, 200);
    assert.equal((await request(w.dora, 'GET', `/project/${w.doras._id}`)).status, 200);
    const [kept] = await db().query<{ user_id: string }>('SELECT user_id FROM messages WHERE id = $1', [
      w.adaInDoras.id,
    ]);
    assert.equal(kept?.user_id, w.dora.user.id);
    const [keptCopy] = await db().query<{ user_id: string }>('SELECT user_id FROM copies WHERE id = $1', [
      w.adaCopyInDoras.id,
    ]);
    assert.equal(keptCopy?.user_id, w.dora.user.id);
    assert.ok(existsSync(w.doraTake.file), "Dora's own take stays");
    const collaborators = (await request(w.dora, 'GET', `/project/${w.doras._id}/collaborators`)).body.data;
    assert.deepEqual(collaborators, [], 'she left the project');

    // Ben and Cy are told; Dora is not (her project was not deleted).
    for (const [account, told] of [
      [w.ben, true],
      [w.cy, true],
      [w.dora, false],
    ] as const) {
      const notes = (await request(account, 'GET', '/notification')).body.data as { title: string; message: string }[];
      const note = notes.find((n) => n.title === ACCOUNT_TEXTS.projectDeletedTitle);
      assert.equal(Boolean(note), told, account.email);
      if (told) assert.equal(note!.message, ACCOUNT_TEXTS.projectDeletedMessage('Aurora Candles'));
    }
    // The old sessions cannot do anything else either.
    assert.equal((await request(w.ada, 'POST', '/account/delete', { password: w.ada.password })).status, 401);
  });

  test('a Stripe subscription is cancelled first; when Stripe refuses, nothing is deleted (409)', async (t) => {
    const { app, request } = await serve(t, {
      stripe: { secretKey: 'sk_test_deletion', webhookSecret: 'whsec_deletion', apiBase: stand.apiBase },
    });
    const paying = async (subscription: string) => {
      const account = await signUp(app);
      await db().query(
        "UPDATE users SET plan = 'professional', stripe_customer_id = $2, stripe_subscription_id = $3 WHERE id = $1",
        [account.user.id, `cus_${subscription}`, subscription],
      );
      return account;
    };
    const refusedSub = `sub_refuse_${process.pid}`;
    const refused = await paying(refusedSub);
    const preview = (await request<{ data: AccountDeletionPreview }>(refused, 'GET', '/account/deletion')).body.data;
    assert.deepEqual(preview.subscription, { plan: 'professional', interval: 'monthly', stripe: true });
    const answer = await request(refused, 'POST', '/account/delete', { password: refused.password });
    assert.equal(answer.status, 409);
    assert.match(answer.body.message, new RegExp(`^${STRIPE_REFUSED}: Stripe is down`));
    assert.equal((await remaining(refused.user.id))['users WHERE id = $1'], 1);

    const sub = `sub_keep_${process.pid}`;
    const account = await paying(sub);
    assert.equal((await request(account, 'POST', '/account/delete', { password: account.password })).status, 204);
    assert.ok(
      stand.asked.some((call) => call.method === 'DELETE' && call.path === `/v1/subscriptions/${sub}`),
      'Stripe was told to cancel',
    );
    assert.equal((await remaining(account.user.id))['users WHERE id = $1'], 0);
  });
});
