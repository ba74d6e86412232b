import { useMutation } from '@tanstack/react-query';
import type { Copy } from '@brandcast/shared';
import { copyEndpoints, type CopyTransition } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useInvalidateAfterWrite } from './invalidate';

export type { CopyTransition };

/** The spec's transitions without a body: publish (and publish a scheduled copy now), unschedule, duplicate. */
export function useCopyTransition() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ copyId, transition }: { copyId: string; transition: CopyTransition }) =>
      api.post<Copy>(copyEndpoints.transition(copyId, transition)),
    onSuccess: () => invalidate(),
  });
}
