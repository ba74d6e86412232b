import { z } from 'zod';
import { TOAST_TYPES, type Notification } from '@brandcast/shared';
import { envelope, pathId } from './common';

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

// The answer and the shared type must not drift apart.
const _sameNotification: z.output<typeof notificationSchema> = {} as Notification;
void _sameNotification;

export const notificationResponse = envelope(notificationSchema);

export const notificationListResponse = z.object({
  data: z.array(notificationSchema).describe('Newest first, at most 50'),
  meta: z.object({ unread: z.number().int().min(0) }),
});

export const NOTIFICATION_NOT_FOUND = 'Notification not found. It may have been removed.';
/** Another user's notification answers exactly like one that does not exist. */
export const notificationParams = z.object({ id: pathId(NOTIFICATION_NOT_FOUND) });
