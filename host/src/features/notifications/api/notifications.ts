import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope, Notification } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

export interface NotificationList {
  data: Notification[];
  meta: { unread: number };
}

const key = ['notifications'] as const;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: () => api.get<NotificationList>('/notification'),
    // New ones come from the server (a scheduled copy published, credits running low): look again each minute.
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}

/** Every change answers from the server, then the list is fetched again: the server keeps the 50 newest. */
function useNotificationMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useMarkRead = () =>
  useNotificationMutation(({ id, read }: { id: string; read: boolean }) =>
    api.patch<ApiEnvelope<Notification>>(`/notification/${encodeURIComponent(id)}`, { read }),
  );
export const useMarkAllRead = () => useNotificationMutation(() => api.post<void>('/notification/read-all'));
export const useRemoveNotification = () =>
  useNotificationMutation((id: string) => api.delete<void>(`/notification/${encodeURIComponent(id)}`));
export const useClearNotifications = () => useNotificationMutation(() => api.delete<void>('/notification'));
