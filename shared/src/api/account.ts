/** `/account`: the account's data as one archive, and deleting the account. */
export const accountEndpoints = {
  export: '/account/export',
  exportJob: (id: string) => `/account/export/${encodeURIComponent(id)}`,
  deletion: '/account/deletion',
  delete: '/account/delete',
} as const;

export const accountKeys = {
  all: ['account'] as const,
  latestExport: () => [...accountKeys.all, 'export', 'latest'] as const,
  exportJob: (id: string) => [...accountKeys.all, 'export', id] as const,
  deletion: () => [...accountKeys.all, 'deletion'] as const,
};
