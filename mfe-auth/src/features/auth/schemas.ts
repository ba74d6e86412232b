/**
 * The schemas (zod) of the sign-in, registration and password pages, imported on demand by their pages
 * (`import('../schemas')`): the pages render first, and zod loads when a field is first checked (issue 15, /login's
 * first-load budget).
 */
import { resetPasswordSchema } from '@brandcast/shared';

export { forgotPasswordSchema, signInSchema, signUpSchema } from '@brandcast/shared';

/** The reset page's one field; the token comes from its link. */
export const newPasswordSchema = resetPasswordSchema.pick({ password: true });
