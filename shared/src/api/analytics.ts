/** `/analytics`: the dashboard's and the analytics area's figures. */
export const analyticsEndpoints = {
  overview: '/analytics/overview',
  summary: '/analytics/summary',
  performance: '/analytics/performance',
  funnel: '/analytics/funnel',
  top: '/analytics/top',
  low: '/analytics/low',
  platforms: '/analytics/platforms',
  insights: '/analytics/insights',
  activity: '/analytics/activity',
  heatmap: '/analytics/heatmap',
  projects: '/analytics/projects',
  export: '/analytics/export',
  exportJob: (id: string) => `/analytics/export/${encodeURIComponent(id)}`,
} as const;

/** Everything under `analyticsKeys.all` is figures: a change to content may invalidate it whole. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  view: <P extends object>(view: keyof typeof analyticsEndpoints, params: P) =>
    [...analyticsKeys.all, view, params] as const,
  exportJob: (id: string) => [...analyticsKeys.all, 'export', id] as const,
};
