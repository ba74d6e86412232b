import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { PLANS, collaboratorInviteSchema, paths, projectName, teamLimitMessage } from '@brandcast/shared';
import { hitRateLimit } from '../../db/rate-limits';
import { projects as projectsTable } from '../../db/schema';
import { invitationEmail } from '../../lib/invitation-email';
import { Conflict, Forbidden, Invalid, NotFound, ProjectNotFound, TooManyRequests } from '../../lib/domain-errors';
import { NOT_A_COLLABORATOR, collaboratorListResponse, collaboratorParams, collaboratorResponse } from '../../schemas/collaborator';
import { accessOf, requireFeature } from '../../lib/feature-gate';
import { errors, noContent } from '../../schemas/common';
import { projectParams } from '../../schemas/project';

export const UNKNOWN_EMAIL = 'No Brandcast account uses that email. Ask them to sign up first.';
export const OWN_EMAIL = 'That is your own email: you own this project already.';
export const alreadyCollaborator = (role: string) =>
  `They are already a collaborator on this project (${role}). Remove them first to change their role.`;

/**
 * Invitations one address may receive a day, from every owner together: each is an email from us, so inviting
 * and removing someone again and again must not turn the product into a mail cannon.
 */
export const INVITATIONS_PER_RECIPIENT_PER_DAY = 5;
export const tooManyInvitations = (hours: number) =>
  `This person has been invited ${INVITATIONS_PER_RECIPIENT_PER_DAY} times in the last day, the most we send. Try again in ${hours} hour${hours === 1 ? '' : 's'}.`;

/**
 * /project/{id}/collaborators (registered by ../project, which authenticates): who else may see the
 * project. Any member lists them; only the owner invites and removes; a collaborator may remove
 * themselves (leave the project).
 */
const collaboratorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const security = [{ bearerAuth: [] }];
  const tags = ['project'];
  const projects = fastify.projectsRepository;
  const collaborators = fastify.collaboratorsRepository;

  fastify.get(
    '/:id/collaborators',
    {
      schema: {
        tags,
        security,
        summary: "The project's collaborators, the owner not included (any member)",
        params: projectParams,
        response: { 200: collaboratorListResponse, ...errors(401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await projects.authorize(request.user.id, id, 'read');
      return { data: await collaborators.list(id) };
    },
  );

  fastify.post(
    '/:id/collaborators',
    {
      schema: {
        tags,
        security,
        summary: "Share the project with an existing account as editor or viewer (owner only; Starter plan or above); the owner's team (distinct people across all their projects, the owner included) is bounded by the plan",
        params: projectParams,
        body: collaboratorInviteSchema,
        response: { 201: collaboratorResponse, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const owner = request.user;
      await projects.authorize(owner.id, id, 'manageCollaborators');
      // Sharing is team collaboration: a plan without it is refused like every gate.
      requireFeature(owner, 'teamCollaboration');
      const { email, role } = request.body;
      const { plan, role: ownerRole } = accessOf(owner);
      // Counted per recipient across instances, before anything is written (an unknown address counts too).
      const sent = await hitRateLimit(fastify.db, `invitation ${email.toLowerCase()}`, 24 * 60 * 60_000);
      if (sent.current > INVITATIONS_PER_RECIPIENT_PER_DAY) throw new TooManyRequests(tooManyInvitations(Math.max(1, Math.ceil(sent.ttl / 3_600_000))));
      // An operator's admin has every feature, and no team limit to go with a plan it did not buy.
      const result = await collaborators.add(id, email, role, ownerRole === 'admin' ? null : PLANS[plan].teamMembers);
      if ('missing' in result) throw new ProjectNotFound();
      if ('unknownEmail' in result) throw new NotFound(UNKNOWN_EMAIL);
      if ('isOwner' in result) throw new Invalid(OWN_EMAIL);
      if ('already' in result) throw new Conflict(alreadyCollaborator(result.already));
      if ('limitReached' in result) throw new Forbidden(teamLimitMessage(plan));
      // The invitation is sent on the owner's behalf, in their brand while their plan shows it.
      const [project] = await fastify.db.orm.select({ name: projectsTable.businessName }).from(projectsTable).where(eq(projectsTable.id, id)).limit(1);
      fastify.mailer.sendInBackground(
        invitationEmail({
          to: result.collaborator.email,
          owner,
          projectName: projectName({ businessName: project?.name ?? '' }),
          role,
          projectUrl: `${fastify.config.appUrl}${paths.project(id)}`,
          brand: await fastify.brandingRepository.shownFor(owner.id),
          appUrl: fastify.config.appUrl,
        }),
      );
      return reply.code(201).send({ data: result.collaborator });
    },
  );

  fastify.delete(
    '/:id/collaborators/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a collaborator (owner), or leave the project (the collaborator themselves)',
        params: collaboratorParams,
        response: { 204: noContent, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      const caller = request.user.id;
      const role = await projects.authorize(caller, id, 'read');
      // A collaborator may remove themselves (leave); only the owner removes others.
      if (role !== 'owner' && userId !== caller) await projects.authorize(caller, id, 'manageCollaborators');
      if (!(await collaborators.remove(id, userId))) throw new NotFound(NOT_A_COLLABORATOR);
      return reply.code(204).send(null);
    },
  );
};

export default collaboratorRoutes;
