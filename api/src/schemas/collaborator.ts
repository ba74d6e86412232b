import { z } from 'zod';
import { COLLABORATOR_ROLES, type Collaborator } from '@brandcast/shared';
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

const _sameCollaborator: Collaborator = {} as z.output<typeof collaboratorSchema>;
void _sameCollaborator;

export const collaboratorResponse = envelope(collaboratorSchema);
export const collaboratorListResponse = envelope(z.array(collaboratorSchema));

/** Any strings: ids that are not ours answer 404 like unknown ones. */
export const collaboratorParams = z.object({ id: z.string().max(100), userId: z.string().max(100) });
