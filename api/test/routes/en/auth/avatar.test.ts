import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp } from '../../../helpers';
import { GIF, JPEG, PNG, WEBP, multipart } from './images';

forEachDatabase(({ build }) => {
  test('POST /en/auth/avatar: stores the image, sets it on the user, and the URL serves it', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const upload = multipart('avatar', 'me.png', 'image/png', PNG);
    const response = await app.inject({
      method: 'POST',
      url: '/api/en/auth/avatar',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(account.token) },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { avatarUrl } = json(response).data;
    assert.match(avatarUrl, /^\/api\/avatars\/[0-9a-f-]{36}$/);
    const image = await app.inject({ url: avatarUrl });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.deepEqual(image.rawPayload, PNG);
    const profile = json(await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) }));
    assert.equal(profile.data.user.avatar, avatarUrl);

    // A new upload replaces the old image.
    const second = multipart('avatar', 'me.gif', 'image/gif', GIF);
    const replaced = json(
      await app.inject({ method: 'POST', url: '/api/en/auth/avatar', payload: second.payload, headers: { ...second.headers, ...bearer(account.token) } }),
    ).data.avatarUrl;
    assert.notEqual(replaced, avatarUrl);
    assert.equal((await app.inject({ url: avatarUrl })).statusCode, 404);
    assert.equal((await app.inject({ url: replaced })).headers['content-type'], 'image/gif');
  });

  test('POST /en/auth/avatar: JPEG and WebP are recognised by their bytes, whatever the name', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    for (const [data, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const upload = multipart('avatar', 'picture.txt', 'text/plain', data);
      const response = await app.inject({ method: 'POST', url: '/api/en/auth/avatar', payload: upload.payload, headers: { ...upload.headers, ...bearer(account.token) } });
      assert.equal(response.statusCode, 200);
      const image = await app.inject({ url: json(response).data.avatarUrl });
      assert.equal(image.headers['content-type'], type);
    }
  });

  test('POST /en/auth/avatar: other content 415, over 2 MB 413, wrong field 400, not multipart 415, no token 401', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const send = (upload: { payload: Buffer; headers: Record<string, string> }, token: string | null = account.token) =>
      app.inject({ method: 'POST', url: '/api/en/auth/avatar', payload: upload.payload, headers: { ...upload.headers, ...(token ? bearer(token) : {}) } });

    const script = await send(multipart('avatar', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')));
    assert.equal(script.statusCode, 415);
    assert.equal(json(script).message, 'The avatar must be a PNG, JPEG, WebP or GIF image.');

    const huge = await send(multipart('avatar', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])));
    assert.equal(huge.statusCode, 413);
    assert.match(json(huge).message, /larger than 2 MB/);

    const exactly = await send(multipart('avatar', 'max.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)])));
    assert.equal(exactly.statusCode, 200);

    const wrongField = await send(multipart('file', 'me.png', 'image/png', PNG));
    assert.equal(wrongField.statusCode, 400);
    assert.match(json(wrongField).message, /field "avatar"/);

    const jsonBody = await app.inject({ method: 'POST', url: '/api/en/auth/avatar', payload: { avatar: 'x' }, headers: bearer(account.token) });
    assert.equal(jsonBody.statusCode, 415);

    const anonymous = await send(multipart('avatar', 'me.png', 'image/png', PNG), null);
    assert.equal(anonymous.statusCode, 401);

    const profile = json(await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) }));
    assert.match(profile.data.user.avatar, /^\/api\/avatars\//);
  });

  test('GET /avatars/:id: unknown or malformed ids answer 404', async (t) => {
    const app = await build(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await app.inject({ url: `/api/avatars/${id}` });
      assert.equal(response.statusCode, 404, id);
    }
  });
});
