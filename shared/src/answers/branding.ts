import { z } from 'zod';
import { BRAND_COLOR_PATTERN } from '../schemas/branding';
import { envelope } from './common';

/** A colour as it leaves the API: only the stored form, so nothing else can reach a page's CSS. */
const color = z.string().regex(BRAND_COLOR_PATTERN).nullable().describe('#rrggbb, or null when not set');

/** What anyone sees of an owner's branding (a public page, an email): null parts are not set. */
export const brandSchema = z
  .object({ color, logoUrl: z.string().nullable().describe('Where the logo is served, or null') })
  .meta({ id: 'Brand' });
export type Brand = z.output<typeof brandSchema>;

/** The owner's own view: what is stored, and whether it is shown now (their plan includes custom branding). */
export const brandingSchema = brandSchema
  .extend({
    shown: z
      .boolean()
      .describe('Whether the plan shows it now (custom branding: Enterprise and admin); kept either way'),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'Branding' });
export type Branding = z.output<typeof brandingSchema>;

export const brandingResponse = envelope(brandingSchema);
