import { z } from 'zod';
import { envelope } from './common';
import { userSchema } from './user';

export const twoFactorSetupResponse = envelope(
  z.object({
    secret: z.string().describe('The base32 secret, for typing into the app by hand'),
    uri: z.string().describe('The otpauth:// URI the QR code holds'),
    qrSvg: z.string().describe('The QR code as an SVG document'),
  }),
);
export const recoveryCodesResponse = envelope(
  z.object({
    recoveryCodes: z.array(z.string()).describe('Shown this once: only their hashes are kept'),
    user: userSchema,
  }),
);
export const twoFactorDisabledResponse = envelope(z.object({ user: userSchema }));
