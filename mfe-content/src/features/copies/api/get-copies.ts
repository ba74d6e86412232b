import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Copy, CopyStatus, Platform } from '@brandcast/shared';
import { copyEndpoints, copyKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export interface CopyListParams {
  page: number;
  size: number;
  projectId?: string;
  messageId?: string;
  status?: CopyStatus;
  platform?: Platform;
  search?: string;
}

/** Filters left empty are left out of the query string. */
function definedParams(params: CopyListParams): Partial<CopyListParams> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<CopyListParams>;
}

export const getCopies = (params: CopyListParams) => api.page<Copy>(copyEndpoints.list, definedParams(params));

export const copiesQueryOptions = (params: CopyListParams) =>
  queryOptions({
    queryKey: copyKeys.list(params),
    queryFn: () => getCopies(params),
    placeholderData: keepPreviousData,
  });

export function useCopies(params: CopyListParams) {
  return useQuery(copiesQueryOptions(params));
}

/** Every copy matching the filters, a page of the largest size at a time, up to `limit` copies. */
export async function getAllCopies(params: Omit<CopyListParams, 'page' | 'size'>, limit = 1000): Promise<Copy[]> {
  const size = 100;
  const copies: Copy[] = [];
  for (let page = 1; copies.length < limit; page += 1) {
    const answer = await getCopies({ ...params, page, size });
    copies.push(...answer.data);
    if (page >= answer.pagination.totalPages || answer.data.length === 0) break;
  }
  return copies.slice(0, limit);
}
