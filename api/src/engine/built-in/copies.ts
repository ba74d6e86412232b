import type { CopyFormat, Platform } from '@brandcast/shared';
import { brandOf, cap, clean, type Brand } from '../brand';
import { CALLS_TO_ACTION } from '../calls-to-action';
import { benefitPhrases, doings, says } from './messages';
import { hashtagsFor, uniqueHashtags } from '../hashtags';
import { chooser, type Chooser } from '../random';
import type { EngineCopy, EngineMessage, EngineProject, GeneratedCopy } from '../types';
import { writeMessages } from './messages';
import { HASHTAGS_PER_PLATFORM, composeCopy, type CopyParts } from './platforms';

/** Supporting lines, one idea each, from the brand fields: each only when its field is filled and the hook has not said it. */
function brandLines(b: Brand, hook: string, rng: Chooser): string[] {
  const said = (fragment: string | null) => fragment !== null && hook.toLowerCase().includes(fragment.toLowerCase());
  const lines: string[] = [];
  const end = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
  if (b.problem && !said(b.problem)) {
    if (b.problemShape === 'clause') lines.push(end(cap(b.problem)));
    else if (!/^not\s/i.test(b.problem)) lines.push(rng.pick([`No more ${end(b.problem)}`, `Tired of ${b.problem}?`]));
    else lines.push(`Tired of ${b.problem}?`);
  }
  const doing = doings(b).find((d) => !said(d));
  if (doing && b.name) lines.push(end(`${b.name} ${doing}`));
  else if (doing) lines.push(end(`We ${doing}`));
  if (b.audience && !said(b.audience) && b.name) lines.push(end(`Made for ${b.audience}`));
  for (const benefit of benefitPhrases(b).filter((p) => !said(p)).slice(0, 2)) lines.push(end(cap(benefit)));
  if (b.price) lines.push(end(/^[£$€]?\d/.test(b.price) && b.offer ? `${cap(b.offer.head)} from ${b.price.replace(/^from\s+/i, '')}` : cap(b.price)));
  if (b.location && !said(b.location)) lines.push(rng.pick([`Based in ${b.location}.`, `Find us in ${b.location}.`]));
  else if (b.online) lines.push('Available wherever you are.');
  if (b.stage === 'new') lines.push('Just launched.');
  if (b.stage === 'prelaunch') lines.push('Launching soon.');
  if (lines.length === 0) lines.push(`${says(b, 'answer')} every message in person.`);
  return [...new Set(lines)];
}

function brandQuestion(b: Brand, rng: Chooser): string | null {
  if (b.audience) return rng.pick(['Know someone who would love this? Tag them below.', 'Who should see this? Share it with them.']);
  return null;
}

function partsFor(b: Brand, project: EngineProject, hook: string, platform: Platform, rng: Chooser): CopyParts {
  const lines = brandLines(b, hook, rng);
  const limit = Math.max(3, HASHTAGS_PER_PLATFORM[platform]);
  return {
    hook,
    lines,
    question: brandQuestion(b, rng),
    cta: rng.pick(CALLS_TO_ACTION[b.cta](b)),
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
