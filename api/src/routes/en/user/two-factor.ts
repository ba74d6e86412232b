import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR,
  recoveryCodesRegenerateSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
} from '@brandcast/shared';
import { recoveryCodesResponse, twoFactorDisabledResponse, twoFactorSetupResponse } from '@brandcast/shared/answers';
import { Conflict, Forbidden, Invalid, Unauthenticated } from '../../../lib/domain-errors';
import { verifyPassword } from '../../../lib/password';
import { authRateLimit } from '../auth/rate-limit';
import { newRecoveryCodes, newTotpSecret, qrSvg, recoveryCodeHash, totpStep, totpUri } from '../../../lib/two-factor';
import { toUser } from '../../../repositories/users';
import { errors } from '../../../schemas/common';
import { SESSION_ENDED } from '../../../plugins/app/auth';

/**
 * /en/user/two-factor: two-factor sign-in with an authenticator app (issue 27). Set up (password) → enable (the
 * app's first code; answers the recovery codes once) → regenerate recovery codes or disable. Wrong passwords and
 * codes count against the account's code attempts (429 past TWO_FACTOR_MAX_ATTEMPTS).
 */
const twoFactorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const security = [{ bearerAuth: [] }];
  const tags = ['user'];
  const repository = fastify.twoFactorRepository;
  const { twoFactor } = fastify;

  fastify.post(
    '/two-factor/setup',
    {
      schema: {
        tags,
        security,
        summary: 'Start turning on two-factor sign-in: a new secret, its otpauth URI and QR code',
        description:
          'Needs the current password (403 when wrong). The secret stays pending until POST /en/user/two-factor/enable confirms a code from the app; a new setup replaces a pending one. 409 when two-factor is already on.',
        body: twoFactorSetupSchema,
        response: { 200: twoFactorSetupResponse, ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (user.totpEnabledAt) throw new Conflict(TWO_FACTOR.alreadyEnabled);
      await twoFactor.countAttempt(user.id, reply);
      if (!(await verifyPassword(request.body.currentPassword, user.passwordHash)))
        throw new Forbidden(TWO_FACTOR.wrongPassword);
      const secret = newTotpSecret();
      if (!(await repository.startSetup(user.id, twoFactor.seal(secret))))
        throw new Conflict(TWO_FACTOR.alreadyEnabled);
      fastify.authCache.forgetUser(user.id);
      const uri = totpUri(secret, user.email);
      return { data: { secret, uri, qrSvg: await qrSvg(uri) } };
    },
  );

  fastify.post(
    '/two-factor/enable',
    {
      schema: {
        tags,
        security,
        summary: "Turn on two-factor sign-in with the app's current code; answers the recovery codes, this once",
        description: `The ${RECOVERY_CODE_COUNT} recovery codes are never shown again: only their hashes are kept. 400 without a pending setup, 403 for a wrong code, 409 when already on.`,
        body: twoFactorEnableSchema,
        response: { 200: recoveryCodesResponse, ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (user.totpEnabledAt) throw new Conflict(TWO_FACTOR.alreadyEnabled);
      const secret = twoFactor.secretOf(user);
      if (!secret || !user.totpSecret) throw new Invalid(TWO_FACTOR.notSetUp);
      await twoFactor.countAttempt(user.id, reply);
      const step = totpStep(secret, request.body.code);
      if (step === null) throw new Forbidden(TWO_FACTOR.wrongCode);
      const recoveryCodes = newRecoveryCodes();
      const row = await repository.enable(user.id, user.totpSecret, step, recoveryCodes.map(recoveryCodeHash));
      // Another tab started a new setup (or turned it on) meanwhile: this code was for the replaced secret.
      if (!row) throw new Invalid(TWO_FACTOR.notSetUp);
      fastify.authCache.forgetUser(user.id);
      return { data: { recoveryCodes, user: toUser(row) } };
    },
  );

  fastify.post(
    '/two-factor/disable',
    {
      schema: {
        tags,
        security,
        summary: 'Turn off two-factor sign-in (the password and a current code or a recovery code)',
        description:
          'The secret and the recovery codes are deleted. 400 when it is off, 403 for a wrong password or code.',
        body: twoFactorDisableSchema,
        response: { 200: twoFactorDisabledResponse, ...errors(400, 401, 403, 429) },
      },
      // The password is checked before the code: wrong ones are limited like signing in (per account and address).
      preHandler: authRateLimit(fastify, { perEmail: false, perAccount: true }),
    },
    async (request, reply) => {
      const user = request.user;
      if (!user.totpEnabledAt) throw new Invalid(TWO_FACTOR.notEnabled);
      // The password first: a wrong one does not spend the code.
      if (!(await verifyPassword(request.body.currentPassword, user.passwordHash)))
        throw new Forbidden(TWO_FACTOR.wrongPassword);
      if (!(await twoFactor.spend(user, request.body.code, reply, { recovery: true })))
        throw new Forbidden(TWO_FACTOR.wrongCodeOrRecovery);
      const row = await repository.disable(user.id);
      fastify.authCache.forgetUser(user.id);
      if (!row) throw new Unauthenticated(SESSION_ENDED);
      return { data: { user: toUser(row) } };
    },
  );

  fastify.post(
    '/two-factor/recovery-codes',
    {
      schema: {
        tags,
        security,
        summary: "New recovery codes (the app's current code): the old ones stop working; answered this once",
        description: '400 when two-factor is off, 403 for a wrong code.',
        body: recoveryCodesRegenerateSchema,
        response: { 200: recoveryCodesResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user.totpEnabledAt) throw new Invalid(TWO_FACTOR.notEnabled);
      if (!(await twoFactor.spend(user, request.body.code, reply, { recovery: false })))
        throw new Forbidden(TWO_FACTOR.wrongCode);
      const recoveryCodes = newRecoveryCodes();
      await repository.replaceRecoveryCodes(user.id, recoveryCodes.map(recoveryCodeHash));
      return { data: { recoveryCodes, user: toUser(user) } };
    },
  );
};

export default twoFactorRoutes;
