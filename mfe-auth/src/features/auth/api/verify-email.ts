import type { VerifyEmailInput } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api, authAtom, authStore, setUser } from '@brandcast/shared/client';
import { useSubmission } from '@brandcast/shared/ui';

export interface EmailVerified {
  message: string;
  email: string;
  /** The first project an invitation to this address joined, else null. */
  joinedProjectId: string | null;
}

/** Opening a sign-up's confirmation link; the account signed in here, when it is that one, loses its notice at once. */
export function useVerifyEmail() {
  return useSubmission((input: VerifyEmailInput) => api.post<EmailVerified>(authEndpoints.verifyEmail, input), {
    onSuccess: ({ email }) => {
      const { user } = authStore.get(authAtom);
      if (user?.email === email) setUser({ ...user, emailVerified: true });
    },
  });
}
