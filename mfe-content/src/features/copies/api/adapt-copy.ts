import { useMutation } from '@tanstack/react-query';
import type { Copy, Platform } from '@brandcast/shared';
import { copyEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useInvalidateAfterWrite } from './invalidate';

/** A new copy rewritten for another platform; costs CREDIT_COSTS.copyGeneration. */
export function useAdaptCopy() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ copyId, platform }: { copyId: string; platform: Platform }) =>
      api.post<Copy>(copyEndpoints.adapt(copyId), { platform }, { idempotent: true }),
    // A refusal (402) leaves the balance as it was, but the shell's number may be stale either way.
    onSettled: () => invalidate({ charged: true }),
  });
}
