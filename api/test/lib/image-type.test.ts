import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectImageType } from '../../src/lib/image-type';

test('images are recognised by their first bytes', () => {
  assert.equal(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])), 'image/png');
  assert.equal(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb])), 'image/jpeg');
  assert.equal(detectImageType(Buffer.from('GIF89a....')), 'image/gif');
  assert.equal(detectImageType(Buffer.from('GIF87a....')), 'image/gif');
  assert.equal(detectImageType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ')), 'image/webp');
  assert.equal(detectImageType(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ')), undefined);
  assert.equal(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), undefined);
  assert.equal(detectImageType(Buffer.alloc(0)), undefined);
});
