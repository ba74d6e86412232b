/**
 * The schemas (zod) of the sign-in, registration and password pages, imported on demand by their pages
 * (`import('../schemas')`): the pages render first, and zod loads when a field is first checked (/login's
 * first-load budget).
 */
import { z } from 'zod';
import { recoveryCodeSchema, resetPasswordSchema, totpCodeSchema } from '@brandcast/shared';

export { forgotPasswordSchema, signInSchema, signUpSchema } from '@brandcast/shared';

/** The reset page's one field; the token comes from its link. */
export const newPasswordSchema = resetPasswordSchema.pick({ password: true });

/** The sign-in's second step: a code from the app, or a recovery code (the challenge is the page's, not a field). */
export const twoFactorCodeSchema = z.object({ code: totpCodeSchema });
export const recoveryCodeFormSchema = z.object({ code: recoveryCodeSchema });
