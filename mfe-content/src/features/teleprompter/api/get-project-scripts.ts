import { useQuery } from '@tanstack/react-query';
import type { Script } from '@brandcast/shared';
import { scriptEndpoints, scriptKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** A project's saved scripts, newest first (the largest page the API gives). */
export const useProjectScripts = (projectId: string | undefined) =>
  useQuery({
    queryKey: scriptKeys.list(projectId ?? ''),
    queryFn: () => api.page<Script>(scriptEndpoints.list, { projectId, size: 100 }).then((page) => page.data),
    enabled: Boolean(projectId),
  });
