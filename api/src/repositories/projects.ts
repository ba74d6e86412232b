import fp from 'fastify-plugin';
import { and, asc, count, desc, eq, fillPlaceholders, getTableColumns, like, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  type Project,
  type ProjectCreateInput,
  type ProjectDetails,
  type ProjectListQuery,
  type ProjectSortField,
  type ProjectUpdateInput,
} from '@brandcast/shared';
import { projects, users, type ProjectRow } from '../db/schema';
import type { Database, PreparedStatement } from '../db/client';

/** The project as the API answers it: the spec's server shape plus status, type, dueDate and progress. */
export function toProject(row: ProjectRecord): Project & { progress: number } {
  return {
    _id: row.id,
    ownerId: row.ownerId,
    public: row.public,
    details: detailsOf(row),
    status: row.status,
    type: row.type,
    dueDate: row.dueDate,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The nine brand fields, written out: ProjectDetails' type keeps the list complete. */
function detailsOf(row: ProjectDetails): ProjectDetails {
  return {
    businessName: row.businessName,
    whatYouSell: row.whatYouSell,
    whoYouSellTo: row.whoYouSellTo,
    problemYouSolve: row.problemYouSolve,
    uniqueValue: row.uniqueValue,
    priceRange: row.priceRange,
    businessGoal: row.businessGoal,
    location: row.location,
    businessStage: row.businessStage,
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

/** The values a list query runs with; which of them are set picks its prepared statement. */
type ListParams = {
  ownerId: string;
  status?: string | undefined;
  type?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
};

/** Milliseconds, UTC, like Date#toISOString: formatted by the database, so no Date is made per row. */
const isoTimestamp = (column: PgColumn) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What a list row selects, in order: the answer's fields, already in their answer format (text dates,
 * ISO timestamps), so a row becomes a Project without Drizzle's per-column mapping or a Date per timestamp.
 */
const LIST_FIELDS = {
  ...projectColumns,
  dueDate: sql<string | null>`to_char(${projects.dueDate}, 'YYYY-MM-DD')`,
  createdAt: isoTimestamp(projects.createdAt),
  updatedAt: isoTimestamp(projects.updatedAt),
};
const at = Object.fromEntries(Object.keys(LIST_FIELDS).map((key, index) => [key, index])) as Record<keyof typeof LIST_FIELDS, number>;
/** The total, counted by an uncorrelated subquery after the fields. */
const TOTAL_AT = Object.keys(LIST_FIELDS).length;

function listRowToProject(row: unknown[]): Project & { progress: number } {
  return {
    _id: row[at.id] as string,
    ownerId: row[at.ownerId] as string,
    public: row[at.public] as boolean,
    details: {
      businessName: row[at.businessName] as string,
      whatYouSell: row[at.whatYouSell] as string,
      whoYouSellTo: row[at.whoYouSellTo] as string,
      problemYouSolve: row[at.problemYouSolve] as string,
      uniqueValue: row[at.uniqueValue] as string,
      priceRange: row[at.priceRange] as string,
      businessGoal: row[at.businessGoal] as string,
      location: row[at.location] as string,
      businessStage: row[at.businessStage] as string,
    },
    status: row[at.status] as ProjectRecord['status'],
    type: row[at.type] as ProjectRecord['type'],
    dueDate: row[at.dueDate] as string | null,
    progress: row[at.progress] as number,
    createdAt: row[at.createdAt] as string,
    updatedAt: row[at.updatedAt] as string,
  };
}

/** Drizzle builds the SQL once; each run only fills the placeholders, in the order the SQL wants them. */
function precompile(db: Database, name: string, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const run: PreparedStatement = db.prepare(name, text);
  return (values: ListParams) => run(fillPlaceholders(params, values));
}

/**
 * The list query of one shape (which filters are set, and the sort), built once and prepared: building
 * a query with Drizzle costs more than PostgreSQL takes to run it, and a named statement is parsed and
 * planned once per connection. 2^3 filter sets x 10 sorts: at most 80 statements.
 */
function prepareList(db: Database, query: ProjectListQuery) {
  const filters: SQL[] = [eq(projects.ownerId, sql.placeholder('ownerId'))];
  if (query.status) filters.push(eq(projects.status, sql.placeholder('status')));
  if (query.type) filters.push(eq(projects.type, sql.placeholder('type')));
  if (query.search) filters.push(like(projects.searchText, sql.placeholder('search')));
  const where = and(...filters);
  // The name depends only on the shape, so the same name always means the same text (pg requires it).
  const name = `projects_list_${query.status ? 's' : ''}${query.type ? 't' : ''}${query.search ? 'q' : ''}_${query.sort.replace('-', 'desc_')}`;
  const total = sql<number>`(SELECT count(*)::int FROM ${projects} WHERE ${where})`;
  return {
    // One round trip: the page, and the total as an uncorrelated subquery (counted once, from the index).
    page: precompile(
      db,
      name,
      db.orm
        .select({ ...LIST_FIELDS, total })
        .from(projects)
        .where(where)
        .orderBy(...orderBy(query.sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ),
    // A page past the end still reports the total.
    total: precompile(db, `${name}_total`, db.orm.select({ total: sql<number>`count(*)::int` }).from(projects).where(where)),
  };
}
type PreparedList = ReturnType<typeof prepareList>;

export function projectsRepository(db: Database) {
  const orm = db.orm;
  const preparedLists = new Map<string, PreparedList>();
  const listStatements = (query: ProjectListQuery): PreparedList => {
    const shape = `${query.status ? 's' : ''}${query.type ? 't' : ''}${query.search ? 'q' : ''}${query.sort}`;
    let prepared = preparedLists.get(shape);
    if (!prepared) {
      prepared = prepareList(db, query);
      preparedLists.set(shape, prepared);
    }
    return prepared;
  };

  return {
    /** A page of the owner's projects, already in the answer's shape, and how many match in all. */
    async list(ownerId: string, query: ProjectListQuery): Promise<{ projects: (Project & { progress: number })[]; total: number }> {
      const statements = listStatements(query);
      const params: ListParams = {
        ownerId,
        status: query.status,
        type: query.type,
        search: query.search ? containsPattern(query.search) : undefined,
        limit: query.size,
        offset: (query.page - 1) * query.size,
      };
      const page = await statements.page(params);
      if (page.length > 0) return { projects: page.map(listRowToProject), total: page[0]![TOTAL_AT] as number };
      if (query.page === 1) return { projects: [], total: 0 };
      const [counted] = await statements.total(params);
      return { projects: [], total: (counted?.[0] as number | undefined) ?? 0 };
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
    fastify.decorate('projectsRepository', projectsRepository(fastify.db));
  },
  { name: 'projects-repository', dependencies: ['db'] },
);
