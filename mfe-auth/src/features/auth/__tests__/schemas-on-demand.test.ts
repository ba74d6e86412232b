import { forgotPasswordSchema, signInSchema, signUpSchema } from '@brandcast/shared';
import { newPasswordSchema } from '../schemas';

// The sign-in, registration and password pages mark every field required before their schema is loaded (useSchemaForm):
// the shared schema must refuse each of them empty, or a page would call an optional field required.
it.each([
  ['sign in', signInSchema, ['email', 'password']],
  ['registration', signUpSchema, ['firstName', 'lastName', 'email', 'password']],
  ['forgotten password', forgotPasswordSchema, ['email']],
  ['new password', newPasswordSchema, ['password']],
] as const)('%s: every field the page marks required is refused empty by the shared schema', (_, schema, fields) => {
  for (const field of fields)
    expect(
      (schema.shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>)[field]!.safeParse('')
        .success,
    ).toBe(false);
});
