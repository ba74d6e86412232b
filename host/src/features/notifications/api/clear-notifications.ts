import { notificationEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useNotificationMutation } from './notification-mutation';

export const useClearNotifications = () => useNotificationMutation(() => api.delete<void>(notificationEndpoints.list));
