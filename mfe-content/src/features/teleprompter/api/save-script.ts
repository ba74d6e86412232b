import { useMutation } from '@tanstack/react-query';
import type { Script, ScriptCreateInput, ScriptUpdateInput } from '@brandcast/shared';
import { scriptEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useInvalidateScripts } from './invalidate';

/** Saves the prompter's text: a new script in a project (POST), or the changes to the script it came from (PATCH). */
export function useSaveScript() {
  const invalidate = useInvalidateScripts();
  return useMutation({
    mutationFn: (input: { id: string; patch: ScriptUpdateInput } | { create: ScriptCreateInput }) =>
      'id' in input
        ? api.patch<Script>(scriptEndpoints.one(input.id), input.patch)
        : api.post<Script>(scriptEndpoints.list, input.create),
    onSuccess: () => invalidate(),
  });
}
