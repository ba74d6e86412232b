import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, ChangePasswordInput, ProfileUpdateInput, User } from '@brandcast/shared';
import { api, authStore, setUser, userAtom } from '@brandcast/shared/client';

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      api.patch<ApiEnvelope<{ user: User; token?: string }>>('/en/user/profile', input),
    onSuccess: ({ data }) => setUser(data.user),
  });
}

export function useChangePassword() {
  return useMutation({
    // A 401 here means "wrong current password", not "session over".
    mutationFn: (input: ChangePasswordInput) =>
      api.post<void>('/en/auth/change-password', input, { authRedirect: false }),
  });
}

export function useUploadAvatar(onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (file: File) =>
      api.upload<ApiEnvelope<{ avatarUrl: string }>>('/en/auth/avatar', file, { field: 'avatar', onProgress }),
    onSuccess: ({ data }) => {
      const user = authStore.get(userAtom);
      if (user) setUser({ ...user, avatar: data.avatarUrl });
    },
  });
}
