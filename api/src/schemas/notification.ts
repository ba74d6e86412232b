import { z } from 'zod';
import { pathId } from './common';

export const NOTIFICATION_NOT_FOUND = 'Notification not found. It may have been removed.';
/** Another user's notification answers exactly like one that does not exist. */
export const notificationParams = z.object({ id: pathId(NOTIFICATION_NOT_FOUND) });
