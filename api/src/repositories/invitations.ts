import fp from 'fastify-plugin';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { CollaboratorRole, PendingInvitation } from '@brandcast/shared';
import { projectCollaborators, projectInvitations, projects, users } from '../db/schema';
import type { Orm } from '../db/client';
import type { Tx } from './credits';

/** What an invitation's link names, for the registration page and the sign-up that uses it. */
export type InvitationLookup =
  | {
      status: 'pending';
      email: string;
      role: CollaboratorRole;
      projectId: string;
      projectName: string;
      owner: { firstName: string; lastName: string };
    }
  /** Unknown, cancelled, or used. */
  | { status: 'invalid' }
  | { status: 'expired' };

export const toPending = (row: typeof projectInvitations.$inferSelect): PendingInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Makes the account a collaborator on every project an unexpired invitation to its address waits on, and drops
 * those invitations (expired ones too: the address has an account now). The caller has proved the address (the
 * invitation's link, or the sign-up's confirmation link). The seats were counted when they were invited.
 * Returns the projects joined, oldest invitation first.
 */
export async function acceptInvitations(
  tx: Orm | Tx,
  userId: string,
  email: string,
  now = new Date(),
): Promise<string[]> {
  const rows = await tx.delete(projectInvitations).where(eq(projectInvitations.email, email.toLowerCase())).returning({
    projectId: projectInvitations.projectId,
    role: projectInvitations.role,
    expiresAt: projectInvitations.expiresAt,
    createdAt: projectInvitations.createdAt,
  });
  const live = rows.filter((row) => row.expiresAt > now).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const joined: string[] = [];
  for (const row of live) {
    const [project] = await tx
      .select({ ownerId: projects.ownerId })
      .from(projects)
      .where(eq(projects.id, row.projectId));
    // Their own project (an address they invited themselves to is refused earlier): nothing to join.
    if (!project || project.ownerId === userId) continue;
    await tx
      .insert(projectCollaborators)
      .values({ projectId: row.projectId, userId, role: row.role })
      .onConflictDoNothing();
    joined.push(row.projectId);
  }
  return joined;
}

/** Invitations to people with no account yet. Who may call what is the routes' `authorize`. */
export function invitationsRepository(orm: Orm) {
  return {
    /** The project's invitations still waiting, oldest first. */
    async list(projectId: string, now = new Date()): Promise<PendingInvitation[]> {
      const rows = await orm
        .select()
        .from(projectInvitations)
        .where(and(eq(projectInvitations.projectId, projectId), gt(projectInvitations.expiresAt, now)))
        .orderBy(asc(projectInvitations.createdAt));
      return rows.map(toPending);
    },

    /** False when no such invitation waits on the project. */
    async cancel(projectId: string, invitationId: string): Promise<boolean> {
      const rows = await orm
        .delete(projectInvitations)
        .where(and(eq(projectInvitations.projectId, projectId), eq(projectInvitations.id, invitationId)))
        .returning({ id: projectInvitations.id });
      return rows.length > 0;
    },

    /** What the link's token invites to. */
    async lookup(tokenHash: string, now = new Date()): Promise<InvitationLookup> {
      const [row] = await orm
        .select({
          email: projectInvitations.email,
          role: projectInvitations.role,
          projectId: projectInvitations.projectId,
          expiresAt: projectInvitations.expiresAt,
          projectName: projects.businessName,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(projectInvitations)
        .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
        .innerJoin(users, eq(users.id, projectInvitations.invitedBy))
        .where(eq(projectInvitations.tokenHash, tokenHash))
        .limit(1);
      if (!row) return { status: 'invalid' };
      if (row.expiresAt <= now) return { status: 'expired' };
      const { email, role, projectId, projectName, firstName, lastName } = row;
      return { status: 'pending', email, role, projectId, projectName, owner: { firstName, lastName } };
    },

    /** Joins the account to what waits for its (just proved) address; see acceptInvitations. */
    async accept(userId: string, email: string): Promise<string[]> {
      return orm.transaction((tx) => acceptInvitations(tx, userId, email));
    },
  };
}
export type InvitationsRepository = ReturnType<typeof invitationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    invitationsRepository: InvitationsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('invitationsRepository', invitationsRepository(fastify.db.orm));
  },
  { name: 'invitations-repository', dependencies: ['db'] },
);
