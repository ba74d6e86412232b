import { z } from 'zod';
import { uuidField } from './body';
import { pagingFields } from './project';

/** What a recording may be, told by its bytes: WebM (Chrome, Firefox) or MP4 (Safari). */
export const RECORDING_TYPES = ['video/webm', 'video/mp4'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];
/** The default upload limit in megabytes (RECORDING_MAX_MB on the server). */
export const RECORDING_MAX_MB_DEFAULT = 500;

/** GET /recording?projectId= : a project's recordings, newest first. */
export const recordingListQuerySchema = z.object({
  ...pagingFields,
  projectId: uuidField('projectId'),
});
export type RecordingListQuery = z.output<typeof recordingListQuerySchema>;

/** The text fields of POST /recording's multipart form (the video is the part named `file`). */
export const recordingFieldsSchema = z.strictObject(
  { projectId: uuidField('projectId'), scriptId: uuidField('scriptId').optional() },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}. Known: file, projectId, scriptId`
        : undefined,
  },
);
