import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, ChangePasswordInput, ProfileUpdateInput, User } from '@brandcast/shared';
import { api, authStore, getErrorMessage, setUser, userAtom } from '@brandcast/shared/client';

// axios marks its errors so; checked by hand so that this remote does not bundle axios for one check.
const isFailedCall = (error: unknown) => (error as { isAxiosError?: unknown } | null)?.isAxiosError === true;

/**
 * The account state's error text (spec section 8): a failed call says the server's message or the call's
 * fallback ('Failed to change password'); anything else that went wrong, the state's ('Password change failed').
 */
export function accountErrorMessage(error: unknown, callFailed: string, stateFailed: string): string {
  return isFailedCall(error) ? getErrorMessage(error, callFailed) : stateFailed;
}

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
