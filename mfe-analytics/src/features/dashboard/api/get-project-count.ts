import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

/** How many items a list has: its total, fetched with the smallest page. */
async function countOf(url: string, filters: Record<string, string> = {}): Promise<number> {
  const body = await api.get<Paged<unknown>>(url, { params: { page: 1, size: 1, ...filters } });
  return body.pagination.total;
}

/** The number of projects the user can see. */
export const getProjectCount = () => countOf('/project');

export const projectCountQueryOptions = () =>
  queryOptions({ queryKey: ['projects', 'count'], queryFn: getProjectCount });

export function useProjectCount() {
  return useQuery(projectCountQueryOptions());
}

/** Messages, published messages, copies and published copies across the user's projects. */
export function useContentCounts() {
  return useQuery({
    queryKey: ['dashboard', 'content-counts'],
    queryFn: async () => {
      const [messages, publishedMessages, copies, publishedCopies] = await Promise.all([
        countOf('/message'),
        countOf('/message', { status: 'published' }),
        countOf('/copy'),
        countOf('/copy', { status: 'published' }),
      ]);
      return { messages, publishedMessages, copies, publishedCopies };
    },
  });
}
