import { PLATFORM_CAPS, characterCount, copyTitle, type CopyFormat, type Platform } from '@brandcast/shared';
import type { GeneratedCopy } from '../types';
import { LINK_ROOM } from '../built-in/platforms';
import type { Brief } from './read';
import { rankedProofs } from './proofs';
import { answerTo, painToYou, priceSentence, proofSentences, whatWeDo } from './sentences';
import { sentence, wordCount } from './text';
import { painQuestion } from './turns';

/**
 * The pain as a post says it: the reader's own questions when it is a list ("Leaks? Storm damage?"), else each pain
 * turned to "you", or short enough to read as the reader's situation; a long pain pasted in the owner's words is not.
 */
export function painLines(b: Brief, from = 0, most = 2): string[] {
  const asked = from === 0 ? painQuestion(b) : null;
  if (asked) return [asked];
  return b.pains
    .slice(from, from + most)
    .map((p) => painToYou(p, b))
    .filter((p) => /^(?:you|tired of)\b/i.test(p) || wordCount(p) <= 16);
}

/**
 * Posts in each platform's own shape, made of whole sentences: an X post is one idea and its ask; a LinkedIn post
 * opens on a line that earns the read, tells the pain, the answer and the proof, and asks once; an email has a
 * subject under 50 characters, a preview that adds something, a body of 50-120 words with one ask. Copies of one
 * call differ in angle (the pain, the proof, the offer and its price), never in an emoji.
 */
export type Angle = 'pain' | 'proof' | 'offer' | 'story';
export const ANGLES: readonly Angle[] = ['pain', 'proof', 'offer', 'story'];

interface Body {
  lead: string[];
  support: string[];
}

/** The sentences a post of one angle says, the strongest first. */
export function bodyOf(b: Brief, angle: Angle): Body | null {
  const proofs = rankedProofs(b);
  const does = whatWeDo(b);
  const price = priceSentence(b);
  // Each angle leads with its own proofs, so copies of one call say different things: the pain's answer, then the
  // first proofs for the proof angle, the rest for the offer.
  const answer = b.pains[0] ? answerTo(b.pains[0], proofs) : null;
  const others = proofs.filter((p) => p !== answer);
  const said = proofSentences(b, others);
  if (angle === 'pain') {
    const pains = painLines(b);
    if (pains.length === 0) return null;
    return {
      lead: [...pains, ...proofSentences(b, answer ? [answer] : [])],
      support: [does, said[said.length - 1]].filter((s): s is string => Boolean(s)),
    };
  }
  if (angle === 'proof') {
    // The pain's answer is the pain angle's: the proof angle leads with the others while there are two.
    const all = said.length >= 2 ? said : proofSentences(b, proofs);
    if (all.length < 2) return null;
    return { lead: all.slice(0, 2), support: [...all.slice(2, 4), price].filter((s): s is string => Boolean(s)) };
  }
  if (angle === 'story') {
    // Who is behind it: the founder, the years, the team, the count of work done.
    const story = proofSentences(
      b,
      proofs.filter((p) => ['founder', 'years', 'since', 'team', 'count', 'award'].includes(p.kind)),
    );
    if (story.length === 0 || !does) return null;
    return { lead: story.slice(0, 2), support: [does, price].filter((s): s is string => Boolean(s)) };
  }
  if (!does) return null;
  return {
    lead: [does, ...(price ? [price] : [])],
    support: [...said.slice(2), ...painLines(b, 2, 1)].slice(0, 3),
  };
}

const runs = (text: string) => {
  const w = text.toLowerCase().match(/[\p{L}\p{N}£$€%'’-]+/gu) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= w.length; i += 1) {
    const run = w.slice(i, i + 3);
    if (run.some((x) => x.length > 3 || /\d/.test(x))) out.add(run.join(' '));
  }
  return out;
};

/** Whether two texts say three words in a row in common (a word of four letters or a number among them). */
export function sharesRun(a: string, b: string): boolean {
  const x = runs(a);
  for (const run of runs(b)) if (x.has(run)) return true;
  return false;
}

/** Whether a text says a run of three words twice (its sign-off and hashtags aside). */
export function repeatsRun(text: string): boolean {
  const sentences = text
    .replace(/#[\p{L}\p{N}_]+/gu, '')
    .split(/\n+|(?<=[.!?])\s+/)
    .filter((l) => !/^(?:Subject|Preview):|^The .+ team$|^Thanks,$/.test(l.trim()));
  for (let i = 0; i < sentences.length; i += 1)
    for (let j = i + 1; j < sentences.length; j += 1) if (sharesRun(sentences[i]!, sentences[j]!)) return true;
  return false;
}

const fits = (platform: Platform, text: string) =>
  characterCount(text, platform) <= PLATFORM_CAPS[platform] - (LINK_ROOM[platform] ?? 0);

/** The first of the texts that fits the platform's cap as it counts (link room kept), or null. */
const firstFitting = (platform: Platform, texts: string[]) => texts.find((t) => fits(platform, t)) ?? null;

const askOf = (b: Brief) => (b.ask ? sentence(b.ask) : null);

function twitter(b: Brief, hook: string | null, body: Body, tags: string[]): string | null {
  const ask = askOf(b);
  const tag = tags[0] ? `\n\n${tags[0]}` : '';
  const opening = hook ? [hook] : [];
  const tries = [
    [...opening, ...body.lead, ask],
    [...opening, ...body.lead.slice(0, 2), ask],
    [...opening, body.lead[0], ask],
  ].map((parts) => parts.filter(Boolean).join(' '));
  return firstFitting('twitter', [...tries.map((t) => t + tag), ...tries]);
}

function linkedin(b: Brief, hook: string | null, body: Body, tags: string[]): string | null {
  const ask = askOf(b);
  const paragraphs = [hook, body.lead.join(' '), body.support.slice(0, 3).join(' '), ask].filter(Boolean) as string[];
  let text = paragraphs.join('\n\n');
  if (wordCount(text) < 60)
    text = [hook, body.lead.join(' '), body.support.join(' '), ask].filter(Boolean).join('\n\n');
  if (wordCount(text) < 60 && b.pains.length > 0)
    text = [
      hook,
      body.lead.join(' '),
      body.support.join(' '),
      painLines(b)
        .filter((p) => !text.includes(p))
        .join(' '),
      ask,
    ]
      .filter(Boolean)
      .join('\n\n');
  // 60 words or more where the brief gives them; never padded past what it says, never under 40.
  if (wordCount(text) < 40 || wordCount(text) > 150) return null;
  return `${text}${tags.length > 0 ? `\n\n${tags.slice(0, 2).join(' ')}` : ''}`;
}

const SUBJECT_MAX = 49;

function email(b: Brief, hook: string | null, body: Body, angle: Angle): string | null {
  const ask = askOf(b);
  if (!ask) return null;
  const subjects = [
    hook?.replace(/[.!]$/, ''),
    angle === 'pain' ? body.lead[0]?.replace(/[.!]$/, '') : null,
    body.lead[0]?.replace(/[.!]$/, ''),
    b.ask,
  ].filter((s): s is string => Boolean(s) && s!.length <= SUBJECT_MAX);
  const subject = subjects[0];
  if (!subject) return null;
  const used = new Set([`${subject}.`, `${subject}?`, subject]);
  const lead = body.lead.filter((s) => !used.has(s));
  const support = body.support.filter((s) => !used.has(s));
  const preview = support[support.length - 1] ?? lead[lead.length - 1];
  if (!preview) return null;
  const paragraphs = [lead.join(' '), support.filter((s) => s !== preview).join(' ')].filter(Boolean);
  const sign = b.name ? `The ${b.name} team` : 'The team';
  const text = [`Subject: ${subject}`, `Preview: ${preview}`, 'Hi,', ...paragraphs, ask, `Thanks,\n${sign}`].join(
    '\n\n',
  );
  const bodyWords = wordCount([...paragraphs, ask].join(' '));
  return bodyWords >= 25 && bodyWords <= 120 ? text : null;
}

function instagram(b: Brief, hook: string | null, body: Body, tags: string[]): string | null {
  const ask = askOf(b);
  const lines = [
    hook,
    body.lead.join(' '),
    body.support.slice(0, 2).join(' '),
    ask ? `${ask.replace(/\.$/, '')}: link in bio.` : null,
  ];
  return `${lines.filter(Boolean).join('\n\n')}\n\n${tags.slice(0, 5).join(' ')}`.trim();
}

function tiktok(b: Brief, hook: string | null, body: Body, tags: string[]): string | null {
  const ask = askOf(b);
  const opening = hook ?? body.lead[0];
  // TikTok is found by its tags: a caption carries at least one.
  if (tags.length === 0) return null;
  // The angle's first line when it fits: copies of one call say something other than the hook each.
  const line = body.lead.find((l) => l !== opening);
  const tries = [
    [opening, line, tags[0]],
    [opening, ask, tags.slice(0, 2).join(' ')],
    [opening, ask, tags[0]],
    [opening, tags[0]],
  ].map((parts) => parts.filter(Boolean).join(' '));
  return firstFitting('tiktok', tries);
}

function facebook(b: Brief, hook: string | null, body: Body): string | null {
  const ask = askOf(b);
  return [hook, body.lead.join(' '), body.support.slice(0, 2).join(' '), ask].filter(Boolean).join('\n\n');
}

const WRITERS: Partial<
  Record<Platform, (b: Brief, hook: string | null, body: Body, tags: string[], angle: Angle) => string | null>
> = {
  twitter: (b, h, body, t) => twitter(b, h, body, t),
  linkedin: (b, h, body, t) => linkedin(b, h, body, t),
  email: (b, h, body, _t, angle) => email(b, h, body, angle),
  instagram: (b, h, body, t) => instagram(b, h, body, t),
  tiktok: (b, h, body, t) => tiktok(b, h, body, t),
  facebook: (b, h, body) => facebook(b, h, body),
};

export const CRAFTED_PLATFORMS = new Set(Object.keys(WRITERS) as Platform[]);

/** One copy of an angle for a platform, or null when the brief does not give that angle enough to say. */
export function craftPost(
  b: Brief,
  platform: Platform,
  format: CopyFormat,
  hook: string | null,
  angle: Angle,
  tags: string[],
): GeneratedCopy | null {
  const write = WRITERS[platform];
  const body = bodyOf(b, angle);
  if (!write || !body) return null;
  // The hook is not said twice: a body sentence that says three of its words in a row goes.
  const strip = (list: string[]) => list.filter((s) => !hook || !sharesRun(hook, s));
  const content = write(b, hook, { lead: strip(body.lead), support: strip(body.support) }, tags, angle);
  if (!content || !fits(platform, content) || repeatsRun(hook ? content.replace(hook, '') : content)) return null;
  const inline = tags.filter((t) => content.includes(t));
  return {
    platform,
    format,
    title: copyTitle(platform, format, content),
    content,
    hashtags: inline.length > 0 ? inline : [],
  };
}
