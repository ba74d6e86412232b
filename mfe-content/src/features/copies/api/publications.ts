import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Channel, Publication } from '@brandcast/shared';
import { channelEndpoints, channelKeys, copyKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** Publications still on their way: their list is read again every two seconds until each has settled. */
const onItsWay = (publications: Publication[] | undefined) =>
  publications?.some((p) => p.state === 'queued' || p.state === 'publishing') ?? false;

/** GET /channel: the caller's connected channels (Settings → Channels connects them). */
export const useChannels = (enabled = true) =>
  useQuery({ queryKey: channelKeys.all, queryFn: () => api.get<Channel[]>(channelEndpoints.list), enabled });

/** GET /copy/{id}/publications: where the copy went or goes. */
export function usePublications(copyId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: channelKeys.publications(copyId),
    queryFn: () => api.get<Publication[]>(channelEndpoints.publications(copyId)),
    refetchInterval: (current) => (onItsWay(current.state.data) ? 2000 : false),
  });
  // A publication that went out publishes its copy: the copy and the lists read it again (not this list).
  const published = query.data?.filter((p) => p.state === 'published').length ?? 0;
  const [seen, setSeen] = useState(published);
  if (published !== seen) {
    setSeen(published);
    if (published > seen)
      void queryClient.invalidateQueries({
        queryKey: copyKeys.all,
        predicate: (q) => q.queryKey[1] !== 'publications',
      });
  }
  return query;
}

function usePublicationWrite<T>(write: (input: T) => Promise<Publication[] | null>, copyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (publications) =>
      publications
        ? queryClient.setQueryData(channelKeys.publications(copyId), publications)
        : queryClient.invalidateQueries({ queryKey: channelKeys.publications(copyId) }),
  });
}

/** POST /copy/{id}/publications: publish now to the chosen channels. */
export const usePublish = (copyId: string) =>
  usePublicationWrite(
    (channelIds: string[]) => api.post<Publication[]>(channelEndpoints.publications(copyId), { channelIds }),
    copyId,
  );

/** POST …/retry: a failed or unconfirmed one again (Brandcast looks on the platform before posting). */
export const useRetryPublication = (copyId: string) =>
  usePublicationWrite(
    (publicationId: string) => api.post<Publication[]>(channelEndpoints.retry(copyId, publicationId)),
    copyId,
  );

/** DELETE …: cancels one that has not started. */
export const useCancelPublication = (copyId: string) =>
  usePublicationWrite(
    (publicationId: string) => api.delete<null>(channelEndpoints.publication(copyId, publicationId)).then(() => null),
    copyId,
  );
