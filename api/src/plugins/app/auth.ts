import { createSecretKey, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_TOKEN_INVALID,
  API_TOKEN_PREFIX,
  API_TOKEN_RATE_LIMIT_PER_MINUTE,
  API_TOKEN_READ_ONLY,
  API_TOKEN_REFUSED_HERE,
  ERRORS,
  type ApiTokenScope,
} from '@brandcast/shared';
import type { UserRow } from '../../db/schema';
import { Forbidden, Unauthenticated } from '../../lib/domain-errors';
import { requireFeature } from '../../lib/feature-gate';
import { isUuid } from '../../lib/ids';

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
  /**
   * The session this token belongs to: the jti of the sign-in token, carried by every refreshed token, so
   * signing out revokes the whole session at once.
   */
  sessionId: string;
  /** The session's absolute end (SESSION_MAX_DAYS after sign-in): no refresh reaches past it. */
  sessionExpiresAt: Date;
  issuedAt: Date;
  expiresAt: Date;
}

/** The session a refreshed token continues. */
export interface SessionRef {
  id: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: {
      /** A token for a new session (sign-in), or the next token of an existing one (refresh). */
      issue(user: Pick<UserRow, 'id' | 'tokenVersion'>, session?: SessionRef): Promise<IssuedToken>;
      verify(token: string): Promise<TokenClaims>;
    };
    /**
     * The hook of every route that needs a signed-in user (onRequest, so nothing else runs for a stranger):
     * a valid, unrevoked bearer token, else 401. Sets request.user and request.token.
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Forget cached sessions after a sign-out or a change to the user. */
    authCache: { forgetSession(sessionId: string): void; forgetUser(userId: string): void };
    /** The hook of account routes (password, profile, tokens, billing): an API token is refused there (403). */
    refuseApiToken(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /**
     * Who `authenticate` let in; null on a route without it. Routes read `user` and `token` instead. A
     * personal API token (bc_…) signs in as its owner with `apiToken` set and no session `token`.
     */
    signedIn: { user: UserRow; token: TokenClaims | null; apiToken?: { id: string; scope: ApiTokenScope } } | null;
    /** The signed-in user, on a route behind `authenticate`; reading it anywhere else is a 401. */
    readonly user: UserRow;
    /** The checked token of that user's session. */
    readonly token: TokenClaims;
  }
}

const ISSUER = 'brandcast';

/**
 * A token is current when it carries the user's token_version, or belongs to the session that last changed
 * the password. That session's older tokens carry an older version; a session ended by a version raise can
 * never become that session (it cannot authenticate to change the password), and a reset names none.
 */
const currentFor = (user: UserRow, claims: TokenClaims) =>
  claims.version === user.tokenVersion ||
  (user.passwordSessionId !== null && claims.sessionId === user.passwordSessionId);
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const sessionLimitReached = (days: number) =>
  `Your session has reached its ${days}-day limit. Please sign in again.`;

/** Signed JWTs (HS256) with an expiry and a jti, so a signed-out token can be refused. */
export default fp(
  async (fastify) => {
    // A KeyObject lets jose use node:crypto's HMAC directly (several times faster than a raw byte key).
    const key = createSecretKey(Buffer.from(fastify.config.jwtSecret, 'utf8'));
    const ttl = fastify.config.tokenTtlSeconds;
    const sessionSeconds = fastify.config.sessionMaxDays * 86_400;

    fastify.decorate('tokens', {
      async issue(user: Pick<UserRow, 'id' | 'tokenVersion'>, session?: SessionRef): Promise<IssuedToken> {
        const jti = randomUUID();
        const now = Math.floor(Date.now() / 1000);
        const sid = session?.id ?? jti;
        const sxp = session ? Math.floor(session.expiresAt.getTime() / 1000) : now + sessionSeconds;
        if (sxp <= now) throw new Unauthenticated(sessionLimitReached(fastify.config.sessionMaxDays));
        const exp = Math.min(now + ttl, sxp);
        const token = await new SignJWT({ ver: user.tokenVersion, sid, sxp })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(user.id)
          .setJti(jti)
          .setIssuer(ISSUER)
          .setIssuedAt(now)
          .setExpirationTime(exp)
          .sign(key);
        return { token, jti, expiresAt: new Date(exp * 1000) };
      },
      async verify(token: string): Promise<TokenClaims> {
        try {
          const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
          const version = payload.ver;
          if (
            !payload.sub ||
            !payload.jti ||
            !payload.exp ||
            payload.iat === undefined ||
            typeof version !== 'number'
          ) {
            throw new Unauthenticated(SESSION_ENDED);
          }
          // Tokens signed before sessions had ids: the token is its own session, counted from its issue.
          const sid = typeof payload.sid === 'string' ? payload.sid : payload.jti;
          const sxp = typeof payload.sxp === 'number' ? payload.sxp : payload.iat + sessionSeconds;
          return {
            userId: payload.sub,
            version,
            jti: payload.jti,
            sessionId: sid,
            sessionExpiresAt: new Date(sxp * 1000),
            issuedAt: new Date(payload.iat * 1000),
            expiresAt: new Date(payload.exp * 1000),
          };
        } catch (error) {
          if (error instanceof joseErrors.JWTExpired) throw new Unauthenticated(SESSION_EXPIRED);
          throw new Unauthenticated(SESSION_ENDED);
        }
      },
    });

    fastify.decorateRequest('signedIn', null);
    const signedIn = (request: FastifyRequest) => {
      if (!request.signedIn) throw new Unauthenticated(ERRORS.notAuthenticated);
      return request.signedIn;
    };
    fastify.decorateRequest('user', {
      getter(this: FastifyRequest) {
        return signedIn(this).user;
      },
    });
    fastify.decorateRequest('token', {
      getter(this: FastifyRequest) {
        const { token } = signedIn(this);
        // Only session routes read the session token: an API token has none.
        if (!token) throw new Forbidden(API_TOKEN_REFUSED_HERE);
        return token;
      },
    });
    fastify.decorate('refuseApiToken', async (request: FastifyRequest) => {
      if (request.signedIn?.apiToken) throw new Forbidden(API_TOKEN_REFUSED_HERE);
    });

    // Each API token has its own budget of requests per minute.
    const tokenLimit = fastify.rateLimit({
      max: API_TOKEN_RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => `api-token:${request.signedIn?.apiToken?.id ?? ''}`,
    });
    async function authenticateApiToken(request: FastifyRequest, reply: FastifyReply, secret: string): Promise<void> {
      const found = await fastify.apiTokensRepository.authenticate(secret);
      if (!found) throw new Unauthenticated(API_TOKEN_INVALID);
      // A token is API access: it stops working when the plan no longer includes it (403 naming the plan).
      requireFeature(found.user, 'apiAccess');
      request.signedIn = { user: found.user, token: null, apiToken: { id: found.token.id, scope: found.token.scope } };
      await tokenLimit.call(fastify, request, reply);
      if (found.token.scope === 'read' && request.method !== 'GET' && request.method !== 'HEAD')
        throw new Forbidden(API_TOKEN_READ_ONLY);
    }

    // Checked sessions by the token itself, reused for authCacheMs: a client's burst of requests costs one
    // signature check and one lookup, even when the burst arrives before the first lookup has answered.
    // Keyed by the exact token string, so a hit is a token already verified; its expiry is checked each time.
    interface Session {
      claims: TokenClaims;
      user: UserRow | undefined;
    }
    interface CacheEntry {
      session: Promise<Session>;
      until: number;
      /** Set once the lookup has answered. */
      settled?: Session;
    }
    const cache = new Map<string, CacheEntry>();
    const cacheMs = fastify.config.authCacheMs;
    const forget = (matches: (session: Session) => boolean) => {
      // A lookup still under way is dropped too: the next request looks again.
      for (const [token, entry] of cache) if (!entry.settled || matches(entry.settled)) cache.delete(token);
    };
    fastify.decorate('authCache', {
      forgetSession: (sessionId: string) => forget((session) => session.claims.sessionId === sessionId),
      forgetUser: (userId: string) => forget((session) => session.user?.id === userId),
    });

    async function lookUp(token: string): Promise<Session> {
      const claims = await fastify.tokens.verify(token);
      if (!isUuid(claims.userId) || !isUuid(claims.sessionId)) throw new Unauthenticated(SESSION_ENDED);
      return { claims, user: await fastify.usersRepository.findBySession(claims.userId, claims.sessionId) };
    }

    async function session(token: string): Promise<Session> {
      if (cacheMs <= 0) return lookUp(token);
      const now = Date.now();
      const cached = cache.get(token);
      if (cached && cached.until > now && (!cached.settled || cached.settled.claims.expiresAt.getTime() > now)) {
        return cached.session;
      }
      if (cache.size >= 10_000) cache.clear();
      const entry: CacheEntry = { session: lookUp(token), until: now + cacheMs };
      cache.set(token, entry);
      // Only a session that found its user is kept; a refusal is looked up again next time.
      const drop = () => {
        if (cache.get(token) === entry) cache.delete(token);
      };
      entry.session.then((found) => (found.user ? (entry.settled = found) : drop()), drop);
      return entry.session;
    }

    fastify.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match?.[1]) throw new Unauthenticated(ERRORS.notAuthenticated);
      if (match[1].startsWith(API_TOKEN_PREFIX)) return authenticateApiToken(request, reply, match[1]);
      const { claims, user } = await session(match[1]);
      // Unknown user, revoked session, or a new password since the token was issued (unless this session set it).
      if (!user || !currentFor(user, claims)) throw new Unauthenticated(SESSION_ENDED);
      request.signedIn = { user, token: claims };
    });
  },
  { name: 'auth', dependencies: ['config', 'users-repository', 'api-tokens-repository'] },
);
