import {
  PLATFORM_CAPS,
  characterCount,
  copyTitle,
  escapeRegExp,
  truncateToCap,
  type CopyFormat,
  type Platform,
} from '@brandcast/shared';
import { cap } from '../brand';
import type { Chooser } from '../random';
import type { GeneratedCopy } from '../types';

/** The pieces a copy is made of, whatever the platform. Every string is a finished sentence. */
export interface CopyParts {
  hook: string;
  /** Supporting sentences, most important first. */
  lines: string[];
  /** A question that invites replies, when the brand gives one. */
  question: string | null;
  cta: string;
  hashtags: string[];
  /** The business name, for sign-offs. */
  name: string | null;
}

/**
 * How many hashtags each platform's readers expect: a tag or two where they help discovery (X, LinkedIn,
 * TikTok), a handful on Instagram, none where they read as noise (Facebook, email, a web page).
 */
export const HASHTAGS_PER_PLATFORM: Record<Platform, number> = {
  twitter: 1,
  instagram: 5,
  facebook: 0,
  linkedin: 2,
  tiktok: 3,
  youtube: 3,
  email: 0,
  website: 0,
};

/**
 * Room kept for the tracked link sharing adds below the copy ("\n\n" and the link): X counts any link as 23;
 * elsewhere a link counts its characters (`{APP_URL}/r/{code}`, about 40 on a typical domain). Only where the cap
 * is tight enough for a link to push a post over it.
 */
export const LINK_ROOM: Partial<Record<Platform, number>> = { twitter: 25, tiktok: 42 };

/** The richest candidate that fits the platform's cap as the platform counts it, its link included; the last one is cut to it (spec section 5). */
function fit(platform: Platform, candidates: string[]): string {
  const cap = PLATFORM_CAPS[platform] - (LINK_ROOM[platform] ?? 0);
  for (const candidate of candidates) if (characterCount(candidate, platform) <= cap) return candidate;
  return truncateToCap(candidates[candidates.length - 1] ?? '', platform);
}

const tags = (list: string[], n: number) => list.slice(0, n).join(' ');
const withoutEnd = (s: string) => s.replace(/[.!?]+$/, '');

function twitter(p: CopyParts, _rng: Chooser): string {
  const line = p.lines[0] ?? '';
  // The platform's hashtags when they fit the cap, else none.
  const t = tags(p.hashtags, HASHTAGS_PER_PLATFORM.twitter);
  return fit('twitter', [
    ...[t, ''].map((tag) => [p.hook, line, p.cta].filter(Boolean).join(' ') + (tag ? `\n\n${tag}` : '')),
    ...[t, ''].map((tag) => [p.hook, p.cta].join(' ') + (tag ? `\n\n${tag}` : '')),
    [p.hook, p.cta].join(' '),
    p.hook,
  ]);
}

function tiktok(p: CopyParts, rng: Chooser): string {
  const emoji = rng.pick(['✨', '👀', '🔥', '🙌']);
  const t = tags(p.hashtags, 3);
  const hook = withoutEnd(p.hook);
  // A caption: the hook, one line that says what the video shows, the ask. Copies of one call differ in that line.
  const line = p.lines[0] ?? '';
  return fit('tiktok', [
    // With the line, fewer hashtags before none: the cap (with the link's room) is tight.
    ...(line ? [3, 2, 1, 0].map((n) => `${hook} ${emoji} ${line} ${p.cta} ${tags(p.hashtags, n)}`.trim()) : []),
    `${hook} ${emoji} ${p.cta} ${t}`.trim(),
    `${hook} ${emoji} ${t}`.trim(),
    `${hook} ${emoji}`,
    hook,
  ]);
}

function instagram(p: CopyParts, rng: Chooser, format: CopyFormat): string {
  const [lead, bullet] = rng.pick([
    ['✨', '👉'],
    ['🌟', '✔️'],
    ['💛', '•'],
    ['🙌', '→'],
  ] as const);
  const body = p.lines.slice(0, format === 'caption' ? 2 : 4).map((l) => `${bullet} ${l}`);
  const t = tags(p.hashtags, HASHTAGS_PER_PLATFORM.instagram);
  const cta = `${withoutEnd(p.cta)}: link in bio.`;
  const parts = [`${p.hook} ${lead}`, body.join('\n'), p.question ?? '', cta, t].filter(Boolean);
  return fit('instagram', [parts.join('\n\n'), [`${p.hook} ${lead}`, cta, t].join('\n\n')]);
}

function facebook(p: CopyParts): string {
  const body = p.lines.slice(0, 3).join(' ');
  const t = tags(p.hashtags, HASHTAGS_PER_PLATFORM.facebook);
  const parts = [p.hook, body, p.cta, t];
  return fit('facebook', [parts.filter(Boolean).join('\n\n')]);
}

function linkedin(p: CopyParts): string {
  // A hook line, then the point said as a short paragraph, then one ask: no stock headings or questions.
  const t = tags(p.hashtags, HASHTAGS_PER_PLATFORM.linkedin);
  const [first, ...rest] = p.lines;
  const parts = [p.hook, [first, ...rest.slice(0, 1)].filter(Boolean).join(' '), rest.slice(1, 3).join(' '), p.cta, t];
  return fit('linkedin', [parts.filter(Boolean).join('\n\n')]);
}

function youtube(p: CopyParts): string {
  const t = tags(p.hashtags, HASHTAGS_PER_PLATFORM.youtube);
  const parts = [p.hook, p.lines.slice(0, 3).join(' '), p.lines.slice(3, 5).join(' '), p.cta, t];
  return fit('youtube', [parts.filter(Boolean).join('\n\n')]);
}

/** An email's subject: under 50 characters, as inboxes show it whole. */
export const SUBJECT_MAX = 49;

function email(p: CopyParts, rng: Chooser): string {
  // The subject is the hook, so the body does not say it again; the preview adds a line the body does not repeat.
  // A question keeps its mark ("Supermarket bread that goes stale in a day?" said without it sells the stale bread).
  const subjectOf = (s: string) => s.replace(/[.!]+$/, '');
  // The hook's first clause stands as a subject only when it says something alone ("Calm, …" does not).
  const clause = p.hook.split(/[,:;]\s/)[0]!;
  const short = [p.hook, ...(clause.split(/\s+/).length >= 3 ? [clause] : [])]
    .map(subjectOf)
    .find((s) => s.length <= SUBJECT_MAX);
  // A hook of two sentences ("Tired of …? Crumb & Co bakes …"): the first is the subject, the rest opens the body.
  const [first, ...after] = p.hook.split(/(?<=[.!?])\s+/);
  // "Kiwi Sparkle Cleaning Co. Same cleaner every visit.": the sender is the name; the subject is what follows.
  // So is "Sparkright Electrical: licensed electrical contractor, 14 years.": the subject is after the colon.
  const named = p.name ? new RegExp(`^${escapeRegExp(p.name)}[:,]\\s+(.+)$`, 'u').exec(subjectOf(p.hook)) : null;
  const afterName =
    p.name && after.length > 0 && subjectOf(first!) === p.name
      ? subjectOf(after.join(' '))
      : named
        ? cap(named[1]!)
        : null;
  if (afterName && afterName.length <= SUBJECT_MAX) return emailWith(p, rng, afterName, '');
  // Or one with a colon ("Pass your security questionnaires: Vaultline gets you …"): what comes before it is the subject.
  const colon = /^([^:]{8,49}):\s+(\p{Lu}.+)$/u.exec(p.hook);
  const split =
    after.length > 0 && first!.length <= SUBJECT_MAX && !(short && short === subjectOf(p.hook))
      ? { subject: first!.replace(/\.$/, ''), rest: after.join(' ') }
      : colon && short !== subjectOf(p.hook)
        ? { subject: colon[1]!, rest: colon[2]! }
        : null;
  // A hook too long for a subject opens the body whole, and the subject is its first words that read alone.
  // The hook's first words, cut at a word, when they end on one that can end a phrase ("…grooming for dog owners").
  const cut = subjectOf(p.hook)
    .slice(0, SUBJECT_MAX + 1)
    .replace(/\s+\S*$/, '')
    .replace(/[,;:]$/, '');
  const cutReads =
    cut.split(/\s+/).length >= 4 && !/\b(?:a|an|the|for|to|of|in|on|at|with|and|or|by|from|your|our)$/i.test(cut);
  const subject =
    split?.subject ??
    short ??
    (cutReads ? cut : null) ??
    (p.name
      ? `${p.name}: ${p.lines[0] ? subjectOf(p.lines[0]) : 'a note'}`.slice(0, SUBJECT_MAX).replace(/\s+\S*$/, '')
      : subjectOf(p.hook)
          .slice(0, SUBJECT_MAX)
          .replace(/\s+\S*$/, ''));
  return emailWith(p, rng, subject, split ? split.rest : short ? '' : p.hook);
}

/** The email of a subject and the sentence that opens its body ('' when the subject said the whole hook). */
function emailWith(p: CopyParts, rng: Chooser, subject: string, opening: string): string {
  // The preview adds a line the body does not say; with no line to spare, it carries the ask.
  const preview = p.lines.length > 1 ? p.lines[0]! : p.cta;
  const rest = p.lines.slice(p.lines.length > 1 ? 1 : 0, 6);
  // The body is never empty: with nothing else to say, it says the hook.
  const lead = opening || (rest.length === 0 ? p.hook : '');
  const paragraphs = [[lead, ...rest.slice(0, 2)].filter(Boolean).join(' '), rest.slice(2).join(' ')];
  const greeting = rng.pick(['Hi there,', 'Hi,']);
  const signoff = `${rng.pick(['Best,', 'Warm regards,', 'Thanks,'])}\n${p.name ? `The ${p.name} team` : 'The team'}`;
  const parts = [
    `Subject: ${subject}`,
    `Preview: ${preview}`,
    greeting,
    ...paragraphs,
    preview === p.cta ? '' : p.cta,
    signoff,
  ];
  return fit('email', [parts.filter(Boolean).join('\n\n')]);
}

function website(p: CopyParts, rng: Chooser): string {
  const [sub, ...rest] = p.lines;
  const bullets = rest.slice(0, 4).map((l) => `• ${l}`);
  const heading = rng.pick([
    `Why ${p.name ?? 'us'}`,
    `What you get${p.name ? ` with ${p.name}` : ''}`,
    'How it works for you',
  ]);
  // A heading over a single point is a list of one: the point is said as a line of its own.
  const parts = [
    p.hook,
    sub ?? '',
    bullets.length > 1 ? `${heading}\n${bullets.join('\n')}` : rest.slice(0, 1).join(''),
    p.cta,
  ];
  return fit('website', [parts.filter(Boolean).join('\n\n')]);
}

/** A copy for one platform, in its tone, length and conventions, within its cap. */
export function composeCopy(platform: Platform, format: CopyFormat, parts: CopyParts, rng: Chooser): GeneratedCopy {
  const content = (() => {
    switch (platform) {
      case 'twitter':
        return twitter(parts, rng);
      case 'tiktok':
        return tiktok(parts, rng);
      case 'instagram':
        return instagram(parts, rng, format);
      case 'facebook':
        return facebook(parts);
      case 'linkedin':
        return linkedin(parts);
      case 'youtube':
        return youtube(parts);
      case 'email':
        return email(parts, rng);
      case 'website':
        return website(parts, rng);
    }
  })();
  const inline = parts.hashtags.filter((t) => content.includes(t));
  return {
    platform,
    format,
    title: copyTitle(platform, format, content),
    content,
    // A platform that shows none gets none to paste (an email with hashtags reads as a post).
    hashtags: inline.length > 0 ? inline : parts.hashtags.slice(0, HASHTAGS_PER_PLATFORM[platform]),
  };
}
