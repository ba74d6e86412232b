import { z } from 'zod';
import { COLLABORATOR_ROLES, INVITATION, type Collaborator, type PendingInvitation } from '@brandcast/shared';
import { NOT_FOUND } from '../lib/domain-errors';
import { envelope, pathId } from './common';

export const collaboratorSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(COLLABORATOR_ROLES),
    addedAt: z.string(),
  })
  .meta({ id: 'Collaborator' });

const _sameCollaborator: Collaborator = {} as z.output<typeof collaboratorSchema>;
void _sameCollaborator;

export const collaboratorResponse = envelope(collaboratorSchema);
export const collaboratorListResponse = envelope(z.array(collaboratorSchema));

export const NOT_A_COLLABORATOR = 'That user is not a collaborator on this project.';
export const collaboratorParams = z.object({ id: pathId(NOT_FOUND.project), userId: pathId(NOT_A_COLLABORATOR) });

/** An invitation to someone with no account yet (issue 27). */
export const pendingInvitationSchema = z
  .object({ id: z.string(), email: z.string(), role: z.enum(COLLABORATOR_ROLES), invitedAt: z.string(), expiresAt: z.string() })
  .meta({ id: 'PendingInvitation' });
const _sameInvitation: PendingInvitation = {} as z.output<typeof pendingInvitationSchema>;
void _sameInvitation;

export const invitationResponse = envelope(pendingInvitationSchema);
export const invitationListResponse = envelope(z.array(pendingInvitationSchema));
export const invitationParams = z.object({ id: pathId(NOT_FOUND.project), invitationId: pathId(INVITATION.notFound) });
