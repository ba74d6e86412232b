import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ERRORS, type ProjectRole } from '@brandcast/shared';
import { projectCollaborators, projects } from '../db/schema';
import type { Orm } from '../db/client';
import { Forbidden, ProjectNotFound, ViewerCantChange } from '../lib/domain-errors';
import type { Tx } from './credits';

/**
 * Who may do what on a project. The one table of rights: the project routes check it through
 * `projectsRepository.authorize`, and the messages and copies of a project use the same (editors change content,
 * viewers read it).
 */
export const PROJECT_RIGHTS = {
  read: ['owner', 'editor', 'viewer'],
  edit: ['owner', 'editor'],
  share: ['owner'],
  delete: ['owner'],
  manageCollaborators: ['owner'],
} as const satisfies Record<string, readonly ProjectRole[]>;
export type ProjectAction = keyof typeof PROJECT_RIGHTS;

export function can(role: ProjectRole, action: ProjectAction): boolean {
  return (PROJECT_RIGHTS[action] as readonly ProjectRole[]).includes(role);
}

/** What a member who may not do something is told (403). Someone who is not a member gets 404 instead. */
const FORBIDDEN_MESSAGES: Record<ProjectAction, string> = {
  read: `${ERRORS.projectNotFound}.`,
  edit: "Viewers can't change this project.",
  share: 'Only the owner can share this project publicly.',
  delete: 'Only the owner can delete this project.',
  manageCollaborators: 'Only the owner can invite or remove collaborators.',
};

export const projectForbidden = (action: ProjectAction) => new Forbidden(FORBIDDEN_MESSAGES[action]);

/**
 * Checks that `userId` may change `projectId`'s content (its messages or copies), inside a transaction or
 * not: a non-member gets the 404 of a missing project, a viewer the 403 for `what`.
 */
export async function checkContentWriter(
  db: Tx | Orm,
  userId: string,
  projectId: string,
  what: 'messages' | 'copies',
): Promise<void> {
  const [row] = await db
    .select({ role: roleOf(userId) })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row?.role) throw new ProjectNotFound();
  if (!can(row.role, 'edit')) throw new ViewerCantChange(what);
}

/**
 * The user's role on the `projects` row in scope: 'owner', the collaborator's role, or NULL for anyone
 * else. Every project query that depends on the caller goes through this expression (by primary key and
 * the collaborators' primary key, so one index probe each).
 */
export function roleOf(userId: string | SQLWrapper): SQL<ProjectRole | null> {
  return sql<ProjectRole | null>`CASE WHEN ${projects.ownerId} = ${userId} THEN 'owner' ELSE (
    SELECT ${projectCollaborators.role} FROM ${projectCollaborators}
    WHERE ${projectCollaborators.projectId} = ${projects.id} AND ${projectCollaborators.userId} = ${userId}
  ) END`;
}

/** True when the user may do `action` on the `projects` row in scope: for a write's WHERE clause. */
export function allowed(userId: string, action: ProjectAction): SQL {
  const roles = PROJECT_RIGHTS[action] as readonly ProjectRole[];
  if (roles.length === 1 && roles[0] === 'owner') return sql`${projects.ownerId} = ${userId}`;
  return sql`${roleOf(userId)} IN (${sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  )})`;
}
