import { z } from 'zod';

/**
 * Custom branding (Enterprise and admin): an owner's logo and brand colour, shown on their public project
 * pages and in the emails Brandcast sends on their behalf. The colour rule is written here once: the API
 * stores only what it accepts, the public page and the emails put only what it accepts into CSS.
 */
export const BRAND_COLOR_PATTERN = /^#[0-9a-f]{6}$/;
export const BRAND_COLOR_INVALID = 'The brand colour must be a hex colour of six digits, e.g. #1677ff.';
/** The longest colour text read at all (#rrggbb with room for spaces around it). */
export const BRAND_COLOR_INPUT_MAX_LENGTH = 32;

/** '#1677FF' and '1677ff' are taken as '#1677ff'; anything else is refused. */
export function normalizeBrandColor(value: string): string | null {
  const trimmed = value.trim().toLowerCase();
  const withHash = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return BRAND_COLOR_PATTERN.test(withHash) ? withHash : null;
}

/** True only for a colour in the stored form (#rrggbb, lower case): the one test before a colour reaches CSS. */
export function isBrandColor(value: unknown): value is string {
  return typeof value === 'string' && BRAND_COLOR_PATTERN.test(value);
}

export const brandColorSchema = z
  .string({ error: BRAND_COLOR_INVALID })
  .max(BRAND_COLOR_INPUT_MAX_LENGTH, { error: BRAND_COLOR_INVALID, abort: true })
  .transform((value, ctx) => {
    const color = normalizeBrandColor(value);
    if (color === null) {
      ctx.addIssue({ code: 'custom', message: BRAND_COLOR_INVALID });
      return z.NEVER;
    }
    return color;
  });

export const brandColorInputSchema = z.object({ color: brandColorSchema });
export type BrandColorInput = z.input<typeof brandColorInputSchema>;

/** The logo: a whole PNG, JPEG, WebP or GIF (checked by its bytes), at most this large. */
export const BRAND_LOGO_MAX_BYTES = 1024 * 1024;
export const BRAND_LOGO_MAX_SIDE = 2048;
export const BRAND_LOGO_FIELD = 'logo';
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Black or white, whichever reads better on a brand colour (WCAG relative luminance). */
export function textOnBrandColor(color: string): '#ffffff' | '#1f1f1f' {
  if (!isBrandColor(color)) return '#ffffff';
  const channel = (hex: string) => {
    const c = parseInt(hex, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance =
    0.2126 * channel(color.slice(1, 3)) + 0.7152 * channel(color.slice(3, 5)) + 0.0722 * channel(color.slice(5, 7));
  // Contrast with white is 1.05 / (L + 0.05); with near-black about (L + 0.05) / 0.065.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.065 ? '#ffffff' : '#1f1f1f';
}
