import type { FastifyInstance } from 'fastify';
import type { MessageRow } from '../../db/schema';
import { Invalid } from '../../lib/domain-errors';

export const MESSAGE_NOT_IN_PROJECT = "That message is not one of this project's messages. Pick one of its messages, or none.";

/** The message a copy is written from: it must be one of the project's own (checked after the project). */
export async function sourceMessage(fastify: FastifyInstance, projectId: string, messageId: string): Promise<MessageRow> {
  const message = await fastify.copiesRepository.messageOfProject(projectId, messageId);
  if (!message) throw new Invalid(MESSAGE_NOT_IN_PROJECT);
  return message;
}
