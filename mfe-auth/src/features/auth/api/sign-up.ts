import type { SignUpInput } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api, setSession } from '@brandcast/shared/client';
import { useSubmission } from '@brandcast/shared/ui';
import type { Session } from './session';

/** Sign-up's answer: the session, and the project an invitation's link joined (else null). */
export type SignedUp = Session & { joinedProjectId: string | null };

export function useSignUp() {
  return useSubmission((input: SignUpInput) => api.post<SignedUp>(authEndpoints.signUp, input), {
    onSuccess: ({ token, user }) => setSession({ token, user }),
  });
}
