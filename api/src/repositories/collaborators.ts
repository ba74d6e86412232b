import fp from 'fastify-plugin';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Collaborator, CollaboratorRole, PendingInvitation } from '@brandcast/shared';
import { projectCollaborators, projectInvitations, projects, users } from '../db/schema';
import type { Orm } from '../db/client';
import type { Tx } from './credits';
import { toPending } from './invitations';

/** An invitation for an address with no account: the link's token (its SHA-256), who sent it, until when. */
export interface NewInvitation {
  tokenHash: string;
  invitedBy: string;
  expiresAt: Date;
}

export type AddCollaboratorResult =
  | { collaborator: Collaborator }
  /** No account uses the email: an invitation waits for them to register. */
  | { invitation: PendingInvitation }
  /** No account uses the email, and an unexpired invitation to it waits on this project. */
  | { alreadyInvited: CollaboratorRole }
  /** The email is the owner's own. */
  | { isOwner: true }
  | { already: CollaboratorRole }
  /** Owner + collaborators would pass the team size. */
  | { limitReached: true }
  /** The project went away meanwhile. */
  | { missing: true };

const collaboratorColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: projectCollaborators.role,
  addedAt: projectCollaborators.createdAt,
};

const toCollaborator = (row: Omit<Collaborator, 'addedAt'> & { addedAt: Date }): Collaborator => ({
  ...row,
  addedAt: row.addedAt.toISOString(),
});

/**
 * The users a project is shared with. Who may call what is the routes' `projectsRepository.authorize`
 * (project-access.ts): these methods trust the project id they are given.
 */
export function collaboratorsRepository(orm: Orm) {
  /**
   * The distinct people an owner shares any of their projects with, by address (the owner not included): their
   * collaborators, and the addresses an unexpired invitation waits on, each a seat until it is used,
   * cancelled or expires.
   */
  async function teamOf(ownerId: string, db: Orm | Tx = orm, now = new Date()): Promise<string[]> {
    const members = await db
      .selectDistinct({ email: users.email })
      .from(projectCollaborators)
      .innerJoin(projects, eq(projects.id, projectCollaborators.projectId))
      .innerJoin(users, eq(users.id, projectCollaborators.userId))
      .where(and(eq(projects.ownerId, ownerId), ne(projectCollaborators.userId, ownerId)));
    const invited = await db
      .selectDistinct({ email: projectInvitations.email })
      .from(projectInvitations)
      .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
      .where(and(eq(projects.ownerId, ownerId), gt(projectInvitations.expiresAt, now)));
    return [...new Set([...members, ...invited].map((row) => row.email))];
  }

  return {
    /** In the order they were added. The owner is not one. */
    async list(projectId: string): Promise<Collaborator[]> {
      const rows = await orm
        .select(collaboratorColumns)
        .from(projectCollaborators)
        .innerJoin(users, eq(users.id, projectCollaborators.userId))
        .where(eq(projectCollaborators.projectId, projectId))
        .orderBy(asc(projectCollaborators.createdAt), asc(users.id));
      return rows.map(toCollaborator);
    },

    /**
     * Adds the account with this email, unless it is the owner's, already a collaborator, or the owner's
     * team would pass `teamMembers` (null: unlimited). Without an account, stores `invite` as an invitation to the
     * address instead, under the same limit. The team is the owner plus every distinct person they share any of
     * their projects with or invited (teamOf): someone already on another of their projects takes no new seat.
     * The owner's row is locked while counting, so two invitations at once, to one project or to two, cannot both
     * pass the limit.
     */
    async add(
      projectId: string,
      email: string,
      role: CollaboratorRole,
      teamMembers: number | null,
      invite: NewInvitation,
      now = new Date(),
    ): Promise<AddCollaboratorResult> {
      return orm.transaction(async (tx) => {
        const [project] = await tx
          .select({ ownerId: projects.ownerId })
          .from(projects)
          .where(eq(projects.id, projectId));
        if (!project) return { missing: true as const };
        await tx.select({ id: users.id }).from(users).where(eq(users.id, project.ownerId)).for('update');
        const fits = async () => {
          if (teamMembers === null) return true;
          const team = await teamOf(project.ownerId, tx, now);
          return team.includes(email) || 1 + team.length + 1 <= teamMembers;
        };
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
        const waitingHere = and(eq(projectInvitations.projectId, projectId), eq(projectInvitations.email, email));
        if (!user) {
          const [waiting] = await tx.select().from(projectInvitations).where(waitingHere);
          if (waiting && waiting.expiresAt > now) return { alreadyInvited: waiting.role };
          if (!(await fits())) return { limitReached: true as const };
          // An expired one gives way to the new one.
          if (waiting) await tx.delete(projectInvitations).where(eq(projectInvitations.id, waiting.id));
          const [row] = await tx
            .insert(projectInvitations)
            .values({ projectId, email, role, ...invite })
            .returning();
          return { invitation: toPending(row!) };
        }
        if (user.id === project.ownerId) return { isOwner: true as const };
        const [existing] = await tx
          .select({ role: projectCollaborators.role })
          .from(projectCollaborators)
          .where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, user.id)));
        if (existing) return { already: existing.role };
        if (!(await fits())) return { limitReached: true as const };
        // They made an account since they were invited here: they join now, and the invitation is spent.
        await tx.delete(projectInvitations).where(waitingHere);
        await tx.insert(projectCollaborators).values({ projectId, userId: user.id, role });
        const [row] = await tx
          .select(collaboratorColumns)
          .from(projectCollaborators)
          .innerJoin(users, eq(users.id, projectCollaborators.userId))
          .where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, user.id)));
        if (!row) throw new Error('collaborator insert returned no row');
        return { collaborator: toCollaborator(row) };
      });
    },

    teamOf,

    /** False when the user is not a collaborator on the project. */
    async remove(projectId: string, userId: string): Promise<boolean> {
      const rows = await orm
        .delete(projectCollaborators)
        .where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)))
        .returning({ userId: projectCollaborators.userId });
      return rows.length > 0;
    },
  };
}
export type CollaboratorsRepository = ReturnType<typeof collaboratorsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    collaboratorsRepository: CollaboratorsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('collaboratorsRepository', collaboratorsRepository(fastify.db.orm));
  },
  { name: 'collaborators-repository', dependencies: ['db'] },
);
