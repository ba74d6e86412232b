import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@brandcast/shared/api';
import { api, authStore, setUser, userAtom } from '@brandcast/shared/client';

export function useUploadAvatar(onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (file: File) =>
      api.upload<{ avatarUrl: string }>(authEndpoints.avatar, file, { field: 'avatar', onProgress }),
    onSuccess: ({ avatarUrl }) => {
      const user = authStore.get(userAtom);
      if (user) setUser({ ...user, avatar: avatarUrl });
    },
  });
}
