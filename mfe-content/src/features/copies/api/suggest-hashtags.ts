import { useMutation } from '@tanstack/react-query';
import type { Copy } from '@brandcast/shared';
import { copyEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useInvalidateAfterWrite } from './invalidate';

/** Hashtags written for the copy and stored on it (free). */
export function useSuggestHashtags() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (copyId: string) => api.post<Copy>(copyEndpoints.hashtags(copyId)),
    onSuccess: () => invalidate(),
  });
}
