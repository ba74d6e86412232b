import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiEnvelope, Copy } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { copyUrl } from './invalidate';

export const getCopy = (copyId: string) => api.get<ApiEnvelope<Copy>>(copyUrl(copyId)).then((body) => body.data);

/** Under ['copies'], so every write that refreshes the lists refreshes an open copy too. */
export const copyQueryOptions = (copyId: string) =>
  queryOptions({ queryKey: ['copies', 'detail', copyId] as const, queryFn: () => getCopy(copyId) });

export function useCopy(copyId: string | undefined) {
  return useQuery({ ...copyQueryOptions(copyId ?? ''), enabled: Boolean(copyId) });
}
