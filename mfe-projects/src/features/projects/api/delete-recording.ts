import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys, projectKeys, recordingEndpoints, recordingKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** The project's recordings count changes with it, and the storage the billing screen shows. */
export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(recordingEndpoints.one(id)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recordingKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
      ]),
  });
}
