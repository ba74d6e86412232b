import { useMutation } from '@tanstack/react-query';
import type { Copy, CopyUpdateInput } from '@brandcast/shared';
import { copyEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useInvalidateAfterWrite } from './invalidate';

/** PATCH /copy/{id}: text, hashtags or performance numbers; fields left out keep their value. */
export function useUpdateCopy() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ copyId, input }: { copyId: string; input: CopyUpdateInput }) =>
      api.patch<Copy>(copyEndpoints.one(copyId), input),
    onSuccess: () => invalidate(),
  });
}
