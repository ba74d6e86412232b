import fp from 'fastify-plugin';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { capIssue, characterCount, copyTitle, type Copy, type CopyListQuery } from '@brandcast/shared';
import { copies, messages, projects, trackedLinks, type CopyRow, type MessageRow } from '../../db/schema';
import type { Orm } from '../../db/client';
import { containsPattern } from '../../db/like';
import { Conflict, CopyNotFound, Invalid, ViewerCantChange } from '../../lib/domain-errors';
import { can, type ProjectAction } from '../project-access';
import { trackedLinksRepository } from '../tracked-links';
import { titleAfterEdit } from '../title-after-edit';
import { answerColumns, toCopy } from './answer';
import { insertCopies, type CreateOptions, type NewCopy } from './create';
import {
  CLICKS_COUNTED_BY_LINK,
  hasTrackedLink,
  importPerformance,
  performanceToWrite,
  type PerformanceNumbers,
} from './performance';
import {
  TRANSITION_REFUSED,
  editable,
  memberProjects,
  transitionFrom,
  transitionSet,
  type CopyTransition,
} from './rules';

export type { CopyTransition } from './rules';
export type { ImportResult } from './performance';
export type { CreateOptions, NewCopy } from './create';

/**
 * Copies: every member of a copy's project reads it, owners and editors change it (project-access.ts).
 * Reads answer undefined for anyone else; writes repeat the rule in their WHERE clause, so a collaborator
 * removed between the check and the write changes nothing (and answers undefined or false).
 */
export function copiesRepository(orm: Orm, appUrl: string) {
  const links = trackedLinksRepository(orm);
  const answers = (userId: string) =>
    orm.select(answerColumns(userId)).from(copies).innerJoin(projects, eq(projects.id, copies.projectId));

  async function getMany(userId: string, ids: string[]): Promise<Copy[]> {
    if (ids.length === 0) return [];
    const rows = await answers(userId).where(inArray(copies.id, ids));
    const byId = new Map(
      rows.filter((row) => row.role).map((row) => [row.id, toCopy({ ...row, role: row.role! }, appUrl)]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function get(userId: string, id: string): Promise<Copy | undefined> {
    return (await getMany(userId, [id]))[0];
  }

  /**
   * The copy when `userId` may do `action` on it: a non-member (or an unknown id) gets 404 'Copy not
   * found.', a viewer asking to change it 403.
   */
  async function access(userId: string, id: string, action: ProjectAction): Promise<Copy> {
    const copy = await get(userId, id);
    if (!copy) throw new CopyNotFound();
    if (!can(copy.role, action)) throw new ViewerCantChange('copies');
    return copy;
  }

  /**
   * Publishes, schedules or unschedules the copy when its status allows (a published copy stays published;
   * only a scheduled copy is unscheduled). Undefined when the status did not allow it or the user may not.
   */
  async function transition(userId: string, id: string, change: CopyTransition): Promise<Copy | undefined> {
    const now = new Date();
    const rows = await orm
      .update(copies)
      .set({ ...transitionSet(change, now), updatedAt: now })
      .where(and(eq(copies.id, id), transitionFrom(change), editable(userId)))
      .returning({ id: copies.id });
    return rows.length > 0 ? get(userId, id) : undefined;
  }

  return {
    get,
    getMany,

    access,

    /** A page of the copies of every project the user can read, newest first, and how many match in all. */
    async list(userId: string, query: CopyListQuery): Promise<{ copies: Copy[]; total: number }> {
      const where = and(
        sql`${copies.projectId} IN ${memberProjects(userId)}`,
        query.projectId ? eq(copies.projectId, query.projectId) : undefined,
        query.messageId ? eq(copies.messageId, query.messageId) : undefined,
        query.status ? eq(copies.status, query.status) : undefined,
        query.platform ? eq(copies.platform, query.platform) : undefined,
        query.search
          ? or(ilike(copies.title, containsPattern(query.search)), ilike(copies.content, containsPattern(query.search)))
          : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        answers(userId)
          .where(where)
          .orderBy(desc(copies.createdAt), desc(copies.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        orm.select({ total: count() }).from(copies).where(where),
      ]);
      return { copies: rows.map((row) => toCopy({ ...row, role: row.role! }, appUrl)), total: counted?.total ?? 0 };
    },

    /**
     * The message a copy is written from, when it belongs to the project; undefined otherwise (the caller's
     * right to the project is checked first, so this reveals nothing of other projects).
     */
    async messageOfProject(projectId: string, messageId: string): Promise<MessageRow | undefined> {
      const [row] = await orm
        .select()
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.projectId, projectId)))
        .limit(1);
      return row;
    },

    /** Writes new draft copies, in order, in one transaction, and answers them (create.ts, insertCopies). */
    async create(userId: string, rows: NewCopy[], options: CreateOptions = {}): Promise<Copy[]> {
      if (rows.length === 0) return [];
      return getMany(userId, await insertCopies(orm, userId, rows, options));
    },

    /**
     * Changes a copy's fields. The row is locked while the cap is checked against its resulting platform
     * and content, so a concurrent edit cannot slip an over-cap text past it; characterCount follows the
     * text; new performance numbers stamp lastUpdated. On a copy with a tracked link, clicks other than the
     * count it has are a 400 (copy-performance.ts). Undefined when the user may not (or no longer) edit it.
     */
    async update(
      userId: string,
      id: string,
      patch: Partial<Pick<CopyRow, 'platform' | 'format' | 'title' | 'content' | 'hashtags' | 'providerNote'>> & {
        performance?: PerformanceNumbers | undefined;
      },
    ): Promise<Copy | undefined> {
      const { performance, ...fields } = patch;
      const changed = await orm.transaction(async (tx) => {
        const [current] = await tx
          .select({
            platform: copies.platform,
            format: copies.format,
            title: copies.title,
            content: copies.content,
            clicks: copies.clicks,
            linked: hasTrackedLink,
          })
          .from(copies)
          .where(and(eq(copies.id, id), editable(userId)))
          .for('update');
        if (!current) return false;
        const { numbers, clicksRefused } = performanceToWrite(performance ?? {}, current);
        if (clicksRefused) throw new Invalid(CLICKS_COUNTED_BY_LINK);
        const platform = fields.platform ?? current.platform;
        const content = fields.content ?? current.content;
        const issue = capIssue(content, platform);
        if (issue) throw new Invalid(issue);
        const now = new Date();
        // A title that said the old text (its subject line, for an email) says the new one; a title the user wrote stays.
        const title = titleAfterEdit(current, fields, (text) =>
          copyTitle(platform, fields.format ?? current.format, text),
        );
        await tx
          .update(copies)
          .set({
            ...fields,
            ...(title !== undefined ? { title } : {}),
            ...numbers,
            ...(Object.keys(numbers).length > 0 ? { performanceUpdatedAt: now } : {}),
            characterCount: characterCount(content, platform),
            updatedAt: now,
          })
          .where(eq(copies.id, id));
        return true;
      });
      return changed ? get(userId, id) : undefined;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await orm
        .delete(copies)
        .where(and(eq(copies.id, id), editable(userId)))
        .returning({ id: copies.id });
      return rows.length > 0;
    },

    /**
     * The transition when the copy's status allows it; else a Conflict saying why (CopyNotFound and the
     * viewer's Forbidden as for any change).
     */
    async changeStatus(userId: string, id: string, change: CopyTransition): Promise<Copy> {
      await access(userId, id, 'edit');
      const changed = await transition(userId, id, change);
      if (changed) return changed;
      // Refused by its status (read again: it may have changed since, or be gone: then 404).
      const current = await access(userId, id, 'edit');
      throw new Conflict(TRANSITION_REFUSED[change.to](current.status));
    },

    transition,

    /** Gives the copy a new tracked link, replacing its previous one (whose code then answers 404). */
    async setLink(userId: string, id: string, targetUrl: string): Promise<Copy | undefined> {
      const done = await orm.transaction(async (tx) => {
        // The copy's row is locked so two requests at once leave one link, not two.
        const [copy] = await tx
          .select({ id: copies.id })
          .from(copies)
          .where(and(eq(copies.id, id), editable(userId)))
          .for('update');
        if (!copy) return false;
        // A link the copy already has keeps its code and clicks and leads to the new page: a post that
        // carries it keeps working.
        const retargeted = await tx
          .update(trackedLinks)
          .set({ targetUrl })
          .where(eq(trackedLinks.copyId, id))
          .returning({ code: trackedLinks.code });
        if (retargeted.length === 0) await links.insert(tx, [{ copyId: id, targetUrl }]);
        return true;
      });
      return done ? get(userId, id) : undefined;
    },

    importPerformance: (userId: string, rows: Array<PerformanceNumbers & { id: string; date?: string | undefined }>) =>
      importPerformance(orm, userId, rows),
  };
}
export type CopiesRepository = ReturnType<typeof copiesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    copiesRepository: CopiesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('copiesRepository', copiesRepository(fastify.db.orm, fastify.config.appUrl));
  },
  { name: 'copies-repository', dependencies: ['db', 'config'] },
);
