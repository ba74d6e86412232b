import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';
import { PNG } from '../en/auth/images';

import { brandingKit } from './branding-fixtures';
/* routes/branding: an owner's logo and colour (custom branding, Enterprise and admin), their public pages and invitations. */
forEachDatabase(({ build, db }) => {
  const { setPlan, putColor, putLogo, publicProject } = brandingKit(db);

  test('a failed payment keeps the branding shown for the 3-day grace period, then hides it until paid', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    await setPlan(owner.user.id, 'enterprise');
    const projectId = await publicProject(app, owner);
    await putColor(app, owner, '#336699');
    const brand = async () => json(await app.inject({ url: `/api/public/project/${projectId}` })).data.brand;
    await db().query(
      "UPDATE users SET subscription_status = 'past_due', past_due_since = now() - interval '2 days' WHERE id = $1",
      [owner.user.id],
    );
    assert.deepEqual(await brand(), { color: '#336699', logoUrl: null }, 'within the grace period');
    await db().query("UPDATE users SET past_due_since = now() - interval '4 days' WHERE id = $1", [owner.user.id]);
    assert.equal(await brand(), null, 'past the grace period');
    const refused = await putColor(app, owner, '#000000');
    assert.equal(refused.statusCode, 403);
    await db().query("UPDATE users SET subscription_status = 'active', past_due_since = NULL WHERE id = $1", [
      owner.user.id,
    ]);
    assert.deepEqual(await brand(), { color: '#336699', logoUrl: null }, 'paid again');
  });

  test('shown on the public page and in invitations while the plan has it; a downgrade keeps it stored but hidden, an upgrade shows it again', async (t) => {
    const app = await build(t);
    const owner = await signUp(app, { firstName: 'Ada<b>', lastName: 'Lovelace' });
    const invitee = await signUp(app);
    const second = await signUp(app);
    await setPlan(owner.user.id, 'enterprise');
    const projectId = await publicProject(app, owner);
    const page = async () => json(await app.inject({ url: `/api/public/project/${projectId}` })).data.brand;
    assert.equal(await page(), null, 'nothing set yet');

    await putColor(app, owner, '#ff6600');
    const logoUrl = json(await putLogo(app, owner, PNG)).data.logoUrl;
    assert.deepEqual(await page(), { color: '#ff6600', logoUrl });

    const invited = await app.inject({
      method: 'POST',
      url: `/api/project/${projectId}/collaborators`,
      headers: bearer(owner.token),
      payload: { email: invitee.email, role: 'editor' },
    });
    assert.equal(invited.statusCode, 201);
    await app.close(); // waits for the background mail
    const [mail] = await db().query<{ subject: string; body: string; html: string }>(
      'SELECT subject, body, html FROM outbox WHERE recipient = $1',
      [invitee.email],
    );
    assert.ok(mail, 'an invitation was sent');
    assert.equal(mail.subject, 'A project was shared with you on Brandcast', 'no free text in the subject');
    assert.match(mail.body, /as editor: you can view and edit it\.\n\nOpen it: http:\/\/localhost:3000\/projects\//);
    assert.ok(mail.html.includes(`<img src="http://localhost:3000${logoUrl}"`), mail.html);
    assert.ok(mail.html.includes('border-top:4px solid #ff6600'));
    assert.ok(mail.html.includes('background:#ff6600;color:#1f1f1f'), 'dark text on a light orange');
    assert.ok(
      mail.html.includes('Ada&lt;b&gt; Lovelace') && mail.html.includes('Northwind &lt;Coffee&gt;'),
      'names escaped',
    );
    assert.ok(!mail.html.includes('<b>') && !mail.html.includes('<Coffee>'));

    // Downgraded: kept, not shown anywhere, and the logo's address stops answering.
    const again = await build(t);
    await setPlan(owner.user.id, 'professional');
    assert.equal(json(await again.inject({ url: `/api/public/project/${projectId}` })).data.brand, null);
    assert.equal((await again.inject({ url: logoUrl })).statusCode, 404);
    const kept = json(await again.inject({ url: '/api/branding', headers: bearer(owner.token) })).data;
    assert.deepEqual(
      { color: kept.color, logoUrl: kept.logoUrl, shown: kept.shown },
      { color: '#ff6600', logoUrl, shown: false },
    );
    assert.equal(
      (
        await again.inject({
          method: 'POST',
          url: `/api/project/${projectId}/collaborators`,
          headers: bearer(owner.token),
          payload: { email: second.email, role: 'viewer' },
        })
      ).statusCode,
      201,
    );
    await again.close();
    const [plain] = await db().query<{ html: string }>('SELECT html FROM outbox WHERE recipient = $1', [second.email]);
    assert.ok(
      plain && !plain.html.includes('<img') && !plain.html.includes('#ff6600') && plain.html.includes('#1677ff'),
      "Brandcast's own look",
    );

    // Upgraded again: shown again, nothing lost.
    const third = await build(t);
    await setPlan(owner.user.id, 'enterprise');
    assert.deepEqual(json(await third.inject({ url: `/api/public/project/${projectId}` })).data.brand, {
      color: '#ff6600',
      logoUrl,
    });
    assert.equal((await third.inject({ url: logoUrl })).statusCode, 200);
  });
});
