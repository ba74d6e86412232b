import type { Notification } from '@brandcast/shared';
import { notificationEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useNotificationMutation } from './notification-mutation';

export const useMarkRead = () =>
  useNotificationMutation(({ id, read }: { id: string; read: boolean }) =>
    api.patch<Notification>(notificationEndpoints.one(id), { read }),
  );
