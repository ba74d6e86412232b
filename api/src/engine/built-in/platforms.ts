import { PLATFORM_CAPS, copyTitle, truncateToCap, type CopyFormat, type Platform } from '@brandcast/shared';
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

/** How many hashtags each platform's readers expect. */
export const HASHTAGS_PER_PLATFORM: Record<Platform, number> = {
  twitter: 3,
  instagram: 5,
  facebook: 3,
  linkedin: 4,
  tiktok: 3,
  youtube: 3,
  email: 0,
  website: 0,
};

/** The richest candidate that fits the platform's cap; the last one is cut to it (spec section 5). */
function fit(platform: Platform, candidates: string[]): string {
  const cap = PLATFORM_CAPS[platform];
  for (const candidate of candidates) if (candidate.length <= cap) return candidate;
  return truncateToCap(candidates[candidates.length - 1] ?? '', platform);
}

const tags = (list: string[], n: number) => list.slice(0, n).join(' ');
const withoutEnd = (s: string) => s.replace(/[.!?]+$/, '');

function twitter(p: CopyParts, rng: Chooser): string {
  const line = p.lines[0] ?? '';
  // Three hashtags when they fit the cap, else fewer.
  const [t3, t2, t1] = [3, 2, 1].map((n) => tags(p.hashtags, n));
  return fit('twitter', [
    ...[t3, t2].map((t) => [p.hook, line, p.cta].filter(Boolean).join(' ') + (t ? `\n\n${t}` : '')),
    ...[t3, t2, t1].map((t) => [p.hook, p.cta].join(' ') + (t ? `\n\n${t}` : '')),
    [p.hook, p.cta].join(' '),
    p.hook,
  ]);
}

function tiktok(p: CopyParts, rng: Chooser): string {
  const emoji = rng.pick(['✨', '👀', '🔥', '🙌']);
  const t = tags(p.hashtags, 3);
  const hook = withoutEnd(p.hook);
  return fit('tiktok', [
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
  const parts = [p.hook, body, p.question ?? 'Tell us what you think in the comments.', `${p.cta} 👇`, t];
  return fit('facebook', [parts.filter(Boolean).join('\n\n')]);
}

function linkedin(p: CopyParts, rng: Chooser): string {
  const arrow = rng.pick(['→', '▸', '•']);
  const [first, ...rest] = p.lines;
  const bullets = rest.slice(0, 4).map((l) => `${arrow} ${l}`);
  const t = tags(p.hashtags, HASHTAGS_PER_PLATFORM.linkedin);
  const parts = [
    p.hook,
    first ?? '',
    bullets.length > 1 ? `${rng.pick(['What that means in practice:', 'Why it matters:', 'In short:'])}\n${bullets.join('\n')}` : rest.join(' '),
    p.question ?? 'What would you add? Tell us in the comments.',
    p.cta,
    t,
  ];
  return fit('linkedin', [parts.filter(Boolean).join('\n\n')]);
}

function youtube(p: CopyParts, rng: Chooser): string {
  const t = tags(p.hashtags, HASHTAGS_PER_PLATFORM.youtube);
  const bullets = p.lines.slice(0, 5).map((l) => `• ${l}`);
  const parts = [
    p.hook,
    rng.pick(['In this video:', 'What you will see:', 'Inside this video:']) + (bullets.length > 0 ? `\n${bullets.join('\n')}` : ' a closer look at what we do and why.'),
    `👉 ${p.cta}`,
    `Subscribe for more${p.name ? ` from ${p.name}` : ''}, and tell us in the comments what you would like to see next.`,
    t,
  ];
  return fit('youtube', [parts.filter(Boolean).join('\n\n')]);
}

function email(p: CopyParts, rng: Chooser): string {
  // The subject is the hook, so the body does not say it again; the preview adds a line the body does not repeat.
  // A question keeps its mark ("Supermarket bread that goes stale in a day?" said without it sells the stale bread).
  const subjectOf = (s: string) => s.replace(/[.!]+$/, '');
  const short = [p.hook, p.hook.split(/[,:;]\s/)[0]!].map(subjectOf).find((s) => s.length <= 60);
  // A hook of two sentences ("Tired of …? Crumb & Co bakes …"): the first is the subject, the rest opens the body.
  const [first, ...after] = p.hook.split(/(?<=[.!?])\s+/);
  // Or one with a colon ("Pass your security questionnaires: Vaultline gets you …"): what comes before it is the subject.
  const colon = /^([^:]{8,60}):\s+(\p{Lu}.+)$/u.exec(p.hook);
  const split =
    after.length > 0 && first!.length <= 60 && !(short && short === subjectOf(p.hook))
      ? { subject: first!.replace(/\.$/, ''), rest: after.join(' ') }
      : colon && short !== subjectOf(p.hook)
        ? { subject: colon[1]!, rest: colon[2]! }
        : null;
  const subject = split?.subject ?? short ?? (p.name ? `News from ${p.name}` : 'Something new for you');
  // With one line to say, the body says it and the preview carries the call to action.
  const preview = p.lines.length > 1 ? p.lines[0]! : p.cta;
  const greeting = rng.pick(['Hi there,', 'Hi,']);
  const body = p.lines.slice(p.lines.length > 1 ? 1 : 0, 5).join('\n');
  const signoff = `${rng.pick(['Best,', 'Warm regards,', 'Thanks for reading,'])}\n${p.name ? `The ${p.name} team` : 'The team'}`;
  // A subject cut at a comma says the hook's main clause: the body does not say it again.
  const opening = split ? split.rest : '';
  const parts = [`Subject: ${subject}`, `Preview: ${preview}`, greeting, opening, body, preview === p.cta ? '' : p.cta, signoff];
  return fit('email', [parts.filter(Boolean).join('\n\n')]);
}

function website(p: CopyParts, rng: Chooser): string {
  const [sub, ...rest] = p.lines;
  const bullets = rest.slice(0, 4).map((l) => `• ${l}`);
  const heading = rng.pick([`Why ${p.name ?? 'us'}`, `What you get${p.name ? ` with ${p.name}` : ''}`, 'How it works for you']);
  // A heading over a single point is a list of one: the point is said as a line of its own.
  const parts = [p.hook, sub ?? '', bullets.length > 1 ? `${heading}\n${bullets.join('\n')}` : rest.slice(0, 1).join(''), p.cta];
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
        return linkedin(parts, rng);
      case 'youtube':
        return youtube(parts, rng);
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
    hashtags: inline.length > 0 ? inline : parts.hashtags.slice(0, Math.max(3, HASHTAGS_PER_PLATFORM[platform])),
  };
}
