import { useMutation } from '@tanstack/react-query';
import type { CopyPerformanceImport } from '@brandcast/shared';
import { copyEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useInvalidateAfterWrite } from './invalidate';

export interface PerformanceImportResult {
  updated: number;
  skipped: { id: string; reason: string }[];
}

export function useImportPerformance() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (rows: CopyPerformanceImport['rows']) =>
      api.post<PerformanceImportResult>(copyEndpoints.importPerformance, { rows }),
    onSuccess: () => invalidate(),
  });
}
