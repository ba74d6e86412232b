import path from 'node:path';
import fp from 'fastify-plugin';
import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  STORAGE,
  projectName,
  storageUsage,
  type ProjectRole,
  type Recording,
  type RecordingListQuery,
  type RecordingType,
} from '@brandcast/shared';
import { projects, recordings, scripts, users, type RecordingRow } from '../../db/schema';
import type { Orm } from '../../db/client';
import { Forbidden, Invalid, ProjectNotFound, RecordingNotFound, TooLarge } from '../../lib/domain-errors';
import { accessOf } from '../../lib/feature-gate';
import type { Tx } from '../credits';
import { can, roleOf } from '../project-access';
import { recordingStorageFor, type Received, type RecordingStorage } from '../../storage/index';

export const VIEWER_CANT_CHANGE_RECORDINGS = "Viewers can't change this project's recordings.";
export const SCRIPT_NOT_IN_PROJECT =
  "That script is not one of this project's scripts. Pick one of its scripts, or none.";

/** A recording as the repository answers it: the API's shape without its signed address (the route adds it). */
export type RecordingRecord = Omit<Recording, 'url' | 'urlExpiresAt'>;

const columns = (userId: string) => ({
  ...getTableColumns(recordings),
  businessName: projects.businessName,
  role: roleOf(userId),
});
const select = (db: Tx | Orm, userId: string) =>
  db.select(columns(userId)).from(recordings).innerJoin(projects, eq(projects.id, recordings.projectId));

function toRecord(row: RecordingRow & { businessName: string; role: ProjectRole }): RecordingRecord {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: projectName({ businessName: row.businessName }),
    scriptId: row.scriptId,
    userId: row.userId,
    contentType: row.contentType,
    size: Number(row.sizeBytes),
    fileName: row.fileName,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Camera takes saved to a project. Rights as for the project's other content: members list and play them,
 * the owner and editors upload and delete (a viewer gets 403), anyone else the 404 of a missing one. The
 * row and its file: a file is moved into place before its row is written, and removed if the row is not.
 */
export function recordingsRepository(orm: Orm, storage: RecordingStorage) {
  async function checkProjectWriter(db: Tx | Orm, userId: string, projectId: string): Promise<void> {
    const [row] = await db
      .select({ role: roleOf(userId) })
      .from(projects)
      .where(eq(projects.id, projectId))
      .limit(1);
    if (!row?.role) throw new ProjectNotFound();
    if (!can(row.role, 'edit')) throw new Forbidden(VIEWER_CANT_CHANGE_RECORDINGS);
  }

  /** What the takes `userId` uploaded add up to, in bytes: what counts against their plan's storage. */
  async function usedBytes(db: Tx | Orm, userId: string): Promise<number> {
    const [row] = await db
      .select({ used: sql<string>`coalesce(sum(${recordings.sizeBytes}), 0)` })
      .from(recordings)
      .where(eq(recordings.userId, userId));
    return Number(row?.used ?? 0);
  }

  async function get(userId: string, id: string): Promise<RecordingRecord> {
    const [row] = await select(orm, userId).where(eq(recordings.id, id)).limit(1);
    if (!row?.role) throw new RecordingNotFound();
    return toRecord({ ...row, role: row.role });
  }

  return {
    storage,
    get,
    /** Checked before an upload is taken in (and again when it is stored): 404 for a non-member, 403 for a viewer. */
    checkWriter: (userId: string, projectId: string) => checkProjectWriter(orm, userId, projectId),
    /** The bytes of recordings `userId` uploaded (GET /billing, and the limit an upload is streamed with). */
    usedBytes: (userId: string) => usedBytes(orm, userId),

    /** A page of a project's recordings, newest first, for any member; a non-member gets the project's 404. */
    async list(userId: string, query: RecordingListQuery): Promise<{ recordings: RecordingRecord[]; total: number }> {
      const [project] = await orm
        .select({ role: roleOf(userId) })
        .from(projects)
        .where(eq(projects.id, query.projectId))
        .limit(1);
      if (!project?.role) throw new ProjectNotFound();
      const where = eq(recordings.projectId, query.projectId);
      const [rows, [counted]] = await Promise.all([
        select(orm, userId)
          .where(where)
          .orderBy(desc(recordings.createdAt), desc(recordings.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        orm.select({ total: count() }).from(recordings).where(where),
      ]);
      return { recordings: rows.map((row) => toRecord({ ...row, role: row.role! })), total: counted?.total ?? 0 };
    },

    /**
     * Stores a received take as a recording of the project (the script must be one of the project's, else 400),
     * if it fits in the uploader's storage (else 413). The uploader's row is locked while their recordings are
     * added up, so two uploads streamed side by side cannot both take the last of it.
     */
    async create(
      userId: string,
      input: { projectId: string; scriptId?: string; fileName: string },
      received: Received,
    ): Promise<RecordingRecord> {
      const id = received.id;
      await storage.keep(received);
      try {
        await orm.transaction(async (tx) => {
          await checkProjectWriter(tx, userId, input.projectId);
          const [uploader] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
          if (!uploader) throw new ProjectNotFound();
          const { plan } = accessOf(uploader);
          const usage = storageUsage(plan, await usedBytes(tx, userId));
          if (received.size > usage.remainingBytes) throw new TooLarge(STORAGE.quotaReached(plan, usage));
          if (input.scriptId) {
            const [script] = await tx
              .select({ id: scripts.id })
              .from(scripts)
              .where(and(eq(scripts.id, input.scriptId), eq(scripts.projectId, input.projectId)))
              .limit(1);
            if (!script) throw new Invalid(SCRIPT_NOT_IN_PROJECT);
          }
          await tx.insert(recordings).values({
            id,
            projectId: input.projectId,
            scriptId: input.scriptId ?? null,
            userId,
            contentType: received.contentType,
            sizeBytes: received.size,
            fileName: path.basename(input.fileName).slice(0, 200),
          });
        });
      } catch (error) {
        await storage.remove(id);
        throw error;
      }
      return get(userId, id);
    },

    /** Deletes the recording and its file (owner and editors). */
    async delete(userId: string, id: string): Promise<void> {
      await orm.transaction(async (tx) => {
        const [row] = await select(tx, userId).where(eq(recordings.id, id)).for('update', { of: recordings });
        if (!row?.role) throw new RecordingNotFound();
        if (!can(row.role, 'edit')) throw new Forbidden(VIEWER_CANT_CHANGE_RECORDINGS);
        await tx.delete(recordings).where(eq(recordings.id, id));
      });
      await storage.remove(id);
    },

    /**
     * Removes the files no recording row names any more (their project was deleted: the rows went with it,
     * the files stay until now) and uploads a crash left half-way, when older than `olderThanMs`. How many went.
     */
    async sweep(olderThanMs = 60 * 60 * 1000, now = Date.now()): Promise<number> {
      const { ids, partial } = await storage.oldFiles(olderThanMs, now);
      const kept = new Set<string>();
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await orm
          .select({ id: recordings.id })
          .from(recordings)
          .where(inArray(recordings.id, ids.slice(i, i + 500)));
        for (const row of rows) kept.add(row.id);
      }
      const orphans = ids.filter((id) => !kept.has(id));
      for (const id of orphans) await storage.remove(id);
      for (const name of partial) await storage.removePartial(name);
      return orphans.length + partial.length;
    },

    /** What the signed file route needs (no caller: the signature stands for the right to play it). */
    async file(id: string): Promise<{ contentType: RecordingType; fileName: string } | undefined> {
      const [row] = await orm
        .select({ contentType: recordings.contentType, fileName: recordings.fileName })
        .from(recordings)
        .where(eq(recordings.id, id))
        .limit(1);
      return row;
    },
  };
}
export type RecordingsRepository = ReturnType<typeof recordingsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    recordingsRepository: RecordingsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('recordingsRepository', recordingsRepository(fastify.db.orm, recordingStorageFor(fastify.config)));
  },
  { name: 'recordings-repository', dependencies: ['db', 'config'] },
);
