import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export function useChangePassword() {
  return useMutation({
    // A 401 here means "wrong current password", not "session over".
    mutationFn: (input: ChangePasswordInput) =>
      api.post<void>(authEndpoints.changePassword, input, { authRedirect: false }),
  });
}
