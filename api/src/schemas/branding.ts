import { z } from 'zod';
import { BRAND_COLOR_PATTERN, type Brand, type Branding } from '@brandcast/shared';
import { envelope, pathId } from './common';

export const BRAND_LOGO_NOT_FOUND = 'This logo does not exist.';

/** A colour as it leaves the API: only the stored form, so nothing else can reach a page's CSS. */
const color = z.string().regex(BRAND_COLOR_PATTERN).nullable().describe('#rrggbb, or null when not set');

export const brandSchema = z
  .object({ color, logoUrl: z.string().nullable().describe('Where the logo is served, or null') })
  .meta({ id: 'Brand' });

export const brandingSchema = brandSchema
  .extend({
    shown: z.boolean().describe('Whether the plan shows it now (custom branding: Enterprise and admin); kept either way'),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'Branding' });

const _sameBrand: Brand = {} as z.output<typeof brandSchema>;
const _sameBranding: Branding = {} as z.output<typeof brandingSchema>;
void _sameBrand;
void _sameBranding;

export const brandingResponse = envelope(brandingSchema);
export const brandLogoParams = z.object({ id: pathId(BRAND_LOGO_NOT_FOUND) });
