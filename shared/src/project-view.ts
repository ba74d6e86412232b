import { UNTITLED_PROJECT } from './constants/domain';
import type { ProjectDetails } from './schemas/project';

/** Spec section 3: the client view's name. */
export function projectName(details: Pick<ProjectDetails, 'businessName'>): string {
  return details.businessName.trim() || UNTITLED_PROJECT;
}

export { projectDescription } from './project-description';

export { PROGRESS_PARTS, progressChecklist, type ProgressChecklist, type ProgressPart } from './project-progress';
