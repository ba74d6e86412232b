import { z } from 'zod';
import { PLANS, type PlanId } from '../constants/plans';
import { emailSchema } from './auth';
import { bodyObject } from './body';

/** What a collaborator may do on a project: editors change it and its content, viewers only read. */
export const COLLABORATOR_ROLES = ['editor', 'viewer'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

export const collaboratorInviteSchema = bodyObject({
  email: emailSchema,
  role: z.enum(COLLABORATOR_ROLES, { error: `Role must be one of: ${COLLABORATOR_ROLES.join(', ')}` }),
});
export type CollaboratorInviteInput = z.input<typeof collaboratorInviteSchema>;

/**
 * The plan's team size counts the owner and every distinct person they share any project with: free (1)
 * is the owner alone.
 */
export function teamLimitMessage(plan: PlanId): string {
  const { name, teamMembers } = PLANS[plan];
  if (teamMembers === 1) return `The ${name} plan is for one person. Upgrade your plan to invite collaborators.`;
  return `The ${name} plan allows ${teamMembers} team members across all your projects, you included. Nothing is removed: remove someone from a project, or upgrade your plan in Settings → Billing to invite more.`;
}
