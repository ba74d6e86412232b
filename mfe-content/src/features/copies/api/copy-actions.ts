import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, Copy } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { copyUrl, useInvalidateAfterWrite } from './invalidate';

/** The spec's transitions without a body: publish (and publish a scheduled copy now), unschedule, duplicate. */
export type CopyTransition = 'publish' | 'unschedule' | 'duplicate';

export function useCopyTransition() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ copyId, transition }: { copyId: string; transition: CopyTransition }) =>
      api.post<ApiEnvelope<Copy>>(`${copyUrl(copyId)}/${transition}`).then((body) => body.data),
    onSuccess: () => invalidate(),
  });
}

/** scheduledDate: ISO 8601 with a time zone, in the future. */
export function useScheduleCopy() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ copyId, scheduledDate }: { copyId: string; scheduledDate: string }) =>
      api.post<ApiEnvelope<Copy>>(`${copyUrl(copyId)}/schedule`, { scheduledDate }).then((body) => body.data),
    onSuccess: () => invalidate(),
  });
}

/** Hashtags written for the copy and stored on it (free). */
export function useSuggestHashtags() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (copyId: string) => api.post<ApiEnvelope<Copy>>(`${copyUrl(copyId)}/hashtags`).then((body) => body.data),
    onSuccess: () => invalidate(),
  });
}

/** A tracked link to targetUrl: its clicks are added to the copy's performance.clicks. */
export function useAddTrackedLink() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ copyId, targetUrl }: { copyId: string; targetUrl: string }) =>
      api.post<ApiEnvelope<Copy>>(`${copyUrl(copyId)}/link`, { targetUrl }).then((body) => body.data),
    onSuccess: () => invalidate(),
  });
}
