import type { ActivityItem, ActivityItemType } from '@brandcast/shared';
import type { SqlRunner } from '../../db/client';
import { PROJECT_NAME } from './scope';

/** What was done, as the activity's title says it ("Copy published"). */
const VERBS = {
  created: 'created',
  generated: 'generated',
  updated: 'updated',
  deleted: 'deleted',
  duplicated: 'duplicated',
  published: 'published',
  scheduled: 'scheduled',
  unscheduled: 'moved back to draft',
  tested: 'tested',
  linked: 'gave a tracked link to',
  imported: 'imported performance numbers for',
  invited: 'invited',
  removed: 'removed',
  archived: 'archived',
  restored: 'restored',
} as const;
export type ActivityAction = keyof typeof VERBS;
const NOUNS: Record<ActivityItemType, string> = {
  project: 'project',
  message: 'message',
  copy: 'copy',
  script: 'script',
  collaborator: 'collaborator',
};

/** An item as the routes have it after a change: projects answer `name`, the rest `title`. */
export interface ActivityItemRef {
  id?: string | null;
  projectId?: string | null;
  title?: string | null;
  name?: string | null;
  /** A collaborator: their email or name. */
  email?: string | null;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Brandcast posts nothing itself yet: a copy's "publish" marks it as published (its author posts it), and its
 * activity says so. A message's publish is what it says: the message becomes the project's published one.
 */
const marked = (itemType: ActivityItemType, action: string) => itemType === 'copy' && action === 'published';

/**
 * The activity log (migration 0010): who did what to which item, when. Every change of a project,
 * message, copy, script or collaborator records one entry (one call in its route); a person reads their
 * own entries and those of the projects they are a member of.
 */
export function activityLog(db: SqlRunner) {
  return {
    async record(
      actorId: string,
      itemType: ActivityItemType,
      action: ActivityAction,
      item: ActivityItemRef,
    ): Promise<void> {
      const projectId = itemType === 'project' ? item.id : item.projectId;
      const title = item.title ?? item.name ?? item.email ?? '';
      await db.query(
        'INSERT INTO activity_log (actor_id, project_id, item_type, item_id, action, item_title) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          actorId,
          projectId ?? null,
          itemType,
          itemType === 'collaborator' ? null : (item.id ?? null),
          action,
          title.slice(0, 200),
        ],
      );
    },

    /** The newest `limit` entries the user may see, newest first. */
    async recent(userId: string, limit: number): Promise<ActivityItem[]> {
      const rows = await db.query<Record<string, unknown>>(
        `WITH member AS (SELECT id FROM projects WHERE owner_id = $1 UNION SELECT project_id FROM project_collaborators WHERE user_id = $1),
        seen AS (
          (SELECT id FROM activity_log WHERE actor_id = $1 ORDER BY created_at DESC LIMIT $2)
          UNION
          (SELECT newest.id FROM member, LATERAL (
             SELECT id, created_at FROM activity_log WHERE project_id = member.id ORDER BY created_at DESC LIMIT $2
           ) newest ORDER BY newest.created_at DESC LIMIT $2)
        )
        SELECT a.id, a.item_type, a.action, a.item_title, a.created_at, a.project_id, a.actor_id,
               u.first_name, u.last_name, ${PROJECT_NAME} AS project_name
        FROM activity_log a
        LEFT JOIN users u ON u.id = a.actor_id
        LEFT JOIN projects p ON p.id = a.project_id
        WHERE a.id IN (SELECT id FROM seen)
        ORDER BY a.created_at DESC, a.id
        LIMIT $2`,
        [userId, limit],
      );
      return rows.map((r) => {
        const itemType = r.item_type as ActivityItemType;
        const action = String(r.action);
        const who = r.actor_id === userId ? 'You' : r.first_name ? `${r.first_name} ${r.last_name}`.trim() : 'Someone';
        const what = r.item_title ? `${NOUNS[itemType]} “${r.item_title}”` : `a ${NOUNS[itemType]}`;
        const where = itemType !== 'project' && r.project_id ? ` in ${r.project_name}` : '';
        return {
          id: String(r.id),
          type: `${itemType}.${action}` as ActivityItem['type'],
          title: marked(itemType, action)
            ? 'Copy marked as published'
            : `${capitalise(NOUNS[itemType])} ${action.replace('-', ' ')}`,
          description: marked(itemType, action)
            ? `${who} marked ${what} as published${where}.`
            : `${who} ${VERBS[action as ActivityAction] ?? action} ${what}${where}.`,
          timestamp: new Date(r.created_at as string).toISOString(),
          projectId: (r.project_id as string | null) ?? null,
        };
      });
    },
  };
}
export type ActivityLog = ReturnType<typeof activityLog>;
