import { UNTITLED_PROJECT } from './constants/domain';
import type { ProjectDetails } from './schemas/project';

/** Spec section 3: the client view's name. */
export function projectName(details: Pick<ProjectDetails, 'businessName'>): string {
  return details.businessName.trim() || UNTITLED_PROJECT;
}

/** Spec section 3: 'We help {audience} who struggle with {problem}.' */
export function projectDescription(details: Pick<ProjectDetails, 'whoYouSellTo' | 'problemYouSolve'>): string {
  const audience = details.whoYouSellTo.trim().replace(/[.\s]+$/, '');
  const problem = details.problemYouSolve.trim().replace(/[.\s]+$/, '');
  if (!audience && !problem) return '';
  return `We help ${audience || 'people'} who struggle with ${problem || 'a problem worth solving'}.`;
}
