import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { API_TOKEN_REFUSED_HERE, BRAND_COLOR_INVALID, featureLockedMessage } from '@brandcast/shared';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';
import { GIF, PNG } from '../en/auth/images';
import { BRAND_LOGO_STORED_SIDE } from '../../../src/routes/branding';

import { brandingKit } from './branding-fixtures';
/** A PNG whose header declares width × height, with a tiny body. */
function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/* routes/branding: an owner's logo and colour (custom branding, Enterprise and admin), their public pages and invitations. */
forEachDatabase(({ build, db }) => {
  const { setPlan, putColor, putLogo } = brandingKit(db);

  test('setting branding is gated at each role: free, starter, professional get the 403 naming Enterprise; enterprise and admin set it', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    for (const plan of ['free', 'starter', 'professional'] as const) {
      await setPlan(owner.user.id, plan);
      for (const refused of [await putColor(app, owner, '#112233'), await putLogo(app, owner, PNG)]) {
        assert.equal(refused.statusCode, 403, plan);
        assert.equal(json(refused).message, featureLockedMessage('customBranding'));
      }
      // Reading is not gated: the screen shows what is kept, and that it is not shown.
      const kept = json(await app.inject({ url: '/api/branding', headers: bearer(owner.token) })).data;
      assert.deepEqual(kept, { color: null, logoUrl: null, shown: false, updatedAt: null });
    }
    assert.equal(
      (await db().query('SELECT count(*)::int AS n FROM brandings WHERE user_id = $1', [owner.user.id]))[0]!.n,
      0,
      'nothing stored by a refused call',
    );

    await setPlan(owner.user.id, 'enterprise');
    const set = await putColor(app, owner, '#112233');
    assert.equal(set.statusCode, 200);
    assert.equal(json(set).data.color, '#112233');
    assert.equal(json(set).data.shown, true);
    await setPlan(owner.user.id, 'free', 'admin');
    assert.equal((await putLogo(app, owner, PNG)).statusCode, 200);
    assert.equal(json(await app.inject({ url: '/api/branding', headers: bearer(owner.token) })).data.shown, true);

    const anonymous = await app.inject({ method: 'PUT', url: '/api/branding/color', payload: { color: '#000000' } });
    assert.equal(anonymous.statusCode, 401);
  });

  test('the colour: one hex rule, normalised; anything else a 400 that says what to send', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    await setPlan(owner.user.id, 'enterprise');
    assert.equal(json(await putColor(app, owner, '#ABCDEF')).data.color, '#abcdef');
    assert.equal(json(await putColor(app, owner, ' 0a0b0c ')).data.color, '#0a0b0c');
    for (const bad of [
      'red',
      '#abc',
      '#12345g',
      '#1234567',
      'url(javascript:alert(1))',
      '#000000;background:url(x)',
      '',
      12,
      null,
    ]) {
      const refused = await putColor(app, owner, bad);
      assert.equal(refused.statusCode, 400, String(bad));
      assert.match(
        json(refused).message,
        bad === null || bad === 12 ? /hex colour/ : new RegExp(BRAND_COLOR_INVALID.replace(/[.#()]/g, '\\$&')),
      );
    }
    assert.equal(
      json(await app.inject({ url: '/api/branding', headers: bearer(owner.token) })).data.color,
      '#0a0b0c',
      'unchanged by refusals',
    );
    // The column refuses anything else too, whoever writes it.
    await assert.rejects(db().query("UPDATE brandings SET color = 'red' WHERE user_id = $1", [owner.user.id]));
    const cleared = await app.inject({ method: 'DELETE', url: '/api/branding/color', headers: bearer(owner.token) });
    assert.equal(json(cleared).data.color, null);
  });

  test('the logo is checked like an avatar: real image by its bytes, whole, size limits; a lie is a 4xx and nothing is stored', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    await setPlan(owner.user.id, 'enterprise');
    for (const [name, data, type, status, message] of [
      [
        'HTML named .png',
        Buffer.from('<html><script>alert(1)</script></html>'),
        'image/png',
        415,
        /logo must be a PNG, JPEG, WebP or GIF/,
      ],
      [
        'SVG with a script',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'image/svg+xml',
        415,
        /logo must be a PNG/,
      ],
      ['PNG cut short', PNG.subarray(0, PNG.length - 12), 'image/png', 400, /logo image is incomplete or damaged/],
      [
        'PNG declaring 2049×1',
        pngDeclaring(2049, 1),
        'image/png',
        400,
        /logo is 2049×1 pixels; choose an image of at most 2048×2048/,
      ],
      [
        '2 MB of PNG',
        Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
        'image/png',
        413,
        /logo is larger than 1 MB/,
      ],
    ] as const) {
      const refused = await putLogo(app, owner, data, type);
      assert.equal(refused.statusCode, status, `${name}: ${refused.body}`);
      assert.match(json(refused).message, message, name);
    }
    const wrongField = await putLogo(app, owner, PNG, 'image/png', 'avatar');
    assert.equal(wrongField.statusCode, 400);
    assert.match(json(wrongField).message, /field "logo"/);
    const notMultipart = await app.inject({
      method: 'PUT',
      url: '/api/branding/logo',
      headers: bearer(owner.token),
      payload: { logo: 'x' },
    });
    assert.equal(notMultipart.statusCode, 415);
    assert.equal(
      json(await app.inject({ url: '/api/branding', headers: bearer(owner.token) })).data.logoUrl,
      null,
      'nothing stored',
    );

    const first = json(await putLogo(app, owner, PNG)).data.logoUrl as string;
    assert.match(first, /^\/api\/branding\/logo\/[0-9a-f-]{36}$/);
    const image = await app.inject({ url: first });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.equal(image.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(
      await sharp(image.rawPayload).raw().toBuffer(),
      await sharp(PNG).raw().toBuffer(),
      'the same pixels, re-encoded',
    );
    // A new logo has a new address; the old one is gone.
    const second = json(await putLogo(app, owner, GIF, 'image/gif')).data.logoUrl as string;
    assert.notEqual(second, first);
    assert.equal((await app.inject({ url: first })).statusCode, 404);
    assert.equal(
      (await app.inject({ url: second })).headers['content-type'],
      'image/png',
      'a GIF is stored as a PNG of its first frame',
    );
    // A large logo is stored at the size it is shown (twice over), its transparency kept.
    const large = await sharp({
      create: { width: 2000, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const third = json(await putLogo(app, owner, large)).data.logoUrl as string;
    const stored = await sharp((await app.inject({ url: third })).rawPayload).metadata();
    assert.deepEqual([stored.width, stored.height, stored.hasAlpha], [BRAND_LOGO_STORED_SIDE, 120, true]);
    const removed = await app.inject({ method: 'DELETE', url: '/api/branding/logo', headers: bearer(owner.token) });
    assert.equal(json(removed).data.logoUrl, null);
    assert.equal((await app.inject({ url: third })).statusCode, 404);
    assert.equal((await app.inject({ url: '/api/branding/logo/not-an-id' })).statusCode, 404);
  });

  test("another user's branding is never changed; an API token may not change branding", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const other = await signUp(app);
    await setPlan(owner.user.id, 'enterprise');
    await setPlan(other.user.id, 'enterprise');
    await putColor(app, owner, '#123456');
    const logoUrl = json(await putLogo(app, owner, PNG)).data.logoUrl;

    // Every change acts on the caller's own row: the other's calls leave the owner's untouched.
    await putColor(app, other, '#654321');
    await putLogo(app, other, GIF, 'image/gif');
    await app.inject({ method: 'DELETE', url: '/api/branding/logo', headers: bearer(other.token) });
    await app.inject({ method: 'DELETE', url: '/api/branding/color', headers: bearer(other.token) });
    await app.inject({ method: 'DELETE', url: '/api/branding', headers: bearer(other.token) });
    const mine = json(await app.inject({ url: '/api/branding', headers: bearer(owner.token) })).data;
    assert.equal(mine.color, '#123456');
    assert.equal(mine.logoUrl, logoUrl);
    assert.deepEqual(json(await app.inject({ url: '/api/branding', headers: bearer(other.token) })).data.color, null);

    const token = json(
      await app.inject({
        method: 'POST',
        url: '/api/token',
        headers: bearer(owner.token),
        payload: { name: 'CI', scope: 'write' },
      }),
    ).data.token;
    for (const [method, url] of [
      ['GET', '/api/branding'],
      ['PUT', '/api/branding/color'],
      ['DELETE', '/api/branding'],
    ] as const) {
      const refused = await app.inject({ method, url, headers: bearer(token), payload: { color: '#000000' } });
      assert.equal(refused.statusCode, 403, `${method} ${url}`);
      assert.equal(json(refused).message, API_TOKEN_REFUSED_HERE);
    }
    // Reset removes both.
    assert.equal(
      (await app.inject({ method: 'DELETE', url: '/api/branding', headers: bearer(owner.token) })).statusCode,
      204,
    );
    assert.deepEqual(json(await app.inject({ url: '/api/branding', headers: bearer(owner.token) })).data, {
      color: null,
      logoUrl: null,
      shown: true,
      updatedAt: null,
    });
  });
});
