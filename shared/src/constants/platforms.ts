import { PERFORMANCE_FIELDS, type PerformanceField } from './domain';

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

/** Room past a platform's cap for a copy being edited (pasted in, then trimmed): the counter says by how much. */
export const COPY_EDIT_ROOM = 1000;
/**
 * The longest copy text accepted at all, whatever its platform: the largest cap (Facebook's 63,206) plus room for an
 * edit. It is checked before the text is counted, so no request makes the server read more.
 */
export const COPY_CONTENT_MAX_LENGTH = Math.max(...Object.values(PLATFORM_CAPS)) + COPY_EDIT_ROOM;
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

/**
 * Where a copy is meant to go, as an instruction: Brandcast connects to no channel yet, so "published" only
 * marks a copy as posted by its author, and every word about it says who posts it ("Post it on LinkedIn").
 */
export const POST_IT: Record<Platform, string> = {
  twitter: 'Post it on X (Twitter)',
  instagram: 'Post it on Instagram',
  facebook: 'Post it on Facebook',
  linkedin: 'Post it on LinkedIn',
  tiktok: 'Post it on TikTok',
  youtube: 'Post it on YouTube',
  email: 'Send it as an email',
  website: 'Put it on your website',
};

/**
 * The performance numbers each platform has, in its own words (LinkedIn and Facebook count reactions, email
 * counts opens): a copy shows and takes only its platform's. Clicks are every platform's, since a copy's
 * tracked link counts them wherever the link is posted.
 */
export const PLATFORM_METRICS: Record<Platform, Partial<Record<PerformanceField, string>>> = {
  twitter: {
    views: 'Views',
    likes: 'Likes',
    shares: 'Shares',
    comments: 'Replies',
    retweets: 'Retweets',
    clicks: 'Clicks',
  },
  instagram: { views: 'Views', likes: 'Likes', comments: 'Comments', shares: 'Shares', clicks: 'Clicks' },
  facebook: { views: 'Views', likes: 'Reactions', comments: 'Comments', shares: 'Shares', clicks: 'Clicks' },
  linkedin: { views: 'Impressions', likes: 'Reactions', comments: 'Comments', shares: 'Reposts', clicks: 'Clicks' },
  tiktok: { views: 'Views', likes: 'Likes', comments: 'Comments', shares: 'Shares', clicks: 'Clicks' },
  youtube: { views: 'Views', likes: 'Likes', comments: 'Comments', shares: 'Shares', clicks: 'Clicks' },
  email: { views: 'Opens', clicks: 'Clicks' },
  website: { views: 'Page views', clicks: 'Clicks' },
};

/** A platform's performance fields, in the spec's order. */
export const metricsOf = (platform: Platform): PerformanceField[] =>
  PERFORMANCE_FIELDS.filter((field) => PLATFORM_METRICS[platform][field] !== undefined);

/**
 * How a copy gets to its platform from a browser:
 * - `text`: the platform's composer opens with the text filled in (X, LinkedIn);
 * - `link`: its sharer takes a web address only and reads the page's own preview (Facebook);
 * - `copy-and-open`: it has no web composer, so the text is copied and the platform opens (on a phone, its
 *   app) to paste it there (Instagram, TikTok, YouTube);
 * - `email`: the mail app opens with the subject and the text;
 * - `copy`: nowhere to open: the text is copied, to paste into the page (website).
 */
export type ShareMethod = 'text' | 'link' | 'copy-and-open' | 'email' | 'copy';
export const PLATFORM_SHARING: Record<Platform, { method: ShareMethod; open?: string }> = {
  twitter: { method: 'text' },
  linkedin: { method: 'text' },
  facebook: { method: 'link' },
  instagram: { method: 'copy-and-open', open: 'https://www.instagram.com/' },
  tiktok: { method: 'copy-and-open', open: 'https://www.tiktok.com/upload' },
  youtube: { method: 'copy-and-open', open: 'https://studio.youtube.com/' },
  email: { method: 'email' },
  website: { method: 'copy' },
};
