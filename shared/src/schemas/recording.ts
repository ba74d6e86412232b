import { z } from 'zod';
import { uuidField } from './body';
import type { ProjectRole } from '../types';
import { pagingFields } from './project';

/** What a recording may be, told by its bytes: WebM (Chrome, Firefox) or MP4 (Safari). */
export const RECORDING_TYPES = ['video/webm', 'video/mp4'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];
/** The default upload limit in megabytes (RECORDING_MAX_MB on the server). */
export const RECORDING_MAX_MB_DEFAULT = 500;

/** A camera take saved to a project, as the API answers it. */
export interface Recording {
  id: string;
  projectId: string;
  projectName: string;
  /** The script read in the take, if any (null once that script is deleted). */
  scriptId: string | null;
  /** Who recorded it. */
  userId: string;
  contentType: RecordingType;
  /** In bytes. */
  size: number;
  /** The file name the browser sent, for downloads. */
  fileName: string;
  /**
   * Where a video element plays it from: a signed address that needs no bearer token, valid until
   * `urlExpiresAt` (read the recording again for a new one). Range requests are answered (206).
   */
  url: string;
  urlExpiresAt: string;
  role: ProjectRole;
  createdAt: string;
}


/** GET /recording?projectId= : a project's recordings, newest first. */
export const recordingListQuerySchema = z.object({
  ...pagingFields,
  projectId: uuidField('projectId'),
});
export type RecordingListQuery = z.output<typeof recordingListQuerySchema>;

/** The text fields of POST /recording's multipart form (the video is the part named `file`). */
export const recordingFieldsSchema = z.strictObject(
  { projectId: uuidField('projectId'), scriptId: uuidField('scriptId').optional() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}. Known: file, projectId, scriptId` : undefined) },
);
