import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recording } from '@brandcast/shared';
import { billingKeys, projectKeys, recordingEndpoints, recordingKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export interface SaveTakeInput {
  projectId: string;
  scriptId?: string;
  blob: Blob;
  fileName: string;
  onProgress?: (percent: number) => void;
}

/**
 * Uploads a recorded take to a project (multipart: projectId and scriptId first, so the server checks the
 * rights before it reads the video, then the file). The project's recordings count changes, and the storage
 * the billing screen shows.
 */
export function useSaveTake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, scriptId, blob, fileName, onProgress }: SaveTakeInput) => {
      const form = new FormData();
      form.append('projectId', projectId);
      if (scriptId) form.append('scriptId', scriptId);
      form.append('file', blob, fileName);
      return api.upload<Recording>(recordingEndpoints.upload, form, onProgress ? { onProgress } : {});
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recordingKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
      ]),
  });
}
