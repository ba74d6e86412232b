import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, verifyPassword } from '../../src/lib/password';

test('scrypt hashes verify the right password only and carry their parameters', async () => {
  const hash = await hashPassword('correct horse', 10);
  assert.match(hash, /^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
  assert.notEqual(await hashPassword('correct horse', 10), hash, 'salted');
  assert.equal(await verifyPassword('correct horse', hash), true);
  assert.equal(await verifyPassword('correct horsf', hash), false);
  assert.equal(await verifyPassword('correct horse', 'plain-text'), false);
  assert.equal(await verifyPassword('x', 'scrypt$3$8$1$AAAA$AAAA'), false);
});
