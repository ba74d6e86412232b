import type { CopyFormat, Platform } from '@brandcast/shared';
import { defectsOf } from '../defects';
import { hashtagsFor } from '../hashtags';
import { chooser } from '../random';
import type { Candidate } from '../select';
import type { EngineMessage, EngineProject, GeneratedCopy } from '../types';
import { applyVoice } from '../voice';
import { HASHTAGS_PER_PLATFORM } from '../built-in/platforms';
import { deviceLines } from './lines';
import { ANGLES, CRAFTED_PLATFORMS, craftPost } from './posts';
import { readBrief } from './read';

/** "#OneTo" of "one-to-one": a tag cut from a hyphenated word says nothing. */
export function cutFromCompound(tag: string, brief: string): boolean {
  const words = tag
    .slice(1)
    .split(/(?<=\p{Ll})(?=\p{Lu})/u)
    .map((w) => w.toLowerCase());
  const joined = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[- ]?');
  return new RegExp(`(?:\\p{L}-${joined}|${joined}-\\p{L})`, 'iu').test(brief);
}

/**
 * A copy without the hashtags cut out of a hyphenated compound of its brief ("one-dog-at-a-time" gave #OneDog and
 * #AtA): the tags go from its text and its list; the copy stays (it used to be dropped, and a platform got none).
 */
export function withoutCutTags<C extends { content: string; hashtags: string[] }>(copy: C, brief: string): C {
  const cut = new Set((copy.content.match(/#[\p{L}\p{N}_]+/gu) ?? []).filter((tag) => cutFromCompound(tag, brief)));
  if (cut.size === 0) return copy;
  const content = copy.content
    .replace(/#[\p{L}\p{N}_]+/gu, (tag) => (cut.has(tag) ? '' : tag))
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { ...copy, content, hashtags: copy.hashtags.filter((tag) => !cut.has(tag)) };
}

/** A text's first three words, as a reader sees them (an email's subject). */
export const openingWords = (text: string) =>
  (/^Subject: (.*)$/m.exec(text)?.[1] ?? text)
    .toLowerCase()
    .match(/[\p{L}\p{N}£$€%'’-]+/gu)
    ?.slice(0, 3)
    .join(' ') ?? '';

const bodySentences = (text: string) =>
  text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((l) => l.trim())
    .filter((l) => l.split(' ').length >= 3 && !/^(?:Subject|Preview):|^#|^The .+ team$/.test(l));

/** Two copies that say half their sentences in common (their shared hook and ask aside) are one copy told twice. */
function sharesBody(a: string, b: string, aside: string[]): boolean {
  const x = bodySentences(a).filter((l) => !aside.includes(l));
  const y = bodySentences(b).filter((l) => !aside.includes(l));
  const shared = y.filter((l) => x.includes(l)).length;
  return shared > 0 && shared / Math.max(1, Math.min(x.length, y.length)) >= 0.4;
}

/** Ranked above every line the older field-led writer offers: a crafted line that passes the gates goes first. */
export const CRAFT_BONUS = 40;

/** The crafted taglines or value propositions of a project, as candidates for the ranking. */
export function craftedLines(project: EngineProject, kind: 'tagline' | 'value_proposition', seed = 0): Candidate[] {
  const b = readBrief(project);
  // The seed varies the order among crafted lines as much as the ranking varies the rest.
  const rng = chooser(seed, 23);
  return deviceLines(b, kind).map((line) => ({
    angle: line.angle,
    text: applyVoice(line.text, b.brand.voice),
    bonus: CRAFT_BONUS + line.weight / 2 + rng.int(0, 30),
  }));
}

/**
 * Crafted copies for a platform, one per angle that the brief gives enough for, checked by the defect gate; the hook
 * is the message when there is one, else the project's best crafted taglines in turn.
 */
export function craftedCopies(
  project: EngineProject,
  message: EngineMessage | null,
  platform: Platform,
  format: CopyFormat,
  count: number,
  seed: number,
  hooks: string[],
): GeneratedCopy[] {
  if (!CRAFTED_PLATFORMS.has(platform) || format !== 'post') return [];
  const b = readBrief(project);
  const brief = Object.values(project.details ?? {}).join(' ');
  const tags = hashtagsFor('', project, Math.max(1, HASHTAGS_PER_PLATFORM[platform]) + 2, { fromText: false })
    .filter((tag) => !cutFromCompound(tag, brief))
    .slice(0, Math.max(1, HASHTAGS_PER_PLATFORM[platform]));
  const rng = chooser(seed, 21);
  const angles = rng.shuffle(ANGLES);
  // Without a message each copy opens on a tagline of its own, and tells another angle.
  const openings: Array<string | null> = message
    ? [message.content.trim()]
    : hooks.length > 0
      ? rng.shuffle(hooks)
      : [null];
  const pairs: Array<[string | null, (typeof ANGLES)[number]]> = [];
  for (let k = 0; k < openings.length * angles.length; k += 1)
    pairs.push([openings[k % openings.length]!, angles[(k + Math.floor(k / openings.length)) % angles.length]!]);
  const out: GeneratedCopy[] = [];
  const usedHooks = new Set<string | null>();
  const usedAngles = new Set<string>();
  for (const strict of [true, false]) {
    for (const [hook, angle] of pairs) {
      if (out.length >= count) break;
      // Without a message, every copy opens on its own hook (and its own first three words).
      if (!message && (usedHooks.has(hook) || out.some((c) => openingWords(c.content) === openingWords(hook ?? ''))))
        continue;
      if (strict && usedAngles.has(angle)) continue;
      const copy = craftPost(b, platform, format, hook, angle, tags);
      const aside = [...(message ? [message.content.trim()] : []), ...b.asks.map((a) => `${a}.`)];
      if (!copy || out.some((c) => c.content === copy.content || sharesBody(c.content, copy.content, aside))) continue;
      const checked = message ? copy.content.split(message.content.trim()).join(' ') : copy.content;
      if (defectsOf(checked, 'copy', b.brand).length > 0) continue;
      out.push(copy);
      usedHooks.add(hook);
      usedAngles.add(angle);
    }
  }
  return out;
}
