export * from './app-providers';
export * from './dev-shell';
export * from './page-spinner';
export * from './zod-rule';
export * from './button-link';
export { useIsMobile, useMediaQuery, usePrefersReducedMotion } from './use-is-mobile';
export { useUrlFilters, type FilterChanges } from './use-url-filters';
export { ListSearch } from './list-search';
export { listPaging } from './list-paging';
