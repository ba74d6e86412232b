import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateInput, User } from '@brandcast/shared';
import { userEndpoints } from '@brandcast/shared/api';
import { api, setUser } from '@brandcast/shared/client';

/** Names change at once; a new email comes back as `pendingEmail` until its link is opened. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.patch<{ user: User; token?: string }>(userEndpoints.profile, input),
    onSuccess: ({ user }) => setUser(user),
  });
}
