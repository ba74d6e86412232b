import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { AVATAR_STORED_SIDE } from '../../../../src/routes/en/auth/avatar';
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
    assert.deepEqual(
      await sharp(image.rawPayload).raw().toBuffer(),
      await sharp(PNG).raw().toBuffer(),
      'the same pixels',
    );
    const profile = json(await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) }));
    assert.equal(profile.data.user.avatar, avatarUrl);

    // A new upload replaces the old image.
    const second = multipart('avatar', 'me.gif', 'image/gif', GIF);
    const replaced = json(
      await app.inject({
        method: 'POST',
        url: '/api/en/auth/avatar',
        payload: second.payload,
        headers: { ...second.headers, ...bearer(account.token) },
      }),
    ).data.avatarUrl;
    assert.notEqual(replaced, avatarUrl);
    assert.equal((await app.inject({ url: avatarUrl })).statusCode, 404);
    // A GIF is stored as a PNG of its first frame.
    assert.equal((await app.inject({ url: replaced })).headers['content-type'], 'image/png');
  });

  test('POST /en/auth/avatar: a phone photo is turned upright, made the size shown and stored without its EXIF (where it was taken)', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    // 1200×600 as stored by the camera, to be shown turned a quarter (orientation 6), with a GPS position.
    const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c0ffee' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    assert.ok(sent.exif && sent.orientation === 6 && photo.includes(Buffer.from('PhoneCo')), 'the upload carries EXIF');
    const upload = multipart('avatar', 'IMG_0001.jpg', 'image/jpeg', photo);
    const response = await app.inject({
      method: 'POST',
      url: '/api/en/auth/avatar',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(account.token) },
    });
    assert.equal(response.statusCode, 200, response.body);
    const stored = (await app.inject({ url: json(response).data.avatarUrl })).rawPayload;
    const meta = await sharp(stored).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.equal(meta.exif, undefined, 'no EXIF, no GPS');
    assert.equal(meta.orientation, undefined);
    assert.deepEqual(
      [meta.width, meta.height],
      [AVATAR_STORED_SIDE / 2, AVATAR_STORED_SIDE],
      'upright, at most the stored side',
    );
    assert.ok(!stored.includes(Buffer.from('PhoneCo')));
  });

  test('POST /en/auth/avatar: JPEG and WebP are recognised by their bytes, whatever the name', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    for (const [data, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const upload = multipart('avatar', 'picture.txt', 'text/plain', data);
      const response = await app.inject({
        method: 'POST',
        url: '/api/en/auth/avatar',
        payload: upload.payload,
        headers: { ...upload.headers, ...bearer(account.token) },
      });
      assert.equal(response.statusCode, 200);
      const image = await app.inject({ url: json(response).data.avatarUrl });
      assert.equal(image.headers['content-type'], type);
    }
  });

  test('POST /en/auth/avatar: other content 415, over 2 MB 413, wrong field 400, not multipart 415, no token 401', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const send = (upload: { payload: Buffer; headers: Record<string, string> }, token: string | null = account.token) =>
      app.inject({
        method: 'POST',
        url: '/api/en/auth/avatar',
        payload: upload.payload,
        headers: { ...upload.headers, ...(token ? bearer(token) : {}) },
      });

    const script = await send(multipart('avatar', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')));
    assert.equal(script.statusCode, 415);
    assert.equal(json(script).message, 'The avatar must be a PNG, JPEG, WebP or GIF image.');

    const huge = await send(
      multipart('avatar', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])),
    );
    assert.equal(huge.statusCode, 413);
    assert.match(json(huge).message, /larger than 2 MB/);

    const exactly = await send(
      multipart('avatar', 'max.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)])),
    );
    assert.equal(exactly.statusCode, 200);

    const wrongField = await send(multipart('file', 'me.png', 'image/png', PNG));
    assert.equal(wrongField.statusCode, 400);
    assert.match(json(wrongField).message, /field "avatar"/);

    const jsonBody = await app.inject({
      method: 'POST',
      url: '/api/en/auth/avatar',
      payload: { avatar: 'x' },
      headers: bearer(account.token),
    });
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
