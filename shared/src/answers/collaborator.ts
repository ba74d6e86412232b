import { z } from 'zod';
import { COLLABORATOR_ROLES } from '../schemas/collaborator';
import { envelope } from './common';

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
export type Collaborator = z.output<typeof collaboratorSchema>;

export const collaboratorResponse = envelope(collaboratorSchema);
export const collaboratorListResponse = envelope(z.array(collaboratorSchema));

/** An invitation to someone with no account yet: a seat of the team until it is used, cancelled or expires. */
export const pendingInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(COLLABORATOR_ROLES),
    invitedAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'PendingInvitation' });
export type PendingInvitation = z.output<typeof pendingInvitationSchema>;

export const invitationResponse = envelope(pendingInvitationSchema);
export const invitationListResponse = envelope(z.array(pendingInvitationSchema));
