import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope, Paged, Script, ScriptCreateInput, ScriptGenerateInput, ScriptUpdateInput } from '@brandcast/shared';
import { api, creditsQueryKey } from '@brandcast/shared/client';

export const scriptUrl = (scriptId: string) => `/script/${encodeURIComponent(scriptId)}`;

/** What a script write changes: the script reads, and the balance when it was charged (generation). */
function useInvalidateScripts() {
  const queryClient = useQueryClient();
  return ({ charged = false }: { charged?: boolean } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['scripts'] }),
      charged ? queryClient.invalidateQueries({ queryKey: creditsQueryKey }) : undefined,
    ]);
}

/** A script written by the server from a project (and a message) at a length; costs CREDIT_COSTS.videoScript. */
export function useGenerateScript() {
  const invalidate = useInvalidateScripts();
  return useMutation({
    mutationFn: (input: ScriptGenerateInput) => api.post<ApiEnvelope<Script>>('/script/generate', input).then((body) => body.data),
    // A refusal (402) leaves the balance as it was, but the shell's number may be stale either way.
    onSettled: () => invalidate({ charged: true }),
  });
}

/** Saves the prompter's text: a new script in a project, or the changes to the script it came from. */
export function useSaveScript() {
  const invalidate = useInvalidateScripts();
  return useMutation({
    mutationFn: (input: { id: string; patch: ScriptUpdateInput } | { create: ScriptCreateInput }) =>
      'id' in input
        ? api.patch<ApiEnvelope<Script>>(scriptUrl(input.id), input.patch).then((body) => body.data)
        : api.post<ApiEnvelope<Script>>('/script', input.create).then((body) => body.data),
    onSuccess: () => invalidate(),
  });
}

/** A project's saved scripts, newest first (the largest page the API gives). */
export const useProjectScripts = (projectId: string | undefined) =>
  useQuery({
    queryKey: ['scripts', 'list', projectId ?? ''],
    queryFn: () => api.get<Paged<Script>>('/script', { params: { projectId, size: 100 } }).then((body) => body.data),
    enabled: Boolean(projectId),
  });
