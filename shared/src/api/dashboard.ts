/** The dashboard's own reads, built from the list endpoints (`/project`, `/message`, `/copy`). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  contentCounts: () => [...dashboardKeys.all, 'content-counts'] as const,
};
