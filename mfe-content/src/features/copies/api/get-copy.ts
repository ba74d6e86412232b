import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Copy } from '@brandcast/shared';
import { copyEndpoints, copyKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export const getCopy = (copyId: string) => api.get<Copy>(copyEndpoints.one(copyId));

export const copyQueryOptions = (copyId: string) =>
  queryOptions({ queryKey: copyKeys.detail(copyId), queryFn: () => getCopy(copyId) });

export function useCopy(copyId: string | undefined) {
  return useQuery({ ...copyQueryOptions(copyId ?? ''), enabled: Boolean(copyId) });
}
