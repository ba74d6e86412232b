import { z } from 'zod';
import { pathId } from './common';

export const EXPORT_RUNNING =
  'An export is already running. Wait for it to finish (it shows below), then export again.';
export const EXPORT_NOT_FOUND = 'This export does not exist. Start a new one from Analytics.';
export const exportParams = z.object({ id: pathId(EXPORT_NOT_FOUND) });
export const exportFileQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});
