import fp from 'fastify-plugin';
import { and, asc, count, desc, eq, getTableColumns, like, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  PROJECT_DETAIL_FIELDS,
  type Project,
  type ProjectCreateInput,
  type ProjectDetails,
  type ProjectListQuery,
  type ProjectSortField,
  type ProjectUpdateInput,
} from '@brandcast/shared';
import { projects, users, type ProjectRow } from '../db/schema';
import type { Orm } from '../db/client';

/** The project as the API answers it: the spec's server shape plus status, type, dueDate and progress. */
export function toProject(row: ProjectRecord): Project & { progress: number } {
  const details = {} as ProjectDetails;
  for (const field of PROJECT_DETAIL_FIELDS) details[field] = row[field];
  return {
    _id: row.id,
    ownerId: row.ownerId,
    public: row.public,
    details,
    status: row.status,
    type: row.type,
    dueDate: row.dueDate,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SORT_COLUMNS: Record<ProjectSortField, PgColumn> = {
  name: projects.nameSort,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  dueDate: projects.dueDate,
  progress: projects.progress,
};

function orderBy(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as ProjectSortField;
  const column = SORT_COLUMNS[field] ?? projects.updatedAt;
  // Projects without a due date come last either way; the id keeps pages stable on ties.
  const primary =
    field === 'dueDate'
      ? sql`${column} ${descending ? sql`DESC` : sql`ASC`} NULLS LAST`
      : descending
        ? desc(column)
        : asc(column);
  return [primary, descending ? desc(projects.id) : asc(projects.id)];
}

/** `%` and `_` in what the user typed are literal, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every column but the generated sort and search helpers (search_text is as long as all the details). */
const { nameSort: _nameSort, searchText: _searchText, ...projectColumns } = getTableColumns(projects);
export type ProjectRecord = Omit<ProjectRow, 'nameSort' | 'searchText'>;

export type CreateResult = { project: ProjectRecord } | { limitReached: true };

export function projectsRepository(orm: Orm) {
  return {
    async list(ownerId: string, query: ProjectListQuery): Promise<{ rows: ProjectRecord[]; total: number }> {
      const filters: SQL[] = [eq(projects.ownerId, ownerId)];
      if (query.status) filters.push(eq(projects.status, query.status));
      if (query.type) filters.push(eq(projects.type, query.type));
      if (query.search) filters.push(like(projects.searchText, containsPattern(query.search)));
      const where = and(...filters);
      // One round trip: the page, and the total as an uncorrelated subquery (counted once, from the index).
      const page = await orm
        .select({ project: projectColumns, total: sql<number>`(SELECT count(*) FROM ${projects} WHERE ${where})`.mapWith(Number) })
        .from(projects)
        .where(where)
        .orderBy(...orderBy(query.sort))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      if (page.length > 0) return { rows: page.map((row) => row.project), total: page[0]!.total };
      // A page past the end still reports the total.
      if (query.page === 1) return { rows: [], total: 0 };
      const [counted] = await orm.select({ total: count() }).from(projects).where(where);
      return { rows: [], total: counted?.total ?? 0 };
    },

    async get(ownerId: string, id: string): Promise<ProjectRecord | undefined> {
      const [row] = await orm
        .select(projectColumns)
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
        .limit(1);
      return row;
    },

    /**
     * Creates a project unless the owner already has `maxProjects` (null: unlimited). The owner's row is
     * locked while counting, so two requests at once cannot both pass the limit.
     */
    async create(
      ownerId: string,
      input: { details: ProjectDetails } & Omit<ProjectCreateInput, 'details'>,
      maxProjects: number | null,
    ): Promise<CreateResult> {
      return orm.transaction(async (tx) => {
        if (maxProjects !== null) {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
          const [owned] = await tx.select({ total: count() }).from(projects).where(eq(projects.ownerId, ownerId));
          if ((owned?.total ?? 0) >= maxProjects) return { limitReached: true as const };
        }
        const [row] = await tx
          .insert(projects)
          .values({
            ownerId,
            ...input.details,
            ...(input.type ? { type: input.type } : {}),
            dueDate: input.dueDate ?? null,
          })
          .returning(projectColumns);
        if (!row) throw new Error('project insert returned no row');
        return { project: row };
      });
    },

    async update(ownerId: string, id: string, patch: ProjectUpdateInput): Promise<ProjectRecord | undefined> {
      const [row] = await orm
        .update(projects)
        .set({
          ...(patch.details ?? {}),
          ...(patch.public !== undefined ? { public: patch.public } : {}),
          ...(patch.status ? { status: patch.status } : {}),
          ...(patch.type ? { type: patch.type } : {}),
          ...(patch.dueDate !== undefined ? { dueDate: patch.dueDate } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
        .returning(projectColumns);
      return row;
    },

    async delete(ownerId: string, id: string): Promise<boolean> {
      const rows = await orm
        .delete(projects)
        .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
        .returning({ id: projects.id });
      return rows.length > 0;
    },
  };
}
export type ProjectsRepository = ReturnType<typeof projectsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    projectsRepository: ProjectsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('projectsRepository', projectsRepository(fastify.db.orm));
  },
  { name: 'projects-repository', dependencies: ['db'] },
);
