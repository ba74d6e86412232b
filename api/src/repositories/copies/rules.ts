import { eq, ne, sql, type SQL } from 'drizzle-orm';
import type { CopyStatus } from '@brandcast/shared';
import { copies, projectCollaborators, projects, type CopyRow } from '../../db/schema';
import { allowed } from '../project-access';

/* Who may read and change a copy, and which status changes are allowed, as SQL the queries use. */

/** True when `userId` may change the `copies` row in scope: the project's rule, repeated in every write's WHERE. */
export const editable = (userId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${projects} WHERE ${projects.id} = ${copies.projectId} AND ${allowed(userId, 'edit')})`;

/** The projects `userId` owns or that are shared with them: the list reads only their copies (by copies_project_idx). */
export const memberProjects = (userId: string): SQL => sql`(
  SELECT ${projects.id} FROM ${projects} WHERE ${projects.ownerId} = ${userId}
  UNION ALL
  SELECT ${projectCollaborators.projectId} FROM ${projectCollaborators} WHERE ${projectCollaborators.userId} = ${userId}
)`;

/** The transitions (spec section 4), each allowed from some statuses only. */
export type CopyTransition = { to: 'published' } | { to: 'scheduled'; scheduledDate: Date } | { to: 'draft' };

export function transitionSet(change: CopyTransition, now: Date): Partial<CopyRow> {
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
export function transitionFrom(change: CopyTransition): SQL {
  return change.to === 'draft' ? eq(copies.status, 'scheduled') : ne(copies.status, 'published');
}

/** Why a transition is refused from the copy's current status (409). */
export const TRANSITION_REFUSED: Record<CopyTransition['to'], (status: CopyStatus) => string> = {
  published: () => 'This copy is already published.',
  scheduled: () => 'This copy is already published; duplicate it to schedule it again.',
  draft: (status) => (status === 'published' ? 'This copy is already published.' : 'This copy is not scheduled.'),
};
