import { getTableColumns } from 'drizzle-orm';
import { projectName, speakingSeconds, spokenWords, type ProjectRole, type Script } from '@brandcast/shared';
import { projects, scripts, type ScriptRow } from '../../db/schema';
import { roleOf } from '../project-access';

/* A script as the API answers it: the columns it is read with, and the row turned into `Script`. */

/** A script answer's columns for `userId`: the script's, its project's name and the caller's role (NULL: not a member). */
export const answerColumns = (userId: string) => ({
  ...getTableColumns(scripts),
  businessName: projects.businessName,
  role: roleOf(userId),
});

/** A script row with its project's name and the caller's role on the project (null: not a member). */
export type ScriptRecord = ScriptRow & { businessName: string; role: ProjectRole | null };

export function toScript(row: ScriptRecord & { role: ProjectRole }): Script {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: projectName({ businessName: row.businessName }),
    messageId: row.messageId,
    userId: row.userId,
    title: row.title,
    content: row.content,
    targetSeconds: row.targetSeconds,
    wordCount: spokenWords(row.content).length,
    estimatedSeconds: speakingSeconds(row.content),
    provider: row.provider,
    providerNote: row.providerNote,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
