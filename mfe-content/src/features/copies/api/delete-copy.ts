import { useMutation } from '@tanstack/react-query';
import { copyEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useInvalidateAfterWrite } from './invalidate';

export function useDeleteCopy() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (copyId: string) => api.delete<void>(copyEndpoints.one(copyId)),
    onSuccess: () => invalidate(),
  });
}
