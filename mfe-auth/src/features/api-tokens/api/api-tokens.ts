import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, ApiTokenCreateInput, CreatedApiToken } from '@brandcast/shared';
import { apiTokenEndpoints, apiTokenKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** GET /token: the caller's tokens, newest first, never a secret. */
export const useApiTokens = (enabled = true) =>
  useQuery({ queryKey: apiTokenKeys.all, queryFn: () => api.get<ApiToken[]>(apiTokenEndpoints.tokens), enabled });

/** POST /token: answers the secret this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenCreateInput) => api.post<CreatedApiToken>(apiTokenEndpoints.tokens, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

/** DELETE /token/{id}: it stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(apiTokenEndpoints.token(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
