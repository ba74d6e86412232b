import type { ToastType } from '@brandcast/shared';

/** A notification to store for a user (repositories/notifications.ts), as lib/ and the routes write it. */
export interface NewNotification {
  type: ToastType;
  title: string;
  message: string;
}
