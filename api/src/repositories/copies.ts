import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ERRORS,
  PERFORMANCE_FIELDS,
  capIssue,
  characterCount,
  projectName,
  type Copy,
  type CopyFormat,
  type CopyListQuery,
  type Platform,
  type ProjectRole,
  type ProviderName,
} from '@brandcast/shared';
import { copies, messages, projectCollaborators, projects, trackedLinks, type CopyRow, type MessageRow } from '../db/schema';
import type { Orm } from '../db/client';
import { badRequest, forbidden, notFound } from '../lib/http-errors';
import { linkUrl } from '../lib/link-code';
import { allowed, can, isUuid, roleOf, type ProjectAction } from './project-access';
import { trackedLinksRepository } from './tracked-links';
import { CLICKS_COUNTED_BY_LINK, clicksNotImported, hasTrackedLink, performanceToWrite, type PerformanceNumbers } from './copy-performance';
import type { Tx } from './credits';

/** Someone who is not a member of the copy's project is told exactly what they would be told for a missing copy. */
export const copyMissing = () => notFound(`${ERRORS.copyNotFound}.`);
export const copyForbidden = () => forbidden("Viewers can't change this project's copies.");

/** A copy to write: what the caller chose or the engine wrote; the count and the author are filled in here. */
export interface NewCopy {
  projectId: string;
  messageId: string | null;
  platform: Platform;
  format: CopyFormat;
  title: string;
  content: string;
  hashtags: string[];
  provider?: ProviderName | null;
  providerNote?: string | null;
}

/** How copies.create writes: what it runs before the insert, and what it does when a copy's message is gone. */
export interface CreateOptions {
  /** Runs first in the transaction, with the new ids: the credit charge. */
  charge?: (tx: Tx, ids: string[]) => Promise<unknown>;
  /**
   * A message deleted since the route looked: 'refuse' (the default) answers 404 'Message not found.', for
   * a copy written from the message the caller chose; 'detach' writes the copy without it, for a copy made
   * from another copy, whose link to the message its deletion has already cleared (ON DELETE SET NULL).
   */
  messageGone?: 'refuse' | 'detach';
}

/** What POST /copy/performance/import reports. */
export interface ImportResult {
  updated: number;
  skipped: Array<{ id: string; reason: string }>;
}

/** A copy the scheduler published: enough to tell its author. */
export type PublishedCopy = Pick<CopyRow, 'id' | 'userId' | 'platform' | 'title' | 'content' | 'scheduledDate'>;

type LinkJson = { code: string; targetUrl: string; clicks: number };

/** A copy answer's columns for `userId`: the copy's, its project's name, the caller's role (NULL: not a member) and its link. */
const answerColumns = (userId: string) => ({
  ...getTableColumns(copies),
  businessName: projects.businessName,
  role: roleOf(userId),
  link: sql<LinkJson | null>`(
    SELECT json_build_object('code', ${trackedLinks.code}, 'targetUrl', ${trackedLinks.targetUrl}, 'clicks', ${trackedLinks.clicks})
    FROM ${trackedLinks} WHERE ${trackedLinks.copyId} = ${copies.id} ORDER BY ${trackedLinks.createdAt} DESC LIMIT 1
  )`,
});
type AnswerRow = CopyRow & { businessName: string; role: ProjectRole | null; link: LinkJson | null };

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toCopy(row: AnswerRow & { role: ProjectRole }, appUrl: string): Copy {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: projectName({ businessName: row.businessName }),
    messageId: row.messageId,
    userId: row.userId,
    platform: row.platform,
    format: row.format,
    title: row.title,
    content: row.content,
    hashtags: row.hashtags,
    characterCount: row.characterCount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    scheduledDate: iso(row.scheduledDate),
    performance: {
      views: row.views,
      likes: row.likes,
      shares: row.shares,
      comments: row.comments,
      retweets: row.retweets,
      clicks: row.clicks,
      lastUpdated: iso(row.performanceUpdatedAt),
    },
    link: row.link ? { ...row.link, url: linkUrl(appUrl, row.link.code) } : null,
    provider: row.provider,
    providerNote: row.providerNote,
    role: row.role,
  };
}

/** True when `userId` may change the `copies` row in scope: the project's rule, repeated in every write's WHERE. */
const editable = (userId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${projects} WHERE ${projects.id} = ${copies.projectId} AND ${allowed(userId, 'edit')})`;

/** The projects `userId` owns or that are shared with them: the list reads only their copies (by copies_project_idx). */
const memberProjects = (userId: string): SQL => sql`(
  SELECT ${projects.id} FROM ${projects} WHERE ${projects.ownerId} = ${userId}
  UNION ALL
  SELECT ${projectCollaborators.projectId} FROM ${projectCollaborators} WHERE ${projectCollaborators.userId} = ${userId}
)`;

/** `%` and `_` in what the user typed are literal, not wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The transitions (spec section 4), each allowed from some statuses only. */
export type CopyTransition = { to: 'published' } | { to: 'scheduled'; scheduledDate: Date } | { to: 'draft' };

function transitionSet(change: CopyTransition, now: Date): Partial<CopyRow> {
  switch (change.to) {
    case 'published':
      return { status: 'published', publishedAt: now, scheduledDate: null };
    case 'scheduled':
      return { status: 'scheduled', scheduledDate: change.scheduledDate, publishedAt: null };
    case 'draft':
      return { status: 'draft', scheduledDate: null };
  }
}

/** Where each transition may start: a published copy stays published; only a scheduled copy is unscheduled. */
function transitionFrom(change: CopyTransition): SQL {
  return change.to === 'draft' ? eq(copies.status, 'scheduled') : ne(copies.status, 'published');
}

/**
 * Copies: every member of a copy's project reads it, owners and editors change it (project-access.ts).
 * Reads answer undefined for anyone else; writes repeat the rule in their WHERE clause, so a collaborator
 * removed between the check and the write changes nothing.
 */
export function copiesRepository(orm: Orm, appUrl: string) {
  const links = trackedLinksRepository(orm);
  const answers = (userId: string) => orm.select(answerColumns(userId)).from(copies).innerJoin(projects, eq(projects.id, copies.projectId));

  async function getMany(userId: string, ids: string[]): Promise<Copy[]> {
    if (ids.length === 0) return [];
    const rows = await answers(userId).where(inArray(copies.id, ids));
    const byId = new Map(rows.filter((row) => row.role).map((row) => [row.id, toCopy({ ...row, role: row.role! }, appUrl)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function get(userId: string, id: string): Promise<Copy | undefined> {
    if (!isUuid(id)) return undefined;
    return (await getMany(userId, [id]))[0];
  }

  /**
   * The ids of the messages `rows` are written from that are still there, in their project, share-locked
   * until the transaction ends: one deleted after the route looked (generation takes a while) would
   * otherwise fail the insert's foreign key. Taken after the charge, in the order message writes take
   * the account and the message (messages.ts, chargingTransaction).
   */
  async function lockMessages(tx: Tx, rows: NewCopy[]): Promise<Set<string>> {
    const wanted = rows.filter((row) => row.messageId);
    if (wanted.length === 0) return new Set();
    const found = await tx
      .select({ id: messages.id, projectId: messages.projectId })
      .from(messages)
      .where(inArray(messages.id, [...new Set(wanted.map((row) => row.messageId!))]))
      .for('key share');
    const inItsProject = (message: { id: string; projectId: string }) =>
      wanted.some((row) => row.messageId === message.id && row.projectId === message.projectId);
    return new Set(found.filter(inItsProject).map((message) => message.id));
  }

  /** The caller's role on a project (NULL when not a member), inside a transaction or not. */
  async function projectRole(db: Tx | Orm, userId: string, projectId: string): Promise<ProjectRole | null> {
    const [row] = await db.select({ role: roleOf(userId) }).from(projects).where(eq(projects.id, projectId)).limit(1);
    return row?.role ?? null;
  }

  return {
    get,
    getMany,

    /**
     * The copy when `userId` may do `action` on it: a non-member (or an unknown id) gets 404 'Copy not
     * found.', a viewer asking to change it 403.
     */
    async access(userId: string, id: string, action: ProjectAction): Promise<Copy> {
      const copy = await get(userId, id);
      if (!copy) throw copyMissing();
      if (!can(copy.role, action)) throw copyForbidden();
      return copy;
    },

    /** A page of the copies of every project the user can read, newest first, and how many match in all. */
    async list(userId: string, query: CopyListQuery): Promise<{ copies: Copy[]; total: number }> {
      const where = and(
        sql`${copies.projectId} IN ${memberProjects(userId)}`,
        query.projectId ? eq(copies.projectId, query.projectId) : undefined,
        query.messageId ? eq(copies.messageId, query.messageId) : undefined,
        query.status ? eq(copies.status, query.status) : undefined,
        query.platform ? eq(copies.platform, query.platform) : undefined,
        query.search ? or(ilike(copies.title, containsPattern(query.search)), ilike(copies.content, containsPattern(query.search))) : undefined,
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

    /**
     * Writes new draft copies of one project, in order, in one transaction. `charge` runs first in it with
     * the new ids: the credit charge, which locks the user's row before the copies' foreign keys
     * share-lock it (the other order deadlocks two generations of the same user). The caller's right to
     * edit the project is checked again inside, since generation may have taken a while, and so is the
     * message each copy is written from (see `messageGone`).
     */
    async create(userId: string, rows: NewCopy[], options: CreateOptions = {}): Promise<Copy[]> {
      if (rows.length === 0) return [];
      const ids = rows.map(() => randomUUID());
      await orm.transaction(async (tx) => {
        for (const projectId of new Set(rows.map((row) => row.projectId))) {
          const role = await projectRole(tx, userId, projectId);
          if (!role) throw notFound(`${ERRORS.projectNotFound}.`);
          if (!can(role, 'edit')) throw copyForbidden();
        }
        await options.charge?.(tx, ids);
        const present = await lockMessages(tx, rows);
        const written = rows.map((row) => {
          if (!row.messageId || present.has(row.messageId)) return row;
          if (options.messageGone === 'detach') return { ...row, messageId: null };
          throw notFound(`${ERRORS.messageNotFound}.`);
        });
        await tx.insert(copies).values(
          written.map((row, index) => ({
            ...row,
            id: ids[index]!,
            userId,
            characterCount: characterCount(row.content, row.platform),
          })),
        );
      });
      return getMany(userId, ids);
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
      patch: Partial<Pick<CopyRow, 'platform' | 'format' | 'title' | 'content' | 'hashtags' | 'providerNote'>> & { performance?: PerformanceNumbers | undefined },
    ): Promise<Copy | undefined> {
      if (!isUuid(id)) return undefined;
      const { performance, ...fields } = patch;
      const changed = await orm.transaction(async (tx) => {
        const [current] = await tx
          .select({ platform: copies.platform, content: copies.content, clicks: copies.clicks, linked: hasTrackedLink })
          .from(copies)
          .where(and(eq(copies.id, id), editable(userId)))
          .for('update');
        if (!current) return false;
        const { numbers, clicksRefused } = performanceToWrite(performance ?? {}, current);
        if (clicksRefused) throw badRequest(CLICKS_COUNTED_BY_LINK);
        const platform = fields.platform ?? current.platform;
        const content = fields.content ?? current.content;
        const issue = capIssue(content, platform);
        if (issue) throw badRequest(issue);
        const now = new Date();
        await tx
          .update(copies)
          .set({
            ...fields,
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
      if (!isUuid(id)) return false;
      const rows = await orm
        .delete(copies)
        .where(and(eq(copies.id, id), editable(userId)))
        .returning({ id: copies.id });
      return rows.length > 0;
    },

    /**
     * Publishes, schedules or unschedules the copy when its status allows (a published copy stays published;
     * only a scheduled copy is unscheduled). Undefined when the status did not allow it or the user may not.
     */
    async transition(userId: string, id: string, change: CopyTransition): Promise<Copy | undefined> {
      if (!isUuid(id)) return undefined;
      const now = new Date();
      const rows = await orm
        .update(copies)
        .set({ ...transitionSet(change, now), updatedAt: now })
        .where(and(eq(copies.id, id), transitionFrom(change), editable(userId)))
        .returning({ id: copies.id });
      return rows.length > 0 ? get(userId, id) : undefined;
    },

    /** Gives the copy a new tracked link, replacing its previous one (whose code then answers 404). */
    async setLink(userId: string, id: string, targetUrl: string): Promise<Copy | undefined> {
      if (!isUuid(id)) return undefined;
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

    /**
     * Applies imported performance numbers in one transaction: rows for copies the user may edit are
     * applied (a later row for the same copy wins); the rest are reported, a copy the user cannot see
     * exactly like one that does not exist. A copy with a tracked link keeps the clicks the link counted:
     * other clicks in its row are reported, and the row's other numbers imported.
     */
    async importPerformance(userId: string, rows: Array<PerformanceNumbers & { id: string }>): Promise<ImportResult> {
      return orm.transaction(async (tx) => {
        const ids = [...new Set(rows.map((row) => row.id))];
        const found = await tx
          .select({ id: copies.id, role: roleOf(userId), clicks: copies.clicks, linked: hasTrackedLink })
          .from(copies)
          .innerJoin(projects, eq(projects.id, copies.projectId))
          .where(inArray(copies.id, ids));
        const byId = new Map(found.map((row) => [row.id, row]));
        const result: ImportResult = { updated: 0, skipped: [] };
        const now = new Date();
        for (const row of rows) {
          const current = byId.get(row.id);
          const role = current?.role;
          if (!current || !role) {
            result.skipped.push({ id: row.id, reason: `${ERRORS.copyNotFound}.` });
            continue;
          }
          if (!can(role, 'edit')) {
            result.skipped.push({ id: row.id, reason: "Viewers can't change this project's copies." });
            continue;
          }
          if (PERFORMANCE_FIELDS.every((field) => row[field] === undefined)) {
            result.skipped.push({ id: row.id, reason: `No performance numbers (${PERFORMANCE_FIELDS.join(', ')}) in this row.` });
            continue;
          }
          const { numbers, clicksRefused } = performanceToWrite(row, current);
          const others = Object.keys(numbers).length > 0;
          if (clicksRefused) result.skipped.push({ id: row.id, reason: clicksNotImported(current.clicks, others) });
          if (!others) {
            // Only the clicks the link already counted: nothing to write, and the row agrees.
            if (!clicksRefused) result.updated += 1;
            continue;
          }
          const changed = await tx
            .update(copies)
            .set({ ...numbers, performanceUpdatedAt: now, updatedAt: now })
            .where(and(eq(copies.id, row.id), editable(userId)))
            .returning({ id: copies.id });
          if (changed.length > 0) result.updated += 1;
          else result.skipped.push({ id: row.id, reason: `${ERRORS.copyNotFound}.` });
        }
        return result;
      });
    },

    /**
     * Publishes up to `limit` copies whose scheduled time is at or before `now`, oldest first, in one
     * statement. FOR UPDATE SKIP LOCKED makes it safe with several API instances: a copy another instance
     * is publishing is skipped, and one already published no longer matches, so each is published once.
     */
    async publishDue(now: Date, limit: number): Promise<PublishedCopy[]> {
      const due = orm
        .select({ id: copies.id })
        .from(copies)
        .where(and(eq(copies.status, 'scheduled'), lte(copies.scheduledDate, now)))
        .orderBy(asc(copies.scheduledDate))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await orm
        .update(copies)
        .set({ status: 'published', publishedAt: sql`${copies.scheduledDate}`, updatedAt: new Date() })
        .where(inArray(copies.id, due))
        .returning({
          id: copies.id,
          userId: copies.userId,
          platform: copies.platform,
          title: copies.title,
          content: copies.content,
          scheduledDate: copies.scheduledDate,
        });
      // RETURNING keeps no order: oldest first, as they were due.
      return rows.sort((a, b) => a.scheduledDate!.getTime() - b.scheduledDate!.getTime());
    },
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
