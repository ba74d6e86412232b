import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth';
import { bodyObject } from './body';
import { RECOVERY_CODE_PATTERN, TWO_FACTOR, TWO_FACTOR_DIGITS } from '../constants/two-factor';

/** Spaces and dashes a person types or a phone pastes ("123 456") are not part of a code. */
const typed = (value: string) => value.replace(/[\s-]/g, '').toLowerCase();

/** The app's current code: 6 digits. */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR.codeRequired })
  .max(40, TWO_FACTOR.codeFormat)
  .transform(typed)
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR.codeRequired)
      .regex(new RegExp(`^\\d{${TWO_FACTOR_DIGITS}}$`), TWO_FACTOR.codeFormat),
  );

/** One of the recovery codes ("k7m2p-x9q4r"). */
export const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR.codeRequired })
  .max(40, TWO_FACTOR.recoveryCodeFormat)
  .transform(typed)
  .pipe(z.string().min(1, TWO_FACTOR.codeRequired).regex(RECOVERY_CODE_PATTERN, TWO_FACTOR.recoveryCodeFormat));

/** The app's current code, or one of the recovery codes ("k7m2p-x9q4r"). */
export const secondFactorSchema = z
  .string({ error: TWO_FACTOR.codeRequired })
  .max(40, TWO_FACTOR.codeOrRecoveryFormat)
  .transform(typed)
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR.codeRequired)
      .refine(
        (code) => new RegExp(`^\\d{${TWO_FACTOR_DIGITS}}$`).test(code) || RECOVERY_CODE_PATTERN.test(code),
        TWO_FACTOR.codeOrRecoveryFormat,
      ),
  );

/** True when a second factor (as the schema answers it) is a recovery code rather than the app's code. */
export const isRecoveryCode = (code: string) => code.length !== TWO_FACTOR_DIGITS;

const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX_LENGTH, `Current password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const twoFactorSetupSchema = bodyObject({ currentPassword });
export type TwoFactorSetupInput = z.input<typeof twoFactorSetupSchema>;

export const twoFactorEnableSchema = bodyObject({ code: totpCodeSchema });
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableSchema>;

export const twoFactorDisableSchema = bodyObject({ currentPassword, code: secondFactorSchema });
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableSchema>;

export const recoveryCodesRegenerateSchema = bodyObject({ code: totpCodeSchema });
export type RecoveryCodesRegenerateInput = z.input<typeof recoveryCodesRegenerateSchema>;

/** A signed challenge (a JWT) is a few hundred characters. */
export const TWO_FACTOR_CHALLENGE_MAX_LENGTH = 2000;
export const twoFactorSignInSchema = bodyObject({
  challenge: z
    .string({ error: TWO_FACTOR.challengeInvalid })
    .min(1, TWO_FACTOR.challengeInvalid)
    .max(TWO_FACTOR_CHALLENGE_MAX_LENGTH, TWO_FACTOR.challengeInvalid),
  code: secondFactorSchema,
});
export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;
