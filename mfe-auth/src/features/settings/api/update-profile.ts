import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, ProfileUpdateInput, User } from '@brandcast/shared';
import { api, setUser } from '@brandcast/shared/client';

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      api.patch<ApiEnvelope<{ user: User; token?: string }>>('/en/user/profile', input),
    onSuccess: ({ data }) => setUser(data.user),
  });
}
