import { z } from 'zod';
import { RECORDING_TYPES } from '../schemas/recording';
import { envelope, pageOf, projectRole } from './common';

/** A camera take saved to a project, as the API answers it. */
export const recordingSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    projectName: z.string(),
    scriptId: z.string().nullable().describe('The script read in the take; null when none (or once it is deleted)'),
    userId: z.string().describe('Who recorded it'),
    contentType: z.enum(RECORDING_TYPES).describe('As its bytes say'),
    size: z.number().int().describe('In bytes'),
    /** The file name the browser sent, for downloads. */
    fileName: z.string(),
    url: z
      .string()
      .describe('Signed address of the video (no bearer needed), answering range requests; valid until urlExpiresAt'),
    urlExpiresAt: z.string(),
    role: projectRole("the recording's project"),
    createdAt: z.string(),
  })
  .meta({ id: 'Recording' });
export type Recording = z.output<typeof recordingSchema>;

export const recordingResponse = envelope(recordingSchema);
export const recordingListResponse = pageOf(z.array(recordingSchema).describe('Newest first'));
