import { z } from 'zod';

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
