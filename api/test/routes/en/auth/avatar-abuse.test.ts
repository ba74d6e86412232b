import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { bearer, forEachDatabase, json, signUp } from '../../../helpers';
import { GIF, JPEG, PNG, WEBP, multipart } from './images';

/** A PNG whose header declares width × height, with a tiny body: decoding it would take width × height × 4 bytes. */
function pngDeclaring(width: number, height: number): Buffer {
  const bomb = Buffer.from(PNG);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  return bomb;
}

/*
 * Hostile avatar uploads: a lying name or type, a file cut short, a small file declaring a huge picture
 * (a decompression bomb for whoever displays it), an oversized body. Each is a 4xx that says what to do,
 * and nothing is stored: the user keeps no avatar and the avatars table has no row of theirs.
 */
forEachDatabase(({ build, db }) => {
  test('POST /en/auth/avatar refuses hostile files with a 4xx and stores nothing', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const send = (name: string, type: string, data: Buffer) => {
      const upload = multipart('avatar', name, type, data);
      return app.inject({
        method: 'POST',
        url: '/api/en/auth/avatar',
        payload: upload.payload,
        headers: { ...upload.headers, ...bearer(account.token) },
      });
    };
    const cases: [string, string, Buffer, number, RegExp][] = [
      [
        'an HTML page named .png',
        'image/png',
        Buffer.from('<html><script>alert(document.cookie)</script></html>'),
        415,
        /must be a PNG, JPEG, WebP or GIF/,
      ],
      [
        'an SVG with a script',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        415,
        /must be a PNG, JPEG, WebP or GIF/,
      ],
      [
        'a ZIP named .jpg',
        'image/jpeg',
        Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00'),
        415,
        /must be a PNG, JPEG, WebP or GIF/,
      ],
      // Nothing after the signature says it is a picture (file-type reads the content, not the first bytes alone).
      ['a PNG signature alone', 'image/png', PNG.subarray(0, 8), 415, /must be a PNG, JPEG, WebP or GIF/],
      // Its header says 4096×1, its data is one pixel: the re-encoding reads the whole picture.
      [
        'a PNG whose data is smaller than its header says',
        'image/png',
        pngDeclaring(4096, 1),
        400,
        /incomplete or damaged/,
      ],
      ['a PNG cut before its end', 'image/png', PNG.subarray(0, PNG.length - 12), 400, /incomplete or damaged/],
      ['a JPEG cut before its end', 'image/jpeg', JPEG.subarray(0, JPEG.length - 40), 400, /incomplete or damaged/],
      ['a GIF cut before its end', 'image/gif', GIF.subarray(0, GIF.length - 3), 400, /incomplete or damaged/],
      [
        'a WebP shorter than its header says',
        'image/webp',
        WEBP.subarray(0, WEBP.length - 4),
        400,
        /incomplete or damaged/,
      ],
      ['a PNG of 0×0 pixels', 'image/png', pngDeclaring(0, 0), 400, /incomplete or damaged/],
      [
        'a PNG declaring 100000×100000 pixels',
        'image/png',
        pngDeclaring(100_000, 100_000),
        400,
        /100000×100000 pixels; choose an image of at most 4096×4096/,
      ],
      ['a PNG declaring 4097×1 pixels', 'image/png', pngDeclaring(4097, 1), 400, /at most 4096×4096/],
      ['3 MB of PNG', 'image/png', Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]), 413, /larger than 2 MB/],
    ];
    for (const [label, type, data, status, message] of cases) {
      const response = await send('avatar.png', type, data);
      assert.equal(response.statusCode, status, `${label}: ${response.body}`);
      assert.match(json(response).message, message, label);
    }
    const rows = await db().query('SELECT count(*)::int AS n FROM avatars WHERE user_id = $1', [account.user.id]);
    assert.equal(rows[0]!.n, 0);
    const profile = json(await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) }));
    assert.equal(profile.data.user.avatar ?? null, null);

    // The same four types, whole and of a sane size, are taken; so is a picture exactly 4096 wide.
    const wide = await sharp({ create: { width: 4096, height: 1, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    for (const [data, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
      [wide, 'image/png'],
    ] as const) {
      const response = await send('ok', type, data);
      assert.equal(response.statusCode, 200, `${type}: ${response.body}`);
    }
  });
});
