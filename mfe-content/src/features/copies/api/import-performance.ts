import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, CopyPerformanceImport } from '@brandcast/shared';
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
      api.post<ApiEnvelope<PerformanceImportResult>>('/copy/performance/import', { rows }).then((body) => body.data),
    onSuccess: () => invalidate(),
  });
}
