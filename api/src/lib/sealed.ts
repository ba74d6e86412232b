import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A secret kept where it must be read back later (an email's reset token while the email waits in the queue),
 * encrypted with AES-256-GCM under a key derived from the server's JWT_SECRET for one purpose. Whoever reads the
 * database alone cannot read it; a changed JWT_SECRET makes it unreadable (the email then fails, and says why).
 */
export function sealingKey(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'brandcast', purpose, 32));
}

/** "iv.tag.ciphertext", each base64url. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The plain text, or null when the sealed text was altered or sealed under another key. */
export function unseal(key: Buffer, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
