import { PROJECT_DETAIL_FIELDS, UNTITLED_PROJECT } from './constants/domain';
import type { ProjectDetails } from './schemas/project';

/** Spec section 3: the client view's name. */
export function projectName(details: Pick<ProjectDetails, 'businessName'>): string {
  return details.businessName.trim() || UNTITLED_PROJECT;
}

export { projectDescription } from './project-description';

/**
 * Progress is derived, never typed: one part for each of the nine brand fields filled, one
 * for a published message and one for a copy. The API computes the same number in SQL to sort by it.
 */
export const PROGRESS_PARTS = PROJECT_DETAIL_FIELDS.length + 2;

export function progressExplanation(
  details: ProjectDetails,
  content: { hasPublishedMessage: boolean; hasCopy: boolean } = { hasPublishedMessage: false, hasCopy: false },
): string {
  const filled = PROJECT_DETAIL_FIELDS.filter((field) => details[field].trim() !== '').length;
  const parts = [
    `${filled} of ${PROJECT_DETAIL_FIELDS.length} brand fields filled`,
    content.hasPublishedMessage ? 'a published message' : 'no published message yet',
    content.hasCopy ? 'a copy' : 'no copy yet',
  ];
  return `${parts.join(', ')}.`;
}
