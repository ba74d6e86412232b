import type { CopyFormat, Platform } from '@brandcast/shared';
import { CALLS_TO_ACTION, brandOf, cap, clean, subject, type Brand } from '../brand';
import { hashtagsFor, uniqueHashtags } from '../hashtags';
import { chooser, type Chooser } from '../random';
import type { EngineCopy, EngineMessage, EngineProject, GeneratedCopy } from '../types';
import { writeMessages } from './messages';
import { HASHTAGS_PER_PLATFORM, composeCopy, type CopyParts } from './platforms';

/** Supporting sentences from the brand fields, each only when its field is filled and the hook has not said it. */
function brandLines(b: Brand, hook: string, rng: Chooser): string[] {
  const said = (fragment: string | null) => fragment !== null && hook.toLowerCase().includes(fragment.toLowerCase());
  const lines: string[] = [];
  if (b.problem && !said(b.problem)) lines.push(rng.pick([`No more ${b.problem}.`, `Say goodbye to ${b.problem}.`]));
  // What is sold is said once: not again when the hook (a tagline) already names it, but the business is named.
  const offerSaid = said(b.offerLong) || said(b.offer);
  const offer = offerSaid ? null : (b.offerLong ?? b.offer);
  const byName = b.name && !said(b.name) ? b.name : null;
  if (offer && b.audience && !said(b.audience)) {
    lines.push(rng.pick([`${subject(b, 'bring')} ${offer} to ${b.audience}.`, `${cap(offer)}, made for ${b.audience}.`]));
  } else if (offer) {
    lines.push(`${subject(b, 'offer')} ${offer}.`);
  } else if (b.audience && !said(b.audience)) {
    lines.push(byName ? `${byName}: made for ${b.audience}.` : `Made for ${b.audience}.`);
  } else if (byName) {
    lines.push(`From ${byName}.`);
  }
  if (b.value && !said(b.value)) lines.push(rng.pick([`What sets ${b.name ?? 'us'} apart: ${b.value}.`, `The difference: ${b.value}.`]));
  if (b.location) lines.push(rng.pick([`Find us in ${b.location}.`, `Proudly based in ${b.location}.`]));
  else if (b.online) lines.push('Available online, wherever you are.');
  if (b.price) lines.push(`Price range: ${b.price}.`);
  if (b.stage === 'new') lines.push("We've just launched, and we'd love to hear what you think.");
  if (b.stage === 'prelaunch') lines.push("We're launching soon, and you can be among the first.");
  if (lines.length === 0) {
    lines.push(
      rng.pick(['We keep things simple, honest and focused on you.', 'Every detail is handled with care.']),
      rng.pick(['Questions? We are always happy to help.', 'We would love to hear from you.']),
    );
  }
  return lines;
}

function brandQuestion(b: Brand, rng: Chooser): string | null {
  if (b.problem) return rng.pick([`Who else is done with ${b.problem}?`, `How do you deal with ${b.problem} today?`]);
  if (b.audience) return 'Know someone who would love this? Tag them below.';
  return null;
}

function partsFor(b: Brand, project: EngineProject, hook: string, platform: Platform, rng: Chooser): CopyParts {
  const lines = brandLines(b, hook, rng);
  const limit = Math.max(3, HASHTAGS_PER_PLATFORM[platform]);
  return {
    hook,
    lines,
    question: brandQuestion(b, rng),
    cta: rng.pick(CALLS_TO_ACTION[b.cta]),
    hashtags: hashtagsFor(`${hook} ${lines.join(' ')}`, project, limit),
    name: b.name,
  };
}

/** Copies for one platform: from the message when given, else each from its own tagline. */
export function writeCopies(
  project: EngineProject,
  message: EngineMessage | null,
  platform: Platform,
  format: CopyFormat,
  count: number,
  seed: number,
): GeneratedCopy[] {
  const b = brandOf(project);
  const source = message ? clean(message.content) : '';
  const hooks = source
    ? Array.from({ length: count }, () => `${source}${/[.!?]$/.test(message!.content.trim()) ? message!.content.trim().slice(-1) : '.'}`)
    : writeMessages(b, 'tagline', count, chooser(seed, 1)).map((m) => m.content);
  const out: GeneratedCopy[] = [];
  for (let i = 0; i < hooks.length && out.length < count; i += 1) {
    // A few tries per copy, so two copies of the same message still differ.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const rng = chooser(seed, 10 + i * 4 + attempt);
      const copy = composeCopy(platform, format, partsFor(b, project, hooks[i]!, platform, rng), rng);
      if (!out.some((c) => c.content === copy.content)) {
        out.push(copy);
        break;
      }
    }
  }
  return out;
}

const EMOJI = /\p{Extended_Pictographic}\uFE0F?/gu;
const BOILERPLATE = /^(?:hi there|hello|hi|best|warm regards|thanks for reading|subscribe for more|hello, friends|a quick hello from us)\b/i;
const CTA_START = /^(?:get|start|try|join|book|order|shop|sign|reserve|request|talk|see|learn|find|discover|follow|come|stay|be the first|call|visit|buy|download)\b/i;

/** A copy taken apart into hook, lines, question and call to action, to be put together for another platform. */
export function partsOfCopy(copy: EngineCopy, platform: Platform): CopyParts {
  let name: string | null = null;
  let subjectLine: string | null = null;
  const sentences: string[] = [];
  for (const rawLine of copy.content.split('\n')) {
    const line = rawLine.replace(EMOJI, '').replace(/#[\p{L}\p{N}_]+/gu, '').replace(/^\s*(?:[•→▸✔-]\s*)+/u, '').trim();
    if (!line) continue;
    const team = /^The (.+) team$/.exec(line);
    if (team) {
      name = team[1] ?? null;
      continue;
    }
    if (/^subject:/i.test(line)) {
      subjectLine = line.replace(/^subject:\s*/i, '');
      continue;
    }
    if (/^preview:/i.test(line) || /:$/.test(line) || BOILERPLATE.test(line)) continue;
    for (const s of line.split(/(?<=[.!?])\s+/)) {
      const sentence = s.replace(/:\s*link in bio\.?$/i, '.').replace(/\s+/g, ' ').trim();
      if (/\p{L}/u.test(sentence) && !sentences.includes(sentence)) sentences.push(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
    }
  }
  const cta = sentences.find((s, i) => i > 0 && CTA_START.test(s)) ?? 'Learn more.';
  const question = sentences.find((s, i) => i > 0 && s.endsWith('?')) ?? null;
  const hook = sentences[0] ?? (subjectLine ? `${subjectLine}.` : cap(clean(copy.title ?? '')) || 'Something new for you.');
  const lines = sentences.slice(1).filter((s) => s !== cta && s !== question);
  const limit = Math.max(3, HASHTAGS_PER_PLATFORM[platform]);
  const hashtags = uniqueHashtags([...(copy.hashtags ?? []), ...hashtagsFor(copy.content, { details: {} }, limit)]).slice(0, limit);
  return { hook, lines, question, cta, hashtags, name };
}

export function adaptCopy(copy: EngineCopy, platform: Platform, seed: number): GeneratedCopy {
  const rng = chooser(seed, 2);
  return composeCopy(platform, copy.format, partsOfCopy(copy, platform), rng);
}
