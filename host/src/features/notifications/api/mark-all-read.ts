import { notificationEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useNotificationMutation } from './notification-mutation';

export const useMarkAllRead = () => useNotificationMutation(() => api.post<void>(notificationEndpoints.readAll));
