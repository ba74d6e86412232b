/** Platforms and their character caps: spec section 9. */
export const PLATFORM_CAPS = {
  twitter: 280,
  instagram: 2200,
  facebook: 63206,
  linkedin: 3000,
  tiktok: 150,
  youtube: 5000,
  email: 10000,
  website: 50000,
} as const;
export type Platform = keyof typeof PLATFORM_CAPS;
export const PLATFORMS = Object.keys(PLATFORM_CAPS) as Platform[];

export const PLATFORM_LABELS: Record<Platform, string> = {
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  email: 'Email',
  website: 'Website',
};

const ELLIPSIS = '...';

/** Spec section 5: text beyond the cap is cut to cap - 3 characters followed by an ellipsis. */
export function truncateToCap(text: string, platform: Platform): string {
  const cap = PLATFORM_CAPS[platform];
  if (text.length <= cap) return text;
  return text.slice(0, cap - ELLIPSIS.length) + ELLIPSIS;
}
