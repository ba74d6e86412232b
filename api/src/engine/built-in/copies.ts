import type { CopyFormat, Platform } from '@brandcast/shared';
import { brandOf, cap, clean, type Brand } from '../brand';
import { CALLS_TO_ACTION } from '../calls-to-action';
import { benefitPhrases, doings } from './messages';
import { asBase, end, headOf, overlaps, peopleProblem, priceParts, shortHead, trailingPrice } from './angles';
import { pastedRun } from '../defects';
import { sameBody } from '../sameness';
import { choose, type Candidate } from '../select';
import { applyVoice } from '../voice';
import { escapeRegExp } from '@brandcast/shared';
import { hashtagsFor, uniqueHashtags } from '../hashtags';
import { chooser, type Chooser } from '../random';
import type { EngineCopy, EngineMessage, EngineProject, GeneratedCopy } from '../types';
import { writeMessages } from './messages';
import { HASHTAGS_PER_PLATFORM, composeCopy, type CopyParts } from './platforms';

/** A supporting line and the angle it takes. */
interface Line {
  angle: string;
  text: string;
}

/** Supporting lines, one idea each, from the brand fields: each only when its field is filled. */
function brandLines(b: Brand, rng: Chooser): Line[] {
  const lines: Line[] = [];
  // A line that lifts a field whole is said in its shorter form, or not at all (the reader's "copied from the brief").
  const add = (angle: string, ...forms: string[]) => {
    const text = forms.find((form) => !pastedRun(form, b));
    if (text) lines.push({ angle, text: end(cap(text)) });
  };
  if (b.problem) {
    const head = shortHead(headOf(b.problem));
    if (b.problemShape === 'clause') add('problem', b.problem);
    else if (peopleProblem(b.problem)) add('problem', `For ${b.problem}`);
    // "Still …?" asks about something the reader is doing ("Still losing contracts?"), never a thing ("Still food insecurity?").
    else if (!/^not\s/i.test(b.problem))
      add(
        'problem',
        ...(b.problemShape === 'gerund' && rng.pick([true, false])
          ? [`Still ${b.problem}?`, `Still ${head}?`]
          : [`No more ${b.problem}`, `No more ${head}`]),
      );
    else add('problem', `Tired of ${b.problem}?`);
  }
  const doing = doings(b)[0];
  const says = (what: string) => (b.name ? `${b.name} ${what}` : `We ${asBase(what)}`);
  if (doing)
    add(
      'offer',
      says(doing),
      ...(b.offer && b.offer.head !== b.offer.phrase ? [says(`${b.name ? 'offers' : 'offer'} ${b.offer.head}`)] : []),
    );
  if (b.audience)
    add(
      'audience',
      `Made for ${b.audience}`,
      ...(b.audienceHead && b.audienceHead.includes(' ') ? [`Made for ${b.audienceHead}`] : []),
    );
  for (const benefit of benefitPhrases(b).filter((p, i, all) => !all.some((q, j) => j < i && overlaps(p, q))))
    add(/\d/.test(benefit) ? 'proof' : 'benefit', benefit);
  for (const v of b.value.filter((x) => x.verb && !/^(?:uses|has|offers|gives|includes)\s/i.test(x.text)))
    add('proof', b.name ? `${b.name} ${v.text}` : `We ${asBase(v.text)}`);
  for (const part of priceParts(b)) {
    const trailing = trailingPrice(part);
    add(
      'price',
      trailing && b.offer ? `${b.offer.head}${/^(?:from|only)\s/i.test(trailing) ? ' ' : ', '}${trailing}` : part,
    );
  }
  // Where and how new, each said with what is sold: "Find us in London." or "Just launched." alone says nothing.
  const city = b.location?.split(',')[0];
  const head = b.offer?.head;
  const placed = Boolean(city && (b.audience?.includes(city) || b.offer?.phrase.includes(city)));
  // New and somewhere: one line says both ("New in Bristol: picture books.").
  if (head && b.stage === 'new') add('place', `New${city && !placed ? ` in ${city}` : ''}: ${head}`);
  else if (head && b.location && !placed) add('place', `${head} ${b.online ? 'from' : 'in'} ${b.location}`);
  if (head && b.stage === 'prelaunch') add('news', `Coming soon: ${head}`);
  return lines;
}

const PAIR_STOP = new Set(
  'with from your that this they them their have will more than what when into about every each'.split(' '),
);

/** Two content words in a row that the hook says too ("Win enterprise contracts." then "No more losing enterprise contracts …"), other than what is sold. */
function sharesPair(hook: string, line: string, offer: string): boolean {
  const pairs = (s: string) => {
    const w = (s.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? []).filter((x) => x.length > 3 && !PAIR_STOP.has(x));
    const all = s.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? [];
    const out = new Set<string>();
    for (let i = 0; i + 1 < all.length; i += 1)
      if (w.includes(all[i]!) && w.includes(all[i + 1]!)) out.add(`${all[i]} ${all[i + 1]}`);
    return out;
  };
  // What is sold may be named in the hook and a line alike ("Penetration testing for …" and "… penetration testing from £4,500").
  const sold = pairs(offer);
  const h = pairs(hook);
  for (const p of pairs(line)) if (h.has(p) && !sold.has(p)) return true;
  return false;
}

/** The hook names what is sold: its head, or one item of it ("Sourdough loaves with …" of "sourdough loaves and cardamom buns"). */
function namesOffer(hook: string, head: string): boolean {
  const h = hook.toLowerCase();
  return head
    .toLowerCase()
    .split(/\s+and\s+|,\s*/)
    .some((item) => item.trim().length > 3 && h.includes(item.trim()));
}

/** The first two words of a line, lower case: two lines that open alike read as one said twice. */
const opening2 = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}£$]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .join(' ');

/**
 * The lines of one copy: those that say nothing the hook says, nor what a line before them said, starting
 * at `offset` so each copy of a call leads with other facts; at most `max`.
 */
function bodyFor(
  lines: Line[],
  hook: string,
  offset: number,
  max: number,
  city: string | null,
  stride = 1,
  offer = '',
  head = '',
  audience: string[] = [],
): string[] {
  // Every `stride`-th line from `offset` first, then the rest: two copies of one call can lead with one fact and follow with others.
  const order = [
    ...new Set([
      ...Array.from({ length: lines.length }, (_, j) => (offset + j * stride) % lines.length),
      ...lines.keys(),
    ]),
  ];
  const rotated = lines.length === 0 ? [] : order.map((k) => lines[k]!);
  const out: string[] = [];
  for (const line of rotated) {
    if (out.length >= max) break;
    // A place the hook already names ("… in London." then "… from London.") is said once; a line never opens as the hook does ("Picture books …" twice).
    const place = line.angle === 'place' && city && line.text.includes(city);
    const lead = opening2(line.text);
    if (
      overlaps(hook, line.text) ||
      sharesPair(hook, line.text, offer) ||
      out.some((o) => overlaps(o, line.text)) ||
      (place && hook.includes(city))
    )
      continue;
    if (lead === opening2(hook)) continue;
    // What is sold, named by the hook, does not open a line again ("A former reception teacher's picture books." then "Picture books, £7.99.").
    if (
      head &&
      namesOffer(hook, head) &&
      line.text
        .replace(/^new:\s*/i, '')
        .toLowerCase()
        .startsWith(head.toLowerCase())
    )
      continue;
    // Whom it is for, named by the hook ("For offices: …"), is not said again ("Made for families and offices …").
    if (line.angle === 'audience' && audience.some((a) => hook.toLowerCase().includes(a.toLowerCase()))) continue;
    out.push(line.text);
  }
  return out;
}

/** A question that invites replies; naming the audience only when the copy has not already. */
function brandQuestion(b: Brand, said: string, rng: Chooser): string | null {
  if (!b.audience) return null;
  const named =
    b.audienceHead && !said.toLowerCase().includes(b.audienceHead.toLowerCase())
      ? `Know ${/^(?:an?|the)\s/i.test(b.audienceHead) ? '' : 'any '}${b.audienceHead}? Send them this.`
      : null;
  // Stock questions ("Who should see this? Share it with them.") read as filler: only one that names the audience.
  return rng.pick([named, null]);
}

/** How many supporting lines each platform's copy carries. */
const LINES_PER_PLATFORM: Record<Platform, number> = {
  twitter: 1,
  tiktok: 1,
  instagram: 3,
  facebook: 2,
  linkedin: 2,
  youtube: 3,
  email: 4,
  website: 3,
};

function partsFor(
  b: Brand,
  project: EngineProject,
  hook: string,
  body: string[],
  platform: Platform,
  rng: Chooser,
  tags?: string[],
): CopyParts {
  const limit = Math.max(3, HASHTAGS_PER_PLATFORM[platform]);
  const said = `${hook} ${body.join(' ')}`;
  return {
    hook,
    lines: body,
    question: brandQuestion(b, `${hook} ${body.join(' ')}`, rng),
    cta: rng.pick(b.calls ?? CALLS_TO_ACTION[b.cta](b)),
    // Not from the copy's own words: the same for every copy of the call unless a line carries a hashtag of its own.
    hashtags: tags && !said.includes('#') ? tags : hashtagsFor(said, project, limit, { fromText: false }),
    name: b.name,
  };
}

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
