import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UNTITLED_PROJECT, type ActivityItemType } from '@brandcast/shared';
import type { ActivityAction, ActivityItemRef, ActivityLog } from '../../repositories/analytics/activity';

/**
 * Which successful request records which activity: every route that changes a project, message, copy,
 * script or collaborator is named here (a test fails when such a route is added without an entry or a
 * reason in NOT_RECORDED), so no route has to remember to call the log and no route file changes for it.
 */
export const ACTIVITY_ROUTES: Record<string, [ActivityItemType, ActivityAction]> = {
  'POST /api/project': ['project', 'created'],
  'PATCH /api/project/:id': ['project', 'updated'],
  'DELETE /api/project/:id': ['project', 'deleted'],
  'POST /api/project/:id/duplicate': ['project', 'duplicated'],
  'POST /api/project/:id/collaborators': ['collaborator', 'invited'],
  'DELETE /api/project/:id/collaborators/:userId': ['collaborator', 'removed'],
  'POST /api/message': ['message', 'created'],
  'POST /api/message/generate': ['message', 'generated'],
  'PATCH /api/message/:id': ['message', 'updated'],
  'DELETE /api/message/:id': ['message', 'deleted'],
  'POST /api/message/:id/variants': ['message', 'updated'],
  'POST /api/message/:id/test': ['message', 'tested'],
  'POST /api/message/:id/publish': ['message', 'published'],
  'POST /api/message/:id/archive': ['message', 'archived'],
  'POST /api/message/:id/duplicate': ['message', 'duplicated'],
  'POST /api/copy': ['copy', 'created'],
  'POST /api/copy/generate': ['copy', 'generated'],
  'PATCH /api/copy/:id': ['copy', 'updated'],
  'DELETE /api/copy/:id': ['copy', 'deleted'],
  'POST /api/copy/:id/adapt': ['copy', 'created'],
  'POST /api/copy/:id/hashtags': ['copy', 'updated'],
  'POST /api/copy/:id/publish': ['copy', 'published'],
  'POST /api/copy/:id/schedule': ['copy', 'scheduled'],
  'POST /api/copy/:id/unschedule': ['copy', 'unscheduled'],
  'POST /api/copy/:id/duplicate': ['copy', 'duplicated'],
  'POST /api/copy/:id/link': ['copy', 'linked'],
  'POST /api/copy/performance/import': ['copy', 'imported'],
  'POST /api/script': ['script', 'created'],
  'POST /api/script/generate': ['script', 'generated'],
  'PATCH /api/script/:id': ['script', 'updated'],
  'DELETE /api/script/:id': ['script', 'deleted'],
};

/** Route prefixes of the items the log covers; a change under one that is not above must say why here. */
export const ACTIVITY_AREAS = ['/api/project', '/api/message', '/api/copy', '/api/script'];
export const NOT_RECORDED: Record<string, string> = {
  // No one has joined yet: the activity names collaborators, and a pending invitation is no one's (its sending was recorded).
  'DELETE /api/project/:id/invitations/:invitationId':
    'cancels an invitation to an address with no account: no collaborator to name',
  // Outside the areas above: the activity is of a project's items, and an account's plan is none.
  'PATCH /api/admin/accounts/:id/plan': "the administrator changes an account's plan: not an item of a project",
  // A free preview writes one candidate and stores nothing: no item to name.
  'POST /api/message/preview': 'a free preview: one candidate answered, nothing stored',
  'POST /api/copy/preview': 'a free preview: one candidate answered, nothing stored',
  // Publishing to channels (issue 30): these queue or settle posts; the platform's answer comes later, in a job.
  'POST /api/copy/:id/publications':
    'queues the copy to channels: it goes out later, and the activity of its going out is not recorded yet',
  'POST /api/copy/:id/publications/:publicationId/retry': 'queues a publication again: as above',
  'DELETE /api/copy/:id/publications/:publicationId':
    'cancels a publication that had not started: the copy is unchanged',
};

const TABLES: Record<ActivityItemType, string> = {
  project: `SELECT id, id AS project_id, coalesce(nullif(btrim(business_name), ''), '${UNTITLED_PROJECT}') AS title FROM projects WHERE id = $1`,
  message:
    "SELECT id, project_id, coalesce(nullif(btrim(title), ''), left(content, 60)) AS title FROM messages WHERE id = $1",
  copy: 'SELECT id, project_id, title FROM copies WHERE id = $1',
  script: 'SELECT id, project_id, title FROM scripts WHERE id = $1',
  collaborator:
    "SELECT NULL::uuid AS id, $2::uuid AS project_id, trim(first_name || ' ' || last_name) AS title FROM users WHERE id = $1",
};

declare module 'fastify' {
  interface FastifyRequest {
    /** What the activity log will record once this request has succeeded. */
    activityItems?: ActivityItemRef[];
  }
}

const keyOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

function itemsOf(payload: unknown): ActivityItemRef[] {
  const data = (payload as { data?: unknown } | null)?.data;
  const list = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
  return list.map((item: Record<string, unknown>) => ({
    id: ((item.id ?? item._id) as string | undefined) ?? null,
    projectId: (item.projectId as string | undefined) ?? null,
    title:
      (item.title as string | undefined) ??
      ((item.details as { businessName?: string } | undefined)?.businessName || null),
    name: (item.name as string | undefined) ?? ([item.firstName, item.lastName].filter(Boolean).join(' ') || null),
    email: (item.email as string | undefined) ?? null,
  }));
}

/**
 * Records the activity of the routes above: items read before a delete, or from the answer. HTTP-side by
 * nature (it reads the route and the reply's status), so it is a plugin; the log it writes to is the
 * analytics repository's.
 */
function recordActivity(fastify: FastifyInstance, log: ActivityLog): void {
  const db = fastify.db;
  const lookup = async (itemType: ActivityItemType, id: string, projectId?: string): Promise<ActivityItemRef[]> => {
    const rows = await db.query<{ id: string | null; project_id: string | null; title: string }>(
      TABLES[itemType],
      itemType === 'collaborator' ? [id, projectId] : [id],
    );
    return rows.map((row) => ({ id: row.id, projectId: row.project_id, title: row.title }));
  };

  fastify.addHook('preHandler', async (request) => {
    const entry = ACTIVITY_ROUTES[keyOf(request)];
    if (!entry || request.method !== 'DELETE') return;
    const params = request.params as { id?: string; userId?: string };
    // The item is gone after the handler: its title and project are read now.
    // A malformed id finds nothing (the route answers its 404).
    request.activityItems = await (
      entry[0] === 'collaborator' ? lookup('collaborator', params.userId!, params.id) : lookup(entry[0], params.id!)
    ).catch(() => []);
  });

  fastify.addHook('preSerialization', async (request, reply, payload) => {
    const entry = ACTIVITY_ROUTES[keyOf(request)];
    if (!entry || request.method === 'DELETE' || reply.statusCode >= 300) return payload;
    if (entry[1] === 'imported') {
      const rows = (request.body as { rows?: Array<{ id: string }> }).rows ?? [];
      const skipped = new Set(
        ((payload as { data?: { skipped?: Array<{ id: string }> } }).data?.skipped ?? []).map((row) => row.id),
      );
      const ids = [...new Set(rows.map((row) => row.id))].filter((id) => !skipped.has(id));
      request.activityItems = (await Promise.all(ids.map((id) => lookup('copy', id)))).flat();
    } else if (entry[0] === 'collaborator') {
      request.activityItems = itemsOf(payload).map((item) => ({
        ...item,
        projectId: (request.params as { id: string }).id,
      }));
    } else {
      request.activityItems = itemsOf(payload);
    }
    return payload;
  });

  // Before the answer leaves, so whoever reads the activity next sees it.
  fastify.addHook('onSend', async (request, reply, payload) => {
    const entry = ACTIVITY_ROUTES[keyOf(request)];
    const actor = request.signedIn?.user.id;
    if (!entry || !actor || reply.statusCode >= 300 || !request.activityItems) return payload;
    for (const item of request.activityItems) {
      await log
        .record(actor, entry[0], entry[1], item)
        .catch((error: unknown) => request.log.warn({ err: error }, 'activity not recorded'));
    }
    return payload;
  });
}

export default fp(async (fastify) => recordActivity(fastify, fastify.activity), {
  name: 'activity-log',
  dependencies: ['db', 'analytics-repository'],
});
