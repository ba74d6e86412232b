import { notificationEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useNotificationMutation } from './notification-mutation';

export const useRemoveNotification = () =>
  useNotificationMutation((id: string) => api.delete<void>(notificationEndpoints.one(id)));
