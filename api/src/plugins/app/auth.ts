import { createSecretKey, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS } from '@brandcast/shared';
import type { UserRow } from '../../db/schema';
import { unauthorized } from '../../lib/http-errors';

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export interface TokenClaims {
  userId: string;
  /** The user's token_version when it was issued. */
  version: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: {
      issue(user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<IssuedToken>;
      verify(token: string): Promise<TokenClaims>;
    };
    /** preHandler: a valid, unrevoked bearer token, else 401. Sets request.user and request.token. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Forget cached sessions after a sign-out or a change to the user. */
    authCache: { forgetToken(jti: string): void; forgetUser(userId: string): void };
  }
  interface FastifyRequest {
    user: UserRow | null;
    token: TokenClaims | null;
  }
}

const ISSUER = 'brandcast';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Signed JWTs (HS256) with an expiry and a jti, so a signed-out token can be refused. */
export default fp(
  async (fastify) => {
    // A KeyObject lets jose use node:crypto's HMAC directly (several times faster than a raw byte key).
    const key = createSecretKey(Buffer.from(fastify.config.jwtSecret, 'utf8'));
    const ttl = fastify.config.tokenTtlSeconds;

    fastify.decorate('tokens', {
      async issue(user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<IssuedToken> {
        const jti = randomUUID();
        const now = Math.floor(Date.now() / 1000);
        const token = await new SignJWT({ ver: user.tokenVersion })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(user.id)
          .setJti(jti)
          .setIssuer(ISSUER)
          .setIssuedAt(now)
          .setExpirationTime(now + ttl)
          .sign(key);
        return { token, jti, expiresAt: new Date((now + ttl) * 1000) };
      },
      async verify(token: string): Promise<TokenClaims> {
        try {
          const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
          const version = payload.ver;
          if (!payload.sub || !payload.jti || !payload.exp || payload.iat === undefined || typeof version !== 'number') {
            throw unauthorized(SESSION_ENDED);
          }
          return {
            userId: payload.sub,
            version,
            jti: payload.jti,
            issuedAt: new Date(payload.iat * 1000),
            expiresAt: new Date(payload.exp * 1000),
          };
        } catch (error) {
          if (error instanceof joseErrors.JWTExpired) throw unauthorized(SESSION_EXPIRED);
          throw unauthorized(SESSION_ENDED);
        }
      },
    });

    fastify.decorateRequest('user', null);
    fastify.decorateRequest('token', null);

    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

    // Checked sessions by jti, reused for authCacheMs: a client's burst of requests costs one lookup.
    const cache = new Map<string, { user: UserRow; until: number }>();
    const cacheMs = fastify.config.authCacheMs;
    fastify.decorate('authCache', {
      forgetToken: (jti: string) => void cache.delete(jti),
      forgetUser: (userId: string) => {
        for (const [jti, entry] of cache) if (entry.user.id === userId) cache.delete(jti);
      },
    });

    async function sessionUser(claims: TokenClaims): Promise<UserRow | undefined> {
      const now = Date.now();
      const cached = cache.get(claims.jti);
      if (cached && cached.until > now) return cached.user;
      const user = await fastify.usersRepository.findByToken(claims.userId, claims.jti);
      if (user && cacheMs > 0) {
        if (cache.size >= 10_000) cache.clear();
        cache.set(claims.jti, { user, until: now + cacheMs });
      }
      return user;
    }

    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized(ERRORS.notAuthenticated);
      const claims = await fastify.tokens.verify(match[1]);
      if (!uuid.test(claims.userId) || !uuid.test(claims.jti)) throw unauthorized(SESSION_ENDED);
      const user = await sessionUser(claims);
      // Unknown user, revoked jti, or a password reset since the token was issued.
      if (!user || user.tokenVersion !== claims.version) throw unauthorized(SESSION_ENDED);
      request.user = user;
      request.token = claims;
    });
  },
  { name: 'auth', dependencies: ['config', 'users-repository'] },
);
