import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, desc, eq } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type ApiToken, type ApiTokenScope, type CreatedApiToken } from '@brandcast/shared';
import { apiTokens, users, type ApiTokenRow, type UserRow } from '../db/schema';
import type { Orm } from '../db/client';

/** Only this is stored: a token has 256 random bits, so a fast hash is enough (nothing to guess). */
const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** last_used_at is written at most this often per token, so a busy token is not a write per request. */
const TOUCH_EVERY_MS = 60_000;

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function apiTokensRepository(orm: Orm) {
  return {
    async create(
      userId: string,
      input: { name: string; scope: ApiTokenScope; expiresAt?: string | null | undefined },
    ): Promise<CreatedApiToken> {
      const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const [row] = await orm
        .insert(apiTokens)
        .values({
          userId,
          name: input.name,
          scope: input.scope,
          tokenHash: hash(secret),
          prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6),
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        })
        .returning();
      return { ...toApiToken(row!), token: secret };
    },

    /** Newest first, with their last use; never a secret. */
    async list(userId: string): Promise<ApiToken[]> {
      const rows = await orm
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId))
        .orderBy(desc(apiTokens.createdAt));
      return rows.map(toApiToken);
    },

    /** False when the user has no such token. */
    async revoke(userId: string, id: string): Promise<boolean> {
      const rows = await orm
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .returning({ id: apiTokens.id });
      return rows.length > 0;
    },

    /** The token and its owner, when the secret names a token that is not expired; its last use is noted. */
    async authenticate(secret: string, now = new Date()): Promise<{ token: ApiTokenRow; user: UserRow } | undefined> {
      const [found] = await orm
        .select({ token: apiTokens, user: users })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(eq(apiTokens.tokenHash, hash(secret)))
        .limit(1);
      if (!found || (found.token.expiresAt && found.token.expiresAt <= now)) return undefined;
      if (!found.token.lastUsedAt || now.getTime() - found.token.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        await orm.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, found.token.id));
      }
      return found;
    },
  };
}
export type ApiTokensRepository = ReturnType<typeof apiTokensRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    apiTokensRepository: ApiTokensRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('apiTokensRepository', apiTokensRepository(fastify.db.orm));
  },
  { name: 'api-tokens-repository', dependencies: ['db'] },
);
