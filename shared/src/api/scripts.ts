/** `/script`: video scripts. */
export const scriptEndpoints = {
  list: '/script',
  one: (scriptId: string) => `/script/${encodeURIComponent(scriptId)}`,
  generate: '/script/generate',
} as const;

export const scriptKeys = {
  all: ['scripts'] as const,
  /** A project's saved scripts. */
  list: (projectId: string) => [...scriptKeys.all, 'list', projectId] as const,
  detail: (scriptId: string) => [...scriptKeys.all, 'detail', scriptId] as const,
};
