import { z } from 'zod';
import type { ToastType } from '../constants/app';

/** A notification as the API answers it (spec section 3: id, type, title, message, read flag). */
export interface Notification {
  id: string;
  /** One of TOAST_TYPES: success, error, warning, info. */
  type: ToastType;
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
}

export const NOTIFICATION_TITLE_MAX_LENGTH = 120;
export const NOTIFICATION_MESSAGE_MAX_LENGTH = 1000;

/** PATCH /notification/{id}: mark one read or unread. */
export const notificationUpdateSchema = z.strictObject(
  { read: z.boolean({ error: 'read must be true or false' }) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Only "read" can be changed, not: ${issue.keys.join(', ')}` : undefined,
  },
);
export type NotificationUpdateInput = z.input<typeof notificationUpdateSchema>;
