/**
 * The sign-in and registration schemas (zod), imported on demand by their pages (`import('../schemas')`): the pages
 * render first, and zod loads when a field is first checked (issue 15, /login's first-load budget).
 */
export { signInSchema, signUpSchema } from '@brandcast/shared';
