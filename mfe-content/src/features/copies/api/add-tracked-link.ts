import { useMutation } from '@tanstack/react-query';
import type { Copy } from '@brandcast/shared';
import { copyEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useInvalidateAfterWrite } from './invalidate';

/** A tracked link to targetUrl: its clicks are added to the copy's performance.clicks. */
export function useAddTrackedLink() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ copyId, targetUrl }: { copyId: string; targetUrl: string }) =>
      api.post<Copy>(copyEndpoints.link(copyId), { targetUrl }),
    onSuccess: () => invalidate(),
  });
}
