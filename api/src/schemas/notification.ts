import { z } from 'zod';
import { TOAST_TYPES, type Notification } from '@brandcast/shared';
import { envelope } from './common';

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

/** Any string: an id that is not one of the caller's answers 404 like an unknown one, never 400 or 500. */
export const notificationParams = z.object({ id: z.string().max(100) });
