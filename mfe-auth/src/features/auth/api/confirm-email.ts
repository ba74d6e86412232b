import type { ConfirmEmailChangeInput } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api, authAtom, authStore, setUser } from '@brandcast/shared/client';
import { useSubmission } from '@brandcast/shared/ui';

export interface EmailConfirmed {
  message: string;
  email: string;
}

/** Opening an email change's link; the account signed in here, when it is the one that changed, shows its new email. */
export function useConfirmEmail() {
  return useSubmission(
    (input: ConfirmEmailChangeInput) => api.post<EmailConfirmed>(authEndpoints.confirmEmail, input),
    {
      onSuccess: ({ email }) => {
        const { user } = authStore.get(authAtom);
        if (user?.pendingEmail === email) setUser({ ...user, email, pendingEmail: null });
      },
    },
  );
}
