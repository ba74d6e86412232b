import type { SignInInput } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api, setSession } from '@brandcast/shared/client';
import { useSubmission } from '@brandcast/shared/ui';
import type { Session } from './session';

/** Without React Query, as the other sign-in pages' requests: the page loads without it (issue 15). */
export function useSignIn() {
  return useSubmission((input: SignInInput) => api.post<Session>(authEndpoints.signIn, input), {
    onSuccess: (session) => setSession(session),
  });
}
