import { z } from 'zod';
import { RECORDING_TYPES, type Recording } from '@brandcast/shared';
import { NOT_FOUND } from '../lib/domain-errors';
import { envelope, pageOf, pathId } from './common';

export const recordingSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    projectName: z.string(),
    scriptId: z.string().nullable().describe('The script read in the take; null when none (or once it is deleted)'),
    userId: z.string().describe('Who recorded it'),
    contentType: z.enum(RECORDING_TYPES).describe('As its bytes say'),
    size: z.number().int().describe('In bytes'),
    fileName: z.string(),
    url: z.string().describe('Signed address of the video (no bearer needed), answering range requests; valid until urlExpiresAt'),
    urlExpiresAt: z.string(),
    role: z.enum(['owner', 'editor', 'viewer']).describe("The caller's role on the recording's project"),
    createdAt: z.string(),
  })
  .meta({ id: 'Recording' });

// The answer and the shared type must not drift apart.
const _sameRecording: z.output<typeof recordingSchema> = {} as Recording;
void _sameRecording;

export const recordingResponse = envelope(recordingSchema);
export const recordingListResponse = pageOf(z.array(recordingSchema).describe('Newest first'));
export const recordingParams = z.object({ id: pathId(NOT_FOUND.recording) });
export const recordingFileQuery = z.object({
  expires: z.coerce.number({ error: 'expires must be a time in seconds' }).int('expires must be a time in seconds'),
  signature: z.string({ error: 'signature is missing' }).max(200),
});
