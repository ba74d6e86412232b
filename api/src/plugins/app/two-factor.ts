import { createSecretKey } from 'node:crypto';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import type { FastifyReply } from 'fastify';
import {
  TWO_FACTOR_ATTEMPT_WINDOW_MINUTES,
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_MAX_ATTEMPTS,
  isRecoveryCode,
} from '@brandcast/shared';
import type { UserRow } from '../../db/schema';
import { hitRateLimit } from '../../db/rate-limits';
import { TooManyAttempts } from '../../lib/domain-errors';
import { seal, sealingKey, unseal } from '../../lib/sealed';
import { TOTP_SEALING_PURPOSE, recoveryCodeHash, totpStep } from '../../lib/two-factor';
import { isUuid } from '../../lib/ids';

export interface TwoFactorChallengeClaims {
  userId: string;
  /** The user's token_version when the password was checked: a password change or reset since ends it. */
  version: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: {
      seal(secretBase32: string): string;
      /** The user's TOTP secret (pending or on), or null when there is none or it no longer unseals. */
      secretOf(user: Pick<UserRow, 'totpSecret'>): string | null;
      /**
       * Checks a code against the user's enabled two-factor and spends it: the app's code once per time step, a
       * recovery code (when `recovery` allows one) once ever. Every attempt counts against the account's limit;
       * past it, 429 with Retry-After. False when the code is wrong, used, or two-factor is off.
       */
      spend(user: UserRow, code: string, reply: FastifyReply, options: { recovery: boolean }): Promise<boolean>;
      /** Counts one code attempt for the account; past the limit, 429 with Retry-After. */
      countAttempt(userId: string, reply: FastifyReply): Promise<void>;
      /** The signed, short-lived proof that the password was right: the second step of the sign-in takes it. */
      issueChallenge(user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<{ challenge: string; expiresAt: Date }>;
      /** The challenge's claims, or null when it is altered, expired or not ours. */
      readChallenge(challenge: string): Promise<TwoFactorChallengeClaims | null>;
    };
  }
}

/** Never accepted as a session token: another issuer and another key than plugins/app/auth.ts's. */
const CHALLENGE_ISSUER = 'brandcast-two-factor';

/** Two-factor sign-in's secrets, codes and sign-in challenges; the state is in twoFactorRepository. */
export default fp(
  async (fastify) => {
    const { jwtSecret } = fastify.config;
    const secretKey = sealingKey(jwtSecret, TOTP_SEALING_PURPOSE);
    const challengeKey = createSecretKey(sealingKey(jwtSecret, 'two-factor-challenge'));
    const repository = fastify.twoFactorRepository;

    const countAttempt = async (userId: string, reply: FastifyReply) => {
      const { current, ttl } = await hitRateLimit(
        fastify.db,
        `two-factor ${userId}`,
        TWO_FACTOR_ATTEMPT_WINDOW_MINUTES * 60_000,
      );
      if (current > TWO_FACTOR_MAX_ATTEMPTS) {
        const seconds = Math.max(1, Math.ceil(ttl / 1000));
        reply.header('retry-after', seconds);
        throw new TooManyAttempts(seconds);
      }
    };
    const secretOf = (user: Pick<UserRow, 'totpSecret'>) =>
      user.totpSecret ? unseal(secretKey, user.totpSecret) : null;

    fastify.decorate('twoFactor', {
      seal: (secretBase32: string) => seal(secretKey, secretBase32),
      secretOf,
      countAttempt,
      async spend(user: UserRow, code: string, reply: FastifyReply, { recovery }: { recovery: boolean }) {
        await countAttempt(user.id, reply);
        if (!user.totpEnabledAt) return false;
        if (isRecoveryCode(code)) return recovery && repository.useRecoveryCode(user.id, recoveryCodeHash(code));
        const secret = secretOf(user);
        const step = secret ? totpStep(secret, code) : null;
        return step !== null && repository.acceptStep(user.id, step);
      },
      async issueChallenge(user: Pick<UserRow, 'id' | 'tokenVersion'>) {
        const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000);
        const challenge = await new SignJWT({ ver: user.tokenVersion })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuer(CHALLENGE_ISSUER)
          .setIssuedAt()
          .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
          .sign(challengeKey);
        return { challenge, expiresAt };
      },
      async readChallenge(challenge: string) {
        try {
          const { payload } = await jwtVerify(challenge, challengeKey, {
            issuer: CHALLENGE_ISSUER,
            algorithms: ['HS256'],
          });
          if (!payload.sub || !isUuid(payload.sub) || typeof payload.ver !== 'number') return null;
          return { userId: payload.sub, version: payload.ver };
        } catch {
          return null;
        }
      },
    });
  },
  { name: 'two-factor', dependencies: ['config', 'db', 'two-factor-repository'] },
);
