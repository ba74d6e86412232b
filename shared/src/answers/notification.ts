import { z } from 'zod';
import { TOAST_TYPES } from '../constants/app';
import { envelope } from './common';

/** A notification as the API answers it (spec section 3: id, type, title, message, read flag). */
export const notificationSchema = z
  .object({
    id: z.string(),
    type: z.enum(TOAST_TYPES),
    title: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.output<typeof notificationSchema>;

export const notificationResponse = envelope(notificationSchema);

export const notificationListResponse = z.object({
  data: z.array(notificationSchema).describe('Newest first, at most 50'),
  meta: z.object({ unread: z.number().int().min(0) }),
});
export type NotificationList = z.output<typeof notificationListResponse>;
