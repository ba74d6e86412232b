import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, Copy, CopyUpdateInput } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { copyUrl, useInvalidateAfterWrite } from './invalidate';

/** PATCH /copy/{id}: text, hashtags or performance numbers; fields left out keep their value. */
export function useUpdateCopy() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ copyId, input }: { copyId: string; input: CopyUpdateInput }) =>
      api.patch<ApiEnvelope<Copy>>(copyUrl(copyId), input).then((body) => body.data),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCopy() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (copyId: string) => api.delete<void>(copyUrl(copyId)),
    onSuccess: () => invalidate(),
  });
}
