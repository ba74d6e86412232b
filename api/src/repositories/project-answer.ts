import { getTableColumns, sql, type SQLWrapper } from 'drizzle-orm';
import type { Project, ProjectDetails, ProjectRole, PublicProject } from '@brandcast/shared';
import { copies, messages, projects, recordings, type ProjectRow } from '../db/schema';

/* The project answer's shape and the SQL it is read with, shared by the repository and the list query. */

export interface ProjectStats {
  messages: number;
  copies: number;
  recordings: number;
}

/** The project as the API answers it: the spec's server shape plus status, type, dueDate, progress, the caller's role and the stats. */
export type ProjectAnswer = Project & { progress: number; role: ProjectRole; stats: ProjectStats };

/**
 * A project's counts, from its rows (`id` is the project's id column in scope), each by the project_id
 * index of its table; every project answer (list, get, create, update, duplicate, export) picks them up
 * from here.
 *
 * Drizzle writes a one-table query's columns unqualified, so `id` may come out as a bare "id": each count
 * reads from a derived table that has only project_id, where a bare "id" can only mean the project's.
 */
export function statsOf(id: SQLWrapper) {
  const countOf = (table: typeof messages | typeof copies | typeof recordings) =>
    sql<number>`(SELECT count(*)::int FROM (SELECT ${sql.identifier('project_id')} FROM ${table}) AS counted WHERE counted.project_id = ${id})`;
  return {
    messages: countOf(messages),
    copies: countOf(copies),
    recordings: countOf(recordings),
  };
}

type AnswerRow = ProjectRecord & ProjectStats & { role: ProjectRole | null };

export function toProject(row: AnswerRow & { role: ProjectRole }): ProjectAnswer {
  return {
    _id: row.id,
    ownerId: row.ownerId,
    public: row.public,
    details: detailsOf(row),
    voice: row.voice,
    status: row.status,
    type: row.type,
    dueDate: row.dueDate,
    progress: row.progress,
    role: row.role,
    stats: { messages: row.messages, copies: row.copies, recordings: row.recordings },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicProject(
  row: Pick<ProjectRecord, 'id' | 'type' | 'createdAt' | 'updatedAt'> & ProjectDetails,
): Omit<PublicProject, 'brand'> {
  return {
    _id: row.id,
    details: detailsOf(row),
    type: row.type,
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

/** Every column but the generated sort and search helpers (search_text is as long as all the details). */
export const { nameSort: _nameSort, searchText: _searchText, ...projectColumns } = getTableColumns(projects);
export type ProjectRecord = Omit<ProjectRow, 'nameSort' | 'searchText'>;
