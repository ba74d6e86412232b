import { characterCount } from '../character-count';

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

/**
 * Spec section 5: text beyond the cap is cut to cap - 3 characters followed by an ellipsis. Counted as
 * the platform counts (`count`, characterCount by default), so the result always fits; never splits an
 * emoji or a surrogate pair.
 */
export function truncateToCap(text: string, platform: Platform): string {
  const count = characterCount;
  const cap = PLATFORM_CAPS[platform];
  if (count(text, platform) <= cap) return text;
  const chars = Array.from(text).slice(0, cap - ELLIPSIS.length);
  while (chars.length > 0 && count(chars.join('') + ELLIPSIS, platform) > cap) chars.pop();
  return chars.join('') + ELLIPSIS;
}
