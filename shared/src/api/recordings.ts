/** `/recording`: teleprompter takes saved to a project. */
export const recordingEndpoints = {
  list: '/recording',
  /** Multipart: projectId, scriptId, then the file. */
  upload: '/recording',
  one: (recordingId: string) => `/recording/${encodeURIComponent(recordingId)}`,
} as const;

export const recordingKeys = {
  all: ['recordings'] as const,
  /** A project's recordings. */
  list: (projectId: string) => [...recordingKeys.all, 'list', projectId] as const,
};
