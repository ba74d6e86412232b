import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@brandcast/shared';
import { notificationEndpoints, notificationKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export interface NotificationList {
  data: Notification[];
  meta: { unread: number };
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.all,
    // The unread count sits beside the list: keep the whole body.
    queryFn: () => api.get<NotificationList>(notificationEndpoints.list, { wholeBody: true }),
    // New ones come from the server (a scheduled copy published, credits running low): look again each minute.
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
