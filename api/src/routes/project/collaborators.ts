import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  INVITATION,
  INVITATION_LINK_DAYS,
  PLANS,
  collaboratorInviteSchema,
  paths,
  projectName,
  teamLimitMessage,
} from '@brandcast/shared';
import {
  collaboratorListResponse,
  collaboratorResponse,
  invitationListResponse,
  invitationResponse,
} from '@brandcast/shared/answers';
import { hitRateLimit } from '../../db/rate-limits';
import { projects as projectsTable } from '../../db/schema';
import { invitationEmail } from '../../lib/invitation-email';
import { Conflict, Forbidden, Invalid, NotFound, ProjectNotFound, TooManyRequests } from '../../lib/domain-errors';
import { sha256 } from '../en/auth/verify-email';
import { NOT_A_COLLABORATOR, collaboratorParams, invitationParams } from '../../schemas/collaborator';
import { accessOf, requireFeature, requireVerifiedEmail } from '../../lib/feature-gate';
import { errors, noContent } from '../../schemas/common';
import { projectParams } from '../../schemas/project';

const INVITATION_LINK_MS = INVITATION_LINK_DAYS * 24 * 60 * 60 * 1000;
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
        summary:
          "Share the project as editor or viewer (owner only; Starter plan or above; a confirmed email address); the owner's team (distinct people across all their projects, the owner included) is bounded by the plan",
        description: `An account with the address becomes a collaborator (201). An address with no account gets an invitation to register (202, a PendingInvitation): its link works ${INVITATION_LINK_DAYS} days, it takes a seat of the team until then, and they join when they register through it (or confirm that address on an account made another way).`,
        params: projectParams,
        body: collaboratorInviteSchema,
        response: { 201: collaboratorResponse, 202: invitationResponse, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const owner = request.user;
      await projects.authorize(owner.id, id, 'manageCollaborators');
      // Sharing is team collaboration: a plan without it is refused like every gate.
      requireFeature(owner, 'teamCollaboration');
      // Sharing emails someone on the owner's behalf: from a confirmed address only (issue 27).
      requireVerifiedEmail(owner);
      const { email, role } = request.body;
      const { plan, role: ownerRole } = accessOf(owner);
      // Counted per recipient across instances, before anything is written (an unknown address counts too).
      const sent = await hitRateLimit(fastify.db, `invitation ${email.toLowerCase()}`, 24 * 60 * 60_000);
      if (sent.current > INVITATIONS_PER_RECIPIENT_PER_DAY)
        throw new TooManyRequests(tooManyInvitations(Math.max(1, Math.ceil(sent.ttl / 3_600_000))));
      // An operator's admin has every feature, and no team limit to go with a plan it did not buy.
      const token = randomBytes(32).toString('base64url');
      const invite = {
        tokenHash: sha256(token),
        invitedBy: owner.id,
        expiresAt: new Date(Date.now() + INVITATION_LINK_MS),
      };
      const result = await collaborators.add(
        id,
        email,
        role,
        ownerRole === 'admin' ? null : PLANS[plan].teamMembers,
        invite,
      );
      if ('missing' in result) throw new ProjectNotFound();
      if ('alreadyInvited' in result) throw new Conflict(INVITATION.alreadyInvited(result.alreadyInvited));
      if ('isOwner' in result) throw new Invalid(OWN_EMAIL);
      if ('already' in result) throw new Conflict(alreadyCollaborator(result.already));
      if ('limitReached' in result) throw new Forbidden(teamLimitMessage(plan));
      // The invitation is sent on the owner's behalf, in their brand while their plan shows it.
      const [project] = await fastify.db.orm
        .select({ name: projectsTable.businessName })
        .from(projectsTable)
        .where(eq(projectsTable.id, id))
        .limit(1);
      const invited = 'invitation' in result;
      fastify.mailer.sendInBackground(
        invitationEmail({
          to: email,
          owner,
          projectName: projectName({ businessName: project?.name ?? '' }),
          role,
          projectUrl: `${fastify.config.appUrl}${paths.project(id)}`,
          brand: await fastify.brandingRepository.shownFor(owner.id),
          appUrl: fastify.config.appUrl,
          ...(invited ? { invitationToken: token } : {}),
        }),
      );
      if ('invitation' in result) return reply.code(202).send({ data: result.invitation });
      return reply.code(201).send({ data: result.collaborator });
    },
  );

  fastify.get(
    '/:id/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invitations to people with no account yet, still waiting (any member)',
        params: projectParams,
        response: { 200: invitationListResponse, ...errors(401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await projects.authorize(request.user.id, id, 'read');
      return { data: await fastify.invitationsRepository.list(id) };
    },
  );

  fastify.delete(
    '/:id/invitations/:invitationId',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel an invitation (owner only): its link stops working and its seat is free',
        params: invitationParams,
        response: { 204: noContent, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, invitationId } = request.params;
      await projects.authorize(request.user.id, id, 'manageCollaborators');
      if (!(await fastify.invitationsRepository.cancel(id, invitationId))) throw new NotFound(INVITATION.notFound);
      return reply.code(204).send(null);
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
