import { ERRORS } from '@brandcast/shared';

/**
 * Fallback texts when the server gives no message. Spec section 8 names the generation ones (in
 * ERRORS); fetch, update and delete follow the projects' pattern.
 */
export const COPY_ERRORS = {
  fetch: ERRORS.fetchCopiesFailed,
  fetchOne: ERRORS.fetchCopyFailed,
  update: ERRORS.updateCopyFailed,
  delete: ERRORS.deleteCopyFailed,
  publish: 'Failed to mark the copy as published',
  schedule: 'Failed to schedule copy',
  unschedule: 'Failed to unschedule copy',
  duplicate: 'Failed to duplicate copy',
  link: 'Failed to add the tracked link',
  import: 'Failed to import performance',
  generate: ERRORS.generateCopyFailed,
  adapt: ERRORS.adaptCopyFailed,
  hashtags: ERRORS.generateHashtagsFailed,
} as const;
