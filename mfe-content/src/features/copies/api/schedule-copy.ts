import { useMutation } from '@tanstack/react-query';
import type { Copy } from '@brandcast/shared';
import { copyEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useInvalidateAfterWrite } from './invalidate';

/** scheduledDate: ISO 8601 with a time zone, in the future. */
export function useScheduleCopy() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ copyId, scheduledDate }: { copyId: string; scheduledDate: string }) =>
      api.post<Copy>(copyEndpoints.schedule(copyId), { scheduledDate }),
    onSuccess: () => invalidate(),
  });
}
