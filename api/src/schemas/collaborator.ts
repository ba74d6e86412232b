import { z } from 'zod';
import { COLLABORATOR_ROLES, type Collaborator } from '@brandcast/shared';
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
