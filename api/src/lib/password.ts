import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt, r=8, p=1, N=2^logN with logN 15 by default (~200 ms on a 2-core machine; raise it with
// SCRYPT_LOG_N). Parameters are stored with each hash, so the cost can change without breaking old ones.
export const DEFAULT_SCRYPT_LOG_N = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string, logN = DEFAULT_SCRYPT_LOG_N): Promise<string> {
  const N = 2 ** logN;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P }, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  if (!Number.isInteger(Math.log2(Number(n))) || Number(n) > 2 ** 20) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

/** A hash to compare against when the email is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(logN = DEFAULT_SCRYPT_LOG_N): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'), logN);
  return dummyHash;
}
