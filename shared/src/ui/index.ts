export * from './app-providers';
export * from './theme-providers';
export { useSubmission, type Submission, type SubmitOptions } from './use-submission';
export * from './dev-shell';
export * from './page-spinner';
export * from './zod-rule';
export * from './button-link';
export { useIsMobile, useIsTouchScreen, useMediaQuery, usePrefersReducedMotion } from './use-is-mobile';
export { useUrlFilters, type FilterChanges } from './use-url-filters';
export { ListSearch } from './list-search';
export { listPaging } from './list-paging';
export { QueryError } from './query-error';
export { useAutosave, type Autosave, type AutosaveState } from './use-autosave';
// Apart from useAutosave (React Query): the host clears drafts at sign-out on pages without it.
export { clearDrafts, type Draft } from './drafts';
export { AutosaveStatus, AutosaveRestored } from './autosave-status';
export { PlanLimitLink, UpgradePrompt, useCanUseFeature, type PlanLimit } from './upgrade-prompt';
export {
  ProjectPicker,
  projectOptions,
  type ProjectOption,
  type ProjectPickerProps,
  type ViewOnlyProjects,
} from './project-picker';
export {
  TokenButton,
  TokenButtonLink,
  type TokenButtonProps,
  type TokenButtonLinkProps,
  type TokenButtonVariant,
} from './token-button';
export { ScrollToTop } from './scroll-to-top';
export { datePickerFormat, dateTimePickerFormat } from './picker-format';
