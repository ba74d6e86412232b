import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed addresses for what a browser fetches without a bearer token (a video element):
 * an HMAC-SHA256 of the thing's id and the expiry, under a key derived from the server secret for this
 * purpose only. Any instance with the same JWT secret verifies it.
 */
export function urlSigner(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(`signed-url:${purpose}`).digest();
  const sign = (id: string, expires: number) =>
    createHmac('sha256', key).update(`${id}:${expires}`).digest('base64url');
  return {
    /** `expires` (seconds since the epoch) and `signature` for `id`, valid for `ttlSeconds`. */
    sign(id: string, ttlSeconds: number, now = Date.now()): { expires: number; signature: string } {
      const expires = Math.floor(now / 1000) + ttlSeconds;
      return { expires, signature: sign(id, expires) };
    },
    /** True when the signature is this server's for `id` and `expires`, and that time has not passed. */
    verify(id: string, expires: number, signature: string, now = Date.now()): boolean {
      if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false;
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
