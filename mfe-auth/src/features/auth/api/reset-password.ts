import type { ResetPasswordInput } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api, setSession } from '@brandcast/shared/client';
import { useSubmission } from '@brandcast/shared/ui';
import type { Session } from './session';

/** A reset that answers a session signs the person in. */
export function useResetPassword() {
  return useSubmission(
    (input: ResetPasswordInput) => api.post<Partial<Session> | null>(authEndpoints.resetPassword, input),
    {
      onSuccess: (session) => {
        if (session?.token && session.user) setSession({ token: session.token, user: session.user });
      },
    },
  );
}
