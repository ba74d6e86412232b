import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { PREFERENCE_DEFAULTS, PREFERENCE_KEYS, preferencesSchema, type Preferences } from '@brandcast/shared';
import { userPreferences } from '../db/schema';
import type { Orm } from '../db/client';

/**
 * What was stored, over the spec's defaults: a key added to PREFERENCE_DEFAULTS later reads as its
 * default, and a key since removed (or a value no longer allowed) is ignored.
 */
export function toPreferences(stored: Partial<Record<string, unknown>> | undefined): Preferences {
  const preferences = { ...PREFERENCE_DEFAULTS };
  if (!stored) return preferences;
  for (const key of PREFERENCE_KEYS) {
    const parsed = preferencesSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) (preferences as Record<string, unknown>)[key] = parsed.data;
  }
  return preferences;
}

/** The settings page's preferences, one row per user (none until the user saves them). */
export function preferencesRepository(orm: Orm) {
  return {
    async get(userId: string): Promise<Preferences> {
      const [row] = await orm
        .select({ preferences: userPreferences.preferences })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId))
        .limit(1);
      return toPreferences(row?.preferences);
    },

    /** Replaces the user's preferences with a complete, validated object. */
    async put(userId: string, preferences: Preferences): Promise<Preferences> {
      const [row] = await orm
        .insert(userPreferences)
        .values({ userId, preferences })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences, updatedAt: new Date() } })
        .returning({ preferences: userPreferences.preferences });
      return toPreferences(row?.preferences);
    },
  };
}
export type PreferencesRepository = ReturnType<typeof preferencesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    preferencesRepository: PreferencesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('preferencesRepository', preferencesRepository(fastify.db.orm));
  },
  { name: 'preferences-repository', dependencies: ['db'] },
);
