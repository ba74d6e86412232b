import fp from 'fastify-plugin';
import { and, count, eq } from 'drizzle-orm';
import {
  brandVoiceSchema,
  type BrandVoice,
  PROJECT_DETAIL_FIELDS,
  type ProjectCreateInput,
  type ProjectDetails,
  type ProjectRole,
  type ProjectStatus,
  type ProjectUpdateInput,
  type PublicProject,
} from '@brandcast/shared';
import { projects, users } from '../db/schema';
import type { Database } from '../db/client';
import { ProjectNotFound, ViewerCantChange } from '../lib/domain-errors';
import { allowed, can, projectForbidden, roleOf, type ProjectAction } from './project-access';
import {
  projectColumns,
  statsOf,
  toProject,
  toPublicProject,
  type ProjectAnswer,
  type ProjectRecord,
} from './project-answer';
import { projectList } from './project-list';

export {
  toProject,
  toPublicProject,
  type ProjectAnswer,
  type ProjectRecord,
  type ProjectStats,
} from './project-answer';

/** A project answer's columns for `userId`: the project's, the caller's role (NULL: not theirs) and the stats. */
const answerColumns = (userId: string) => ({ ...projectColumns, role: roleOf(userId), ...statsOf(projects.id) });

export type CreateResult = { project: ProjectAnswer } | { limitReached: true };

export function projectsRepository(db: Database) {
  const orm = db.orm;
  const insert = async (
    tx: Pick<Database['orm'], 'insert'>,
    ownerId: string,
    values: ProjectDetails & {
      voice?: BrandVoice | undefined;
      type?: ProjectRecord['type'] | undefined;
      dueDate: string | null;
      status?: ProjectStatus | undefined;
    },
  ): Promise<ProjectAnswer> => {
    const [row] = await tx
      .insert(projects)
      .values({ ownerId, ...values })
      .returning({ ...projectColumns, ...statsOf(projects.id) });
    if (!row) throw new Error('project insert returned no row');
    return toProject({ ...row, role: 'owner' });
  };

  /** The project as `userId` sees it (their role, the stats); not theirs to see: ProjectNotFound. */
  async function get(userId: string, id: string): Promise<ProjectAnswer> {
    const [row] = await orm.select(answerColumns(userId)).from(projects).where(eq(projects.id, id)).limit(1);
    if (!row?.role) throw new ProjectNotFound();
    return toProject({ ...row, role: row.role });
  }

  return {
    /** A page of the projects the user owns or that are shared with them, in the answer's shape, and how many match in all. */
    list: projectList(db),

    /**
     * The user's role on the project when it allows `action`. Someone who is not a member (or a project that
     * does not exist, or an id that is not one) is a 404; a member without the right a 403 naming it. Every
     * project route asks here first, and the writes below repeat the rule in their WHERE clause.
     */
    async authorize(userId: string, projectId: string, action: ProjectAction): Promise<ProjectRole> {
      const [row] = await orm
        .select({ role: roleOf(userId) })
        .from(projects)
        .where(eq(projects.id, projectId))
        .limit(1);
      if (!row?.role) throw new ProjectNotFound();
      if (!can(row.role, action)) throw projectForbidden(action);
      return row.role;
    },

    get,

    /** The project when `userId` may change its messages or copies: ProjectNotFound, or ViewerCantChange. */
    async getToChangeContent(userId: string, id: string, what: 'messages' | 'copies'): Promise<ProjectAnswer> {
      const project = await get(userId, id);
      if (!can(project.role, 'edit')) throw new ViewerCantChange(what);
      return project;
    },

    /** A public project for anyone with its id; private and unknown ones are ProjectNotFound alike. */
    async getPublic(id: string): Promise<Omit<PublicProject, 'brand'>> {
      const { id: projectId, type, createdAt, updatedAt } = projectColumns;
      const details = Object.fromEntries(PROJECT_DETAIL_FIELDS.map((field) => [field, projectColumns[field]])) as {
        [K in (typeof PROJECT_DETAIL_FIELDS)[number]]: (typeof projectColumns)[K];
      };
      const [row] = await orm
        .select({ id: projectId, type, createdAt, updatedAt, ...details })
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.public, true)))
        .limit(1);
      if (!row) throw new ProjectNotFound();
      return toPublicProject(row);
    },

    /**
     * Creates a project unless the owner already has `maxProjects` (null: unlimited). The owner's row is
     * locked while counting, so two requests at once cannot both pass the limit. Projects shared with the
     * user do not count.
     */
    async create(
      ownerId: string,
      input: { details: ProjectDetails; status?: ProjectStatus | undefined } & Omit<ProjectCreateInput, 'details'>,
      maxProjects: number | null,
    ): Promise<CreateResult> {
      return orm.transaction(async (tx) => {
        if (maxProjects !== null) {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
          const [owned] = await tx.select({ total: count() }).from(projects).where(eq(projects.ownerId, ownerId));
          if ((owned?.total ?? 0) >= maxProjects) return { limitReached: true as const };
        }
        const project = await insert(tx, ownerId, {
          ...input.details,
          ...(input.voice ? { voice: brandVoiceSchema.parse(input.voice) } : {}),
          ...(input.type ? { type: input.type } : {}),
          ...(input.status ? { status: input.status } : {}),
          dueDate: input.dueDate ?? null,
        });
        return { project };
      });
    },

    /**
     * Changes a project when `userId` may: editors and the owner change it, only the owner its public
     * switch (call `authorize` first for the 403s; this repeats the rule, so a collaborator removed in between
     * changes nothing and gets undefined).
     */
    async update(userId: string, id: string, patch: ProjectUpdateInput): Promise<ProjectAnswer | undefined> {
      const [row] = await orm
        .update(projects)
        .set({
          ...(patch.details ?? {}),
          ...(patch.voice ? { voice: brandVoiceSchema.parse(patch.voice) } : {}),
          ...(patch.public !== undefined ? { public: patch.public } : {}),
          ...(patch.status ? { status: patch.status } : {}),
          ...(patch.type ? { type: patch.type } : {}),
          ...(patch.dueDate !== undefined ? { dueDate: patch.dueDate } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(projects.id, id), allowed(userId, patch.public !== undefined ? 'share' : 'edit')))
        .returning(answerColumns(userId));
      return row?.role ? toProject({ ...row, role: row.role }) : undefined;
    },

    /** Deletes the project when `userId` owns it. */
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await orm
        .delete(projects)
        .where(and(eq(projects.id, id), allowed(userId, 'delete')))
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
