/** `/token`: personal API tokens (API access, Enterprise and admin). */
export const apiTokenEndpoints = {
  tokens: '/token',
  token: (id: string) => `/token/${encodeURIComponent(id)}`,
} as const;

export const apiTokenKeys = {
  all: ['api-tokens'] as const,
};
