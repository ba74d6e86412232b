import fp from 'fastify-plugin';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  PROJECT_DETAIL_FIELDS,
  SCRIPT_CONTENT_MAX_LENGTH,
  SCRIPT_TARGET_SECONDS,
  SCRIPT_TITLE_MAX_LENGTH,
  projectName,
  speakingSeconds,
  type ProjectDetails,
  type ProjectRole,
  type ProviderName,
  type Script,
  type ScriptCreateInput,
  type ScriptListQuery,
  type ScriptUpdateInput,
} from '@brandcast/shared';
import { messages, projectCollaborators, projects, scripts } from '../../db/schema';
import type { Orm } from '../../db/client';
import { containsPattern } from '../../db/like';
import { MessageNotInProject, ProjectNotFound, ScriptNotFound } from '../../lib/domain-errors';
import { creditsRepository, type CreditsRepository, type Tx } from '../credits';
import { can, roleOf } from '../project-access';
import { answerColumns, toScript, type ScriptRecord } from './answer';
import { checkWriter, clip, viewerCantChangeScripts } from './rules';

/** What a generated script needs to be stored. */
export interface NewScript {
  projectId: string;
  messageId: string | null;
  title: string;
  content: string;
  targetSeconds: number;
  provider: ProviderName | null;
  providerNote: string | null;
}

/** Scripts with their project's name and the caller's role, in a transaction or not. */
const select = (db: Tx | Orm, userId: string) =>
  db.select(answerColumns(userId)).from(scripts).innerJoin(projects, eq(projects.id, scripts.projectId));

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

/**
 * Video scripts. A script belongs to a project and follows its rights (project-access.ts), exactly as
 * messages do: members read it; the owner and editors change it (a viewer gets 403); anyone else gets the
 * 404 of a script that does not exist. A generated script is charged in the transaction that stores it.
 */
export function scriptsRepository(orm: Orm, credits: CreditsRepository = creditsRepository(orm)) {
  /** The caller's role on the project, checked for writing: 404 for a non-member, 403 for a viewer. */
  async function checkProjectWriter(db: Tx | Orm, userId: string, projectId: string): Promise<void> {
    const [row] = await db
      .select({ role: roleOf(userId) })
      .from(projects)
      .where(eq(projects.id, projectId))
      .limit(1);
    if (!row?.role) throw new ProjectNotFound();
    if (!can(row.role, 'edit')) throw viewerCantChangeScripts();
  }

  /** 400 unless the message is one of the project's (the caller's right to the project is checked first). */
  async function checkMessage(db: Tx | Orm, projectId: string, messageId: string | null | undefined): Promise<void> {
    if (!messageId) return;
    const [row] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, messageId), eq(messages.projectId, projectId)))
      .limit(1);
    if (!row) throw new MessageNotInProject();
  }

  async function lock(tx: Tx, userId: string, id: string) {
    const [row] = await select(tx, userId).where(eq(scripts.id, id)).for('no key update', { of: scripts });
    return checkWriter(row);
  }

  async function get(userId: string, id: string): Promise<Script> {
    const [row] = await select(orm, userId).where(eq(scripts.id, id)).limit(1);
    if (!row?.role) throw new ScriptNotFound();
    return toScript({ ...row, role: row.role });
  }

  async function insert(tx: Tx, userId: string, item: NewScript): Promise<string> {
    const [row] = await tx
      .insert(scripts)
      .values({
        ...item,
        userId,
        title: clip(item.title, SCRIPT_TITLE_MAX_LENGTH),
        content: clip(item.content, SCRIPT_CONTENT_MAX_LENGTH),
      })
      .returning({ id: scripts.id });
    return row!.id;
  }

  return {
    /** The script when `userId` may read it; else ScriptNotFound. */
    get,

    /** A page of the scripts of every project the user can read (or of one), newest first, and how many match. */
    async list(userId: string, query: ScriptListQuery): Promise<{ scripts: Script[]; total: number }> {
      const where = and(
        memberOf(orm, userId),
        query.projectId ? eq(scripts.projectId, query.projectId) : undefined,
        query.search
          ? or(
              ilike(scripts.title, containsPattern(query.search)),
              ilike(scripts.content, containsPattern(query.search)),
            )
          : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        select(orm, userId)
          .where(where)
          .orderBy(desc(scripts.createdAt), desc(scripts.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        orm
          .select({ total: count() })
          .from(scripts)
          .innerJoin(projects, eq(projects.id, scripts.projectId))
          .where(where),
      ]);
      return {
        scripts: rows.map((row) => toScript(row as ScriptRecord & { role: ProjectRole })),
        total: counted?.total ?? 0,
      };
    },

    /**
     * The project a script is generated for, when the caller may write to it, and the message it is
     * written from (one of the project's, else 400): checked before the writer is asked; the write checks again.
     */
    async sourceFor(userId: string, projectId: string, messageId: string | undefined) {
      await checkProjectWriter(orm, userId, projectId);
      const columns = Object.fromEntries(PROJECT_DETAIL_FIELDS.map((field) => [field, projects[field]])) as {
        [K in (typeof PROJECT_DETAIL_FIELDS)[number]]: (typeof projects)[K];
      };
      const [details] = await orm.select(columns).from(projects).where(eq(projects.id, projectId)).limit(1);
      if (!details) throw new ProjectNotFound();
      if (!messageId) return { details: details as ProjectDetails, message: null };
      const [message] = await orm
        .select({ type: messages.type, title: messages.title, content: messages.content })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.projectId, projectId)))
        .limit(1);
      if (!message) throw new MessageNotInProject();
      return { details: details as ProjectDetails, message };
    },

    /** A script written or pasted by hand. Without a target length, the time it takes to read. */
    async create(userId: string, input: ScriptCreateInput): Promise<Script> {
      const id = await orm.transaction(async (tx) => {
        await checkProjectWriter(tx, userId, input.projectId);
        await checkMessage(tx, input.projectId, input.messageId);
        return insert(tx, userId, {
          projectId: input.projectId,
          messageId: input.messageId ?? null,
          title: input.title ?? '',
          content: input.content,
          // Its reading time, at most the longest target (20,000 characters of short words read for over an hour).
          targetSeconds: input.targetSeconds ?? Math.min(SCRIPT_TARGET_SECONDS.max, speakingSeconds(input.content)),
          provider: null,
          providerNote: null,
        });
      });
      return get(userId, id);
    },

    /**
     * Stores a generated script and charges a video script for it, in one transaction: the account row is
     * locked first (the insert's foreign key share-locks it; the other order deadlocks two generations),
     * and without the credits (402) nothing is stored.
     */
    async createGenerated(userId: string, item: NewScript): Promise<Script> {
      const id = await orm.transaction(async (tx) => {
        await credits.lockAccount(tx, userId);
        await checkProjectWriter(tx, userId, item.projectId);
        await checkMessage(tx, item.projectId, item.messageId);
        const [project] = await tx
          .select({ businessName: projects.businessName })
          .from(projects)
          .where(eq(projects.id, item.projectId));
        const id = await insert(tx, userId, item);
        await credits.charge(
          tx,
          userId,
          'videoScript',
          `${item.targetSeconds}-second video script for ${projectName(project!)}`,
          id,
        );
        return id;
      });
      return get(userId, id);
    },

    /** Changes title, content or target length (owner and editors). Changed content is no longer the provider's text. */
    async update(userId: string, id: string, patch: ScriptUpdateInput): Promise<Script> {
      await orm.transaction(async (tx) => {
        const row = await lock(tx, userId, id);
        const contentChanged = patch.content !== undefined && patch.content.trim() !== row.content;
        await tx
          .update(scripts)
          .set({
            ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
            ...(patch.targetSeconds !== undefined ? { targetSeconds: patch.targetSeconds } : {}),
            ...(contentChanged ? { content: patch.content!.trim(), provider: null, providerNote: null } : {}),
            updatedAt: new Date(),
          })
          .where(eq(scripts.id, id));
      });
      return get(userId, id);
    },

    async delete(userId: string, id: string): Promise<void> {
      await orm.transaction(async (tx) => {
        await lock(tx, userId, id);
        await tx.delete(scripts).where(eq(scripts.id, id));
      });
    },
  };
}
export type ScriptsRepository = ReturnType<typeof scriptsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    scriptsRepository: ScriptsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('scriptsRepository', scriptsRepository(fastify.db.orm, fastify.creditsRepository));
  },
  { name: 'scripts-repository', dependencies: ['db', 'credits-repository'] },
);
