import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { canUseFeature, isBrandColor, type Brand, type Branding } from '@brandcast/shared';
import { brandings, projects, users } from '../db/schema';
import type { Orm } from '../db/client';
import { accessOf } from '../lib/feature-gate';

/** Where a logo is served (GET /branding/logo/{id}); a new upload gets a new id, so a new address. */
export const brandLogoPath = (logoId: string) => `/api/branding/logo/${logoId}`;

/**
 * Custom branding, one row per owner. Whether it is shown is decided here, in one place, by the owner's
 * plan as it applies now (accessOf: a failed payment keeps it for the grace period): a downgraded owner
 * keeps the row, and it is shown again after an upgrade.
 */
export function brandingRepository(orm: Orm) {
  const ensureRow = (userId: string) => orm.insert(brandings).values({ userId }).onConflictDoNothing();

  return {
    /** The owner's own view: what is stored, and whether it is shown now. */
    async get(userId: string, now = new Date()): Promise<Branding> {
      const [row] = await orm
        .select({ color: brandings.color, logoId: brandings.logoId, updatedAt: brandings.updatedAt, user: users })
        .from(users)
        .leftJoin(brandings, eq(brandings.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      const shown = row ? canUseFeature(accessOf(row.user, now).role, 'customBranding') : false;
      return {
        color: row?.color ?? null,
        logoUrl: row?.logoId ? brandLogoPath(row.logoId) : null,
        shown,
        updatedAt: row?.updatedAt?.toISOString() ?? null,
      };
    },

    /** What others see of an owner's brand (public pages, emails): null when nothing is set or the plan no longer has it. */
    async shownFor(ownerId: string, now = new Date()): Promise<Brand | null> {
      const branding = await this.get(ownerId, now);
      if (!branding.shown || (!branding.color && !branding.logoUrl)) return null;
      // The column's check already keeps anything else out; this is the rule as shared writes it, before CSS.
      return { color: isBrandColor(branding.color) ? branding.color : null, logoUrl: branding.logoUrl };
    },

    /** The brand of a project's owner, as shownFor. */
    async shownForProject(projectId: string, now = new Date()): Promise<Brand | null> {
      const [project] = await orm
        .select({ ownerId: projects.ownerId })
        .from(projects)
        .where(eq(projects.id, projectId))
        .limit(1);
      return project ? this.shownFor(project.ownerId, now) : null;
    },

    async setColor(userId: string, color: string | null): Promise<void> {
      await ensureRow(userId);
      await orm.update(brandings).set({ color, updatedAt: new Date() }).where(eq(brandings.userId, userId));
    },

    /** Stores the new logo in place of the old one; returns its address. */
    async setLogo(userId: string, contentType: string, data: Buffer): Promise<string> {
      const logoId = randomUUID();
      await ensureRow(userId);
      await orm
        .update(brandings)
        .set({ logoId, logoContentType: contentType, logoData: data, updatedAt: new Date() })
        .where(eq(brandings.userId, userId));
      return brandLogoPath(logoId);
    },

    async clearLogo(userId: string): Promise<void> {
      await orm
        .update(brandings)
        .set({ logoId: null, logoContentType: null, logoData: null, updatedAt: new Date() })
        .where(eq(brandings.userId, userId));
    },

    async clear(userId: string): Promise<void> {
      await orm.delete(brandings).where(eq(brandings.userId, userId));
    },

    /** A logo's bytes, only while its owner's plan shows it. */
    async shownLogo(logoId: string, now = new Date()): Promise<{ contentType: string; data: Buffer } | undefined> {
      const [row] = await orm
        .select({ contentType: brandings.logoContentType, data: brandings.logoData, user: users })
        .from(brandings)
        .innerJoin(users, eq(users.id, brandings.userId))
        .where(eq(brandings.logoId, logoId))
        .limit(1);
      if (!row?.contentType || !row.data) return undefined;
      if (!canUseFeature(accessOf(row.user, now).role, 'customBranding')) return undefined;
      return { contentType: row.contentType, data: row.data };
    },
  };
}
export type BrandingRepository = ReturnType<typeof brandingRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    brandingRepository: BrandingRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('brandingRepository', brandingRepository(fastify.db.orm));
  },
  { name: 'branding-repository', dependencies: ['db'] },
);
