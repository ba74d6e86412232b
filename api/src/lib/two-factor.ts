import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_DIGITS,
  TWO_FACTOR_ISSUER,
  TWO_FACTOR_PERIOD_SECONDS,
  TWO_FACTOR_WINDOW_STEPS,
} from '@brandcast/shared';

/** The purpose the TOTP secrets' sealing key is derived for (lib/sealed.ts). */
export const TOTP_SEALING_PURPOSE = 'totp-secret';

function totp(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TWO_FACTOR_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TWO_FACTOR_DIGITS,
    period: TWO_FACTOR_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new secret of 160 bits (RFC 4226's recommendation), base32 as apps take it typed by hand. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an app reads from the QR code, naming Brandcast and the account's email. */
export const totpUri = (secretBase32: string, email: string): string => totp(secretBase32, email).toString();

/** The URI's QR code as an SVG document (the browser shows it as an image; nothing to load). */
export const qrSvg = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });

/**
 * The time step the code belongs to when it is right for `now` (one step either side allowed), else null. The
 * caller accepts a step only once (users.totp_last_step), so a code seen over a shoulder cannot be used again.
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totp(secretBase32).validate({ token: code, timestamp: now, window: TWO_FACTOR_WINDOW_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: TWO_FACTOR_PERIOD_SECONDS, timestamp: now }) + delta;
}

/** No 0/o, 1/l/i: a code copied from paper reads one way only. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like "k7m2p-x9q4r" (50 bits each), as shown to the user once. */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** How a recovery code is stored: the SHA-256 of its characters without the dash, lower case. */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
