import { z } from 'zod';
import { INVITATION } from '@brandcast/shared';
import { NOT_FOUND } from '../lib/domain-errors';
import { pathId } from './common';

export const NOT_A_COLLABORATOR = 'That user is not a collaborator on this project.';
export const collaboratorParams = z.object({ id: pathId(NOT_FOUND.project), userId: pathId(NOT_A_COLLABORATOR) });
export const invitationParams = z.object({ id: pathId(NOT_FOUND.project), invitationId: pathId(INVITATION.notFound) });
