import { z } from 'zod';
import { EMAIL_CHANGE } from '../constants/errors';
import { EMAIL_VERIFICATION, INVITATION } from '../constants/email-verification';
import { bodyObject } from './body';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** A reset link's token is 43 characters; anything much longer is no token of ours. */
export const RESET_TOKEN_MAX_LENGTH = 200;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

export const signUpSchema = bodyObject({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  email: emailSchema,
  password: passwordSchema,
  /** The token of an invitation's link (/register?invitation=…): with the invited address, the account joins the project, its address confirmed. */
  invitation: z.string().max(RESET_TOKEN_MAX_LENGTH, INVITATION.linkInvalid).optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = bodyObject({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = bodyObject({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = bodyObject({
  token: z
    .string({ error: 'Reset token is required' })
    .min(1, 'Reset token is required')
    .max(RESET_TOKEN_MAX_LENGTH, 'This reset link is invalid, used or expired. Ask for a new one.'),
  password: passwordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

const currentPasswordSchema = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX_LENGTH, `Current password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const changePasswordSchema = bodyObject({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** A new email also needs `currentPassword` (the API says so when it is missing); names need none. */
export const profileUpdateSchema = bodyObject({
  firstName: nameSchema('First name').optional(),
  lastName: nameSchema('Last name').optional(),
  email: emailSchema.optional(),
  currentPassword: currentPasswordSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The token of an email change's confirmation link (43 characters, as a reset link's). */
export const confirmEmailChangeSchema = bodyObject({
  token: z
    .string({ error: 'Confirmation token is required' })
    .min(1, 'Confirmation token is required')
    .max(RESET_TOKEN_MAX_LENGTH, EMAIL_CHANGE.linkInvalid),
});
export type ConfirmEmailChangeInput = z.input<typeof confirmEmailChangeSchema>;

/** The token of a sign-up's confirmation link (/verify-email?token=…). */
export const verifyEmailSchema = bodyObject({
  token: z
    .string({ error: 'Confirmation token is required' })
    .min(1, 'Confirmation token is required')
    .max(RESET_TOKEN_MAX_LENGTH, EMAIL_VERIFICATION.linkInvalid),
});
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;
