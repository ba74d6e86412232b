import type { CopyFormat, Platform } from '@brandcast/shared';
import { brandOf, cap, clean } from '../brand';
import { sameBody } from '../sameness';
import { choose, type Candidate } from '../select';
import { applyVoice } from '../voice';
import { escapeRegExp } from '@brandcast/shared';
import { hashtagsFor, uniqueHashtags } from '../hashtags';
import { chooser } from '../random';
import type { EngineCopy, EngineMessage, EngineProject, GeneratedCopy } from '../types';
import { writeMessages } from './messages';
import { HASHTAGS_PER_PLATFORM, composeCopy, type CopyParts } from './platforms';
import { LINES_PER_PLATFORM, bodyFor, brandLines, partsFor } from './copy-body';

/**
 * Copies for one platform: from the message when given, else each from its own tagline. Many are written
 * (each hook with its body led by other facts), the defective dropped, and the best `count` kept that differ
 * in hook and in body.
 */
export function writeCopies(
  project: EngineProject,
  message: EngineMessage | null,
  platform: Platform,
  format: CopyFormat,
  count: number,
  seed: number,
): GeneratedCopy[] {
  const b = brandOf(project);
  // The message is the user's own words: said as written (spaces tidied), never shortened or deduplicated.
  const source = message
    ? message.content
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[\s.!?;:,]+$/, '')
    : '';
  const hooks = source
    ? [`${source}${/[.!?]$/.test(message!.content.trim()) ? message!.content.trim().slice(-1) : '.'}`]
    : [
        ...writeMessages(b, 'tagline', Math.min(10, count * 3), chooser(seed, 1)),
        // Ten copies need ten hooks that open differently: value propositions lead the rest.
        ...(count > 3 ? writeMessages(b, 'value_proposition', 10, chooser(seed, 5)) : []),
      ].map((m) => m.content);
  // Lines with a word the voice avoids are never written; the rest speak in its tone.
  const avoided = (b.voice.wordsToAvoid ?? []).map(
    (w) => new RegExp(`(?<![\\p{L}])${escapeRegExp(w)}(?![\\p{L}])`, 'iu'),
  );
  const lines = brandLines(b, chooser(seed, 9))
    .filter((line) => !avoided.some((a) => a.test(line.text)))
    .map((line) => ({ ...line, text: applyVoice(line.text, b.voice) }));
  // Half the lines at most, so copies of one call can each say other things.
  // An email, a video description or a LinkedIn post asked for many times over says two lines each, so ten emails of one call can each say other things.
  const perPlatform =
    (platform === 'email' || platform === 'youtube' || platform === 'linkedin') && count > 3
      ? 2
      : LINES_PER_PLATFORM[platform];
  const max = Math.min(perPlatform, Math.max(2, Math.ceil(lines.length / 2)));
  const tags = hashtagsFor('', project, Math.max(3, HASHTAGS_PER_PLATFORM[platform]), { fromText: false });
  // The audience and each part of it ("families", "offices"), to tell a hook that names them.
  const segments = b.audienceHead
    ? [b.audienceHead, ...b.audienceHead.split(/\s+and\s+|,\s*/).filter((x) => x.length > 3)]
    : [];
  const written = new Map<string, GeneratedCopy>();
  const bodies = new Map<string, string[]>();
  const hookOf = new Map<string, string>();
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  hooks.forEach((hook, i) => {
    // Every rotation of the lines for a message's copies; a few per hook otherwise, each hook leading with other facts.
    const all = Array.from({ length: Math.max(1, lines.length) }, (_, k) => k);
    const offsets = source ? all : [0, 1, 2, 3].map((k) => (i * max + k) % Math.max(1, lines.length));
    // On X a strong hook may stand alone with its call to action: the last resort when the lines run out.
    const alone = platform === 'twitter' && !source ? [-1] : [];
    // Asked for more than a few, each hook is also tried with every other line after its first.
    const strides = count > 3 && !source && lines.length > 3 ? [1, 2] : [1];
    for (const [offset, stride] of [...offsets, ...alone].flatMap((o): Array<[number, number]> =>
      o < 0 ? [[o, 1]] : strides.map((st) => [o, st]),
    )) {
      const rng = chooser(seed, 10 + i * 16 + offset + (stride - 1) * 7);
      const body =
        offset < 0
          ? []
          : bodyFor(
              lines,
              hook,
              offset,
              max,
              b.location?.split(',')[0] ?? null,
              stride,
              b.offer?.phrase ?? '',
              b.offer?.head ?? '',
              segments,
            );
      const copy = composeCopy(platform, format, partsFor(b, project, hook, body, platform, rng, tags), rng);
      if (seen.has(copy.content)) continue;
      seen.add(copy.content);
      // A message's own words are the user's: only what the writer added is checked and compared.
      const text = source
        ? copy.content.includes(withoutEnd(hook))
          ? copy.content.split(withoutEnd(hook)).join('')
          : body.join('\n') || `${offset}`
        : copy.content;
      written.set(text, copy);
      bodies.set(text, body);
      hookOf.set(text, hook);
      candidates.push({ angle: `${i}`, text, ...(body.length === 0 && max > 0 ? { bare: true } : {}) });
    }
  });
  // Two copies with half their supporting lines in common are one copy told twice (copies of one message share the hook).
  const subject = (text: string) => /^Subject: (.*)$/m.exec(written.get(text)!.content)?.[1];
  // Most of what two copies say in common (their hooks and lines, in any order: one's hook may be the other's
  // line) is one copy told twice.
  // An email's hook is its subject, apart from the body: its body alone is compared.
  // Its first line is its preview when it has two or more (platforms.ts): the body a reader opens is the rest.
  const emailBody = (body: string[]) => (body.length > 1 ? body.slice(1) : body);
  const said = (text: string) =>
    [...(platform === 'email' ? emailBody(bodies.get(text)!) : [hookOf.get(text)!, ...bodies.get(text)!])].map((x) =>
      x.replace(/[.!?]+$/, '').toLowerCase(),
    );
  const mostlyShared = (a: string[], c: string[]) =>
    a.length > 0 &&
    c.length > 0 &&
    count <= 3 &&
    c.filter((line) => a.includes(line)).length / Math.min(a.length, c.length) > 0.6;
  const differ = (a: string, c: string) =>
    (platform === 'email' && !source && subject(a) === subject(c)) ||
    (!source && mostlyShared(said(a), said(c))) ||
    sameBody({ text: a, lines: bodies.get(a)! }, { text: c, lines: bodies.get(c)! }, count > 3);
  // Hooks come ranked by the scorer already (best first): a copy ranks by its hook, the seed varying close ones.
  const kept = choose(candidates, 'copy', count, b, chooser(seed, 4), {
    similar: differ,
    sameOpenings: Boolean(source),
    rank: (c) => 100 - Number(c.angle) * 8 - ('bare' in c ? 20 : 0),
  });
  return kept.map((c) => written.get(c.text)!);
}

const withoutEnd = (s: string) => s.replace(/[.!?]+$/, '');

const EMOJI = /\p{Extended_Pictographic}\uFE0F?/gu;
const BOILERPLATE =
  /^(?:hi there|hello|hi|best|warm regards|thanks for reading|subscribe for more|hello, friends|a quick hello from us)\b/i;
const CTA_START =
  /^(?:get|start|try|join|book|order|shop|sign|reserve|request|talk|see|learn|find|discover|follow|come|stay|be the first|call|visit|buy|download)\b/i;

/** A copy taken apart into hook, lines, question and call to action, to be put together for another platform. */
export function partsOfCopy(copy: EngineCopy, platform: Platform): CopyParts {
  let name: string | null = null;
  let subjectLine: string | null = null;
  const sentences: string[] = [];
  for (const rawLine of copy.content.split('\n')) {
    const line = rawLine
      .replace(EMOJI, '')
      .replace(/#[\p{L}\p{N}_]+/gu, '')
      .replace(/^\s*(?:[•→▸✔-]\s*)+/u, '')
      .trim();
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
      const sentence = s
        .replace(/:\s*link in bio\.?$/i, '.')
        .replace(/\s+/g, ' ')
        .trim();
      if (/\p{L}/u.test(sentence) && !sentences.includes(sentence))
        sentences.push(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
    }
  }
  const cta = sentences.find((s, i) => i > 0 && CTA_START.test(s)) ?? 'Learn more.';
  const question = sentences.find((s, i) => i > 0 && s.endsWith('?')) ?? null;
  const hook =
    sentences[0] ?? (subjectLine ? `${subjectLine}.` : cap(clean(copy.title ?? '')) || 'Something new for you.');
  const lines = sentences.slice(1).filter((s) => s !== cta && s !== question);
  const limit = Math.max(3, HASHTAGS_PER_PLATFORM[platform]);
  const hashtags = uniqueHashtags([
    ...(copy.hashtags ?? []),
    ...hashtagsFor(copy.content, { details: {} }, limit),
  ]).slice(0, limit);
  return { hook, lines, question, cta, hashtags, name };
}

export function adaptCopy(copy: EngineCopy, platform: Platform, seed: number): GeneratedCopy {
  const rng = chooser(seed, 2);
  return composeCopy(platform, copy.format, partsOfCopy(copy, platform), rng);
}
