import { and, asc, count, desc, eq, fillPlaceholders, like, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  PROJECT_DETAIL_FIELDS,
  type Paged,
  type ProjectListQuery,
  type ProjectRole,
  type ProjectSortField,
} from '@brandcast/shared';
import { projectCollaborators, projects } from '../db/schema';
import type { Database, PreparedStatement } from '../db/client';
import { containsPattern } from '../db/like';
import type { JsonText } from '../lib/json-text';
import { projectColumns, statsOf, type ProjectAnswer } from './project-answer';

/** The list's sort fields, by column name (of projects, and of the list's member subquery). */
const SORT_KEYS = {
  name: 'nameSort',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  dueDate: 'dueDate',
  progress: 'progress',
} as const satisfies Record<ProjectSortField, string>;
type SortKey = (typeof SORT_KEYS)[ProjectSortField];
const PROJECT_SORT_COLUMNS: Record<SortKey | 'id', SQLWrapper> = {
  nameSort: projects.nameSort,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  dueDate: projects.dueDate,
  progress: projects.progress,
  id: projects.id,
};

function orderBy(sort: string, columns: Record<SortKey | 'id', SQLWrapper>): SQL[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as ProjectSortField;
  const column = columns[SORT_KEYS[field] ?? 'updatedAt'];
  // Projects without a due date come last either way; the id keeps pages stable on ties.
  const primary =
    field === 'dueDate'
      ? sql`${column} ${descending ? sql`DESC` : sql`ASC`} NULLS LAST`
      : descending
        ? desc(column)
        : asc(column);
  return [primary, descending ? desc(columns.id) : asc(columns.id)];
}

/** The values a list query runs with; which of them are set picks its prepared statement. */
type ListParams = {
  userId: string;
  status?: string | undefined;
  type?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
  /** offset + limit: how many rows each half of the list reads. */
  window: number;
  page: number;
};

/** Milliseconds, UTC, like Date#toISOString: formatted by the database, so no Date is made per row. */
const isoTimestamp = (column: SQLWrapper) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `json_build_object('key', value, ...)` from pairs. */
function jsonObject(entries: Record<string, SQLWrapper>): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(entries).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;
}

/**
 * A listed project as JSON built by PostgreSQL, in exactly the answer's shape (text dates, ISO
 * timestamps, nested details and stats): Node neither parses rows into objects nor serialises them again.
 */
function projectJson(member: Record<string, SQLWrapper>, stats: Record<string, SQLWrapper>): SQL {
  return jsonObject({
    _id: member.id!,
    ownerId: member.ownerId!,
    public: member.public!,
    details: jsonObject(Object.fromEntries(PROJECT_DETAIL_FIELDS.map((field) => [field, member[field]!]))),
    voice: member.voice!,
    status: member.status!,
    type: member.type!,
    dueDate: sql`to_char(${member.dueDate}, 'YYYY-MM-DD')`,
    progress: member.progress!,
    role: member.role!,
    stats: jsonObject(stats),
    createdAt: isoTimestamp(member.createdAt!),
    updatedAt: isoTimestamp(member.updatedAt!),
  });
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
 *
 * The caller's projects are two halves: those they own and those shared with them. Each half takes its
 * own first `offset + limit` in the page's order (the owned half straight from its (owner_id, sort column,
 * id) index, the shared half from project_collaborators by user_id, usually a few rows), and the page is
 * cut from the union of the two: a merge of two short sorted lists, never a sort of every project the
 * user can see. (A plain UNION ALL under the ORDER BY is not merged this way: PostgreSQL cannot pull the
 * join half up into the append, so it would sort them all.)
 */
function prepareList(db: Database, query: ProjectListQuery) {
  const userId = sql.placeholder('userId');
  const filters = (): SQL[] => [
    ...(query.status ? [eq(projects.status, sql.placeholder('status'))] : []),
    ...(query.type ? [eq(projects.type, sql.placeholder('type'))] : []),
    ...(query.search ? [like(projects.searchText, sql.placeholder('search'))] : []),
  ];
  const ownedWhere = () => and(eq(projects.ownerId, userId), ...filters());
  const sharedWhere = () => and(eq(projectCollaborators.userId, userId), ...filters());
  const projectOrder = orderBy(query.sort, PROJECT_SORT_COLUMNS);

  const row = { ...projectColumns, nameSort: projects.nameSort };
  const owned = db.orm
    .select({ ...row, role: sql<ProjectRole>`'owner'::text`.as('role') })
    .from(projects)
    .where(ownedWhere())
    .orderBy(...projectOrder)
    .limit(sql.placeholder('window'));
  const shared = db.orm
    .select({ ...row, role: sql<ProjectRole>`${projectCollaborators.role}`.as('role') })
    .from(projectCollaborators)
    .innerJoin(projects, eq(projects.id, projectCollaborators.projectId))
    .where(sharedWhere())
    .orderBy(...projectOrder)
    .limit(sql.placeholder('window'));
  const union = unionAll(owned, shared).as('member');
  // Its columns, as the SQL the answer and the order are written over.
  const member: Record<keyof typeof row | 'role', SQLWrapper> = union;

  // Each half counted on its own (the owned half from the index alone).
  const total = sql<number>`((${db.orm.select({ n: count() }).from(projects).where(ownedWhere())}) + (${db.orm
    .select({ n: count() })
    .from(projectCollaborators)
    .innerJoin(projects, eq(projects.id, projectCollaborators.projectId))
    .where(sharedWhere())}))::int`;

  // The page, ordered and cut, then aggregated in that order into the answer's JSON with its pagination.
  const pageRows = db.orm
    .select({
      project: sql`${projectJson(member, statsOf(member.id!))}`.as('project'),
      position: sql`row_number() OVER (ORDER BY ${sql.join(orderBy(query.sort, member), sql`, `)})`.as('position'),
    })
    .from(union)
    .orderBy(...orderBy(query.sort, member))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const size = sql`${sql.placeholder('limit')}::int`;
  const answer = sql<string>`json_build_object(
    'data', coalesce((SELECT json_agg(${pageRows.project} ORDER BY ${pageRows.position}) FROM ${pageRows}), '[]'::json),
    'pagination', json_build_object('page', ${sql.placeholder('page')}::int, 'size', ${size}, 'total', counted.total,
      'totalPages', ceil(counted.total::numeric / ${size})::int)
  )::text`;

  // The name depends only on the shape, so the same name always means the same text (pg requires it).
  const name = `projects_list_${query.status ? 's' : ''}${query.type ? 't' : ''}${query.search ? 'q' : ''}_${query.sort.replace('-', 'desc_')}`;
  // One round trip: the page, the total and the pagination, as the answer's JSON text.
  return precompile(db, name, db.orm.select({ answer }).from(sql`(SELECT ${total} AS total) AS counted`));
}
type PreparedList = ReturnType<typeof prepareList>;

/**
 * The project list: a page of the projects a user owns or that are shared with them, in the answer's
 * shape, and how many match in all. Each shape of query is built and prepared once.
 */
export function projectList(db: Database) {
  const preparedLists = new Map<string, PreparedList>();
  const listStatement = (query: ProjectListQuery): PreparedList => {
    const shape = `${query.status ? 's' : ''}${query.type ? 't' : ''}${query.search ? 'q' : ''}${query.sort}`;
    let prepared = preparedLists.get(shape);
    if (!prepared) {
      prepared = prepareList(db, query);
      preparedLists.set(shape, prepared);
    }
    return prepared;
  };

  /** The answer's JSON text: `{ data: [...], pagination: { page, size, total, totalPages } }`. */
  return async (userId: string, query: ProjectListQuery): Promise<JsonText<Paged<ProjectAnswer>>> => {
    const [row] = await listStatement(query)({
      userId,
      status: query.status,
      type: query.type,
      search: query.search ? containsPattern(query.search.toLowerCase()) : undefined,
      limit: query.size,
      offset: (query.page - 1) * query.size,
      window: query.page * query.size,
      page: query.page,
    });
    return row![0] as JsonText<Paged<ProjectAnswer>>;
  };
}
