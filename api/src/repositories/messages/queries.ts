import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
  type MessageListQuery,
  type MessageType,
  type ProviderName,
} from '@brandcast/shared';
import { messages, projectCollaborators, projects } from '../../db/schema';
import type { Orm } from '../../db/client';
import { containsPattern } from '../../db/like';
import type { Tx } from '../credits';
import { answerColumns } from './answer';
import { clip } from './rules';

/* The SQL the messages repository reads and writes with. */

/** Messages with their project's name and the caller's role, in a transaction or not. */
export const select = (db: Tx | Orm, userId: string) =>
  db.select(answerColumns(userId)).from(messages).innerJoin(projects, eq(projects.id, messages.projectId));

/** The projects the user owns or that are shared with them. */
const memberOf = (orm: Orm, userId: string): SQL =>
  or(
    eq(projects.ownerId, userId),
    inArray(
      projects.id,
      orm
        .select({ id: projectCollaborators.projectId })
        .from(projectCollaborators)
        .where(eq(projectCollaborators.userId, userId)),
    ),
  )!;

/** The list's filters: the messages of the projects the user can read, by project, status, type and text. */
export const listWhere = (orm: Orm, userId: string, query: MessageListQuery) =>
  and(
    memberOf(orm, userId),
    query.projectId ? eq(messages.projectId, query.projectId) : undefined,
    query.status ? eq(messages.status, query.status) : undefined,
    query.type ? eq(messages.type, query.type) : undefined,
    query.search
      ? or(ilike(messages.title, containsPattern(query.search)), ilike(messages.content, containsPattern(query.search)))
      : undefined,
  );

/** What a generated message needs to be stored. */
export interface NewMessage {
  type: MessageType;
  title: string;
  content: string;
  provider: ProviderName | null;
  providerNote: string | null;
}

/** Stores new drafts (text cut to its limits, as a model may write too long); their ids in order. */
export async function insert(tx: Tx, userId: string, projectId: string, items: NewMessage[]): Promise<string[]> {
  const rows = await tx
    .insert(messages)
    .values(
      items.map((item) => ({
        projectId,
        userId,
        type: item.type,
        title: clip(item.title, MESSAGE_TITLE_MAX_LENGTH),
        content: clip(item.content, MESSAGE_CONTENT_MAX_LENGTH),
        provider: item.provider,
        providerNote: item.providerNote,
      })),
    )
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}
