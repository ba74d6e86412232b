import type { FastifyInstance } from 'fastify';
import { can, projectMissing } from '../../repositories/project-access';
import { copyForbidden } from '../../repositories/copies';
import { badRequest } from '../../lib/http-errors';
import type { ProjectAnswer } from '../../repositories/projects';
import type { MessageRow } from '../../db/schema';

export const MESSAGE_NOT_IN_PROJECT = "That message is not one of this project's messages. Pick one of its messages, or none.";

/** The project a new copy goes into, when the caller may write its copies: 404 for a non-member, 403 for a viewer. */
export async function editableProject(fastify: FastifyInstance, userId: string, projectId: string): Promise<ProjectAnswer> {
  const project = await fastify.projectsRepository.get(userId, projectId);
  if (!project) throw projectMissing();
  if (!can(project.role, 'edit')) throw copyForbidden();
  return project;
}

/** The message a copy is written from: it must be one of the project's own (checked after the project). */
export async function sourceMessage(fastify: FastifyInstance, projectId: string, messageId: string): Promise<MessageRow> {
  const message = await fastify.copiesRepository.messageOfProject(projectId, messageId);
  if (!message) throw badRequest(MESSAGE_NOT_IN_PROJECT);
  return message;
}
