import { useMutation } from '@tanstack/react-query';
import type { Script, ScriptGenerateInput } from '@brandcast/shared';
import { scriptEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useInvalidateScripts } from './invalidate';

/** A script written by the server from a project (and a message) at a length; costs CREDIT_COSTS.videoScript. */
export function useGenerateScript() {
  const invalidate = useInvalidateScripts();
  return useMutation({
    mutationFn: (input: ScriptGenerateInput) => api.post<Script>(scriptEndpoints.generate, input, { idempotent: true }),
    // A refusal (402) leaves the balance as it was, but the shell's number may be stale either way.
    onSettled: () => invalidate({ charged: true }),
  });
}
