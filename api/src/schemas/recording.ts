import { z } from 'zod';
import { NOT_FOUND } from '../lib/domain-errors';
import { pathId } from './common';

export const recordingParams = z.object({ id: pathId(NOT_FOUND.recording) });
export const recordingFileQuery = z.object({
  expires: z.coerce.number({ error: 'expires must be a time in seconds' }).int('expires must be a time in seconds'),
  signature: z.string({ error: 'signature is missing' }).max(200),
});
