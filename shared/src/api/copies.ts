const id = (copyId: string) => `/copy/${encodeURIComponent(copyId)}`;

/** The transitions without a body: publish (a scheduled copy too, now), unschedule, duplicate. */
export type CopyTransition = 'publish' | 'unschedule' | 'duplicate';

/** `/copy`. */
export const copyEndpoints = {
  list: '/copy',
  one: id,
  generate: '/copy/generate',
  preview: '/copy/preview',
  importPerformance: '/copy/performance/import',
  adapt: (copyId: string) => `${id(copyId)}/adapt`,
  transition: (copyId: string, transition: CopyTransition) => `${id(copyId)}/${transition}`,
  schedule: (copyId: string) => `${id(copyId)}/schedule`,
  hashtags: (copyId: string) => `${id(copyId)}/hashtags`,
  link: (copyId: string) => `${id(copyId)}/link`,
} as const;

export const copyKeys = {
  all: ['copies'] as const,
  lists: () => [...copyKeys.all, 'list'] as const,
  list: <P extends object>(params: P) => [...copyKeys.lists(), params] as const,
  /** Under `all`, so every write that refreshes the lists refreshes an open copy too. */
  detail: (copyId: string) => [...copyKeys.all, 'detail', copyId] as const,
};
