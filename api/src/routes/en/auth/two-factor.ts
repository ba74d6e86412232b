import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TWO_FACTOR, TWO_FACTOR_CHALLENGE_MINUTES, twoFactorSignInSchema } from '@brandcast/shared';
import { authResponse } from '@brandcast/shared/answers';
import { Unauthenticated } from '../../../lib/domain-errors';
import { toUser } from '../../../repositories/users';
import { errors } from '../../../schemas/common';
import { authRateLimit } from './rate-limit';

/**
 * POST /en/auth/signin/two-factor: the second step of a sign-in with two-factor on (issue 27). The challenge
 * sign-in answered proves the password; the code (the app's, once per time step, or a recovery code, once ever)
 * proves the phone. Wrong codes count against the account (429 past TWO_FACTOR_MAX_ATTEMPTS), whatever the address.
 */
const twoFactorSignInRoute: FastifyPluginAsyncZod = async (fastify) => {
  const limitedPerIp = authRateLimit(fastify, { perEmail: false });

  fastify.post(
    '/signin/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-in with a code from the authenticator app, or a recovery code',
        description: `The challenge is the one POST /en/auth/signin answered, valid ${TWO_FACTOR_CHALLENGE_MINUTES} minutes (401 after, or after a password change). 401 for a wrong or used code. Answers as sign-in does.`,
        body: twoFactorSignInSchema,
        response: { 200: authResponse, ...errors(400, 401, 429) },
      },
      preHandler: limitedPerIp,
    },
    async (request, reply) => {
      const claims = await fastify.twoFactor.readChallenge(request.body.challenge);
      const user = claims ? await fastify.usersRepository.findById(claims.userId) : undefined;
      // A reset or change of the password since, or two-factor turned off meanwhile, ends the challenge.
      if (!claims || !user || user.tokenVersion !== claims.version || !user.totpEnabledAt) {
        throw new Unauthenticated(TWO_FACTOR.challengeInvalid);
      }
      if (!(await fastify.twoFactor.spend(user, request.body.code, reply, { recovery: true }))) {
        throw new Unauthenticated(TWO_FACTOR.wrongCodeOrRecovery);
      }
      const { token } = await fastify.tokens.issue(user);
      return { data: { token, user: toUser(user) } };
    },
  );
};

export default twoFactorSignInRoute;
