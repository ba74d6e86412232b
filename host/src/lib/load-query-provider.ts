/**
 * The one place that loads the app's query client and its providers (query-provider.tsx) on demand: the entry starts
 * it for a stored session, the theme and every area that uses React Query render what it brings. One import, so one
 * file: each import of its own had made a chunk of its own, the same modules fetched twice.
 */
export const loadQueryProvider = () => import('./query-provider');
