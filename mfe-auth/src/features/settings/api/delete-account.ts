import { useMutation, useQuery } from '@tanstack/react-query';
import type { AccountDeletionPreview, DeleteAccountInput } from '@brandcast/shared';
import { accountEndpoints, accountKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** What deleting the account will do, read when the dialog opens. */
export function useDeletionPreview(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.deletion(),
    queryFn: () => api.get<AccountDeletionPreview>(accountEndpoints.deletion),
    enabled,
    staleTime: 0,
  });
}

export function useDeleteAccount() {
  return useMutation({
    // A 401 here would be a wrong password on other routes; this one answers 403 for it, and 401 only when the
    // session already ended, which the dialog says rather than leaving the page.
    mutationFn: (input: DeleteAccountInput) => api.post<void>(accountEndpoints.delete, input, { authRedirect: false }),
  });
}
