import { queryOptions, useQuery } from '@tanstack/react-query';
import { copyEndpoints, dashboardKeys, messageEndpoints, projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** How many items a list has: its total, fetched with the smallest page. */
async function countOf(url: string, filters: Record<string, string> = {}): Promise<number> {
  const page = await api.page<unknown>(url, { page: 1, size: 1, ...filters });
  return page.pagination.total;
}

/** The number of projects the user can see. */
export const getProjectCount = () => countOf(projectEndpoints.list);

export const projectCountQueryOptions = () =>
  queryOptions({ queryKey: projectKeys.count(), queryFn: getProjectCount });

export function useProjectCount() {
  return useQuery(projectCountQueryOptions());
}

/** Messages, published messages, copies and published copies across the user's projects. */
export function useContentCounts() {
  return useQuery({
    queryKey: dashboardKeys.contentCounts(),
    queryFn: async () => {
      const [messages, publishedMessages, copies, publishedCopies] = await Promise.all([
        countOf(messageEndpoints.list),
        countOf(messageEndpoints.list, { status: 'published' }),
        countOf(copyEndpoints.list),
        countOf(copyEndpoints.list, { status: 'published' }),
      ]);
      return { messages, publishedMessages, copies, publishedCopies };
    },
  });
}
