import type { FastifyInstance } from 'fastify';
import type { MessageRow } from '../../db/schema';
import { MessageNotInProject } from '../../lib/domain-errors';

/** The message a copy is written from: it must be one of the project's own (checked after the project). */
export async function sourceMessage(
  fastify: FastifyInstance,
  projectId: string,
  messageId: string,
): Promise<MessageRow> {
  const message = await fastify.copiesRepository.messageOfProject(projectId, messageId);
  if (!message) throw new MessageNotInProject();
  return message;
}
