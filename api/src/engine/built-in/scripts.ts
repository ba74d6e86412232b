import { SCRIPT_WORDS_PER_MINUTE, spokenWords, type ScriptSeconds } from '@brandcast/shared';
import { brandOf, cap, type Brand } from '../brand';
import { CALLS_TO_ACTION } from '../calls-to-action';
import { baseVerb } from '../fields';
import { chooser, type Chooser } from '../random';
import type { EngineMessage, EngineProject } from '../types';
import { applyVoice } from '../voice';

/**
 * The built-in writer's video scripts: a hook, a body and a call to action, read aloud in `seconds` at
 * SCRIPT_WORDS_PER_MINUTE. The facts come from the brand fields and the message (nothing is invented);
 * spoken links between them ("Here's how it works.") carry the script to its length when the fields are
 * thin, and the facts least needed are left out when it would run long.
 */
export interface GeneratedScript {
  title: string;
  /** `# Hook`, `# Body`, `# Call to action`, each followed by its lines. */
  content: string;
}

export const SCRIPT_SECTIONS = { hook: 'Hook', body: 'Body', cta: 'Call to action' } as const;

/** The words the script should have: what is read in `seconds`. */
export const targetWords = (seconds: number) => (seconds * SCRIPT_WORDS_PER_MINUTE) / 60;

const count = (text: string) => spokenWords(text).length;
const end = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
const sentence = (s: string) => end(cap(s.trim()));

/** A phrase cut to at most `max` words, at a comma or "and" when one comes early enough, never mid-list. */
function short(text: string, max: number): string {
  const words = text.trim().split(/\s+/);
  if (words.length <= max) return text.trim();
  const head = words.slice(0, max).join(' ');
  const stop = Math.max(head.lastIndexOf(','), head.lastIndexOf(';'), head.lastIndexOf(' and '));
  const cut = stop > head.length / 3 ? head.slice(0, stop) : head;
  return cut.replace(/[\s,;:–—-]+$/u, '').replace(/\s+(?:and|or|of|for|with|to|the|a|an|in|on|by|that|who)$/i, '');
}

/** "Crumb & Co" or "we", as the subject of a sentence about what the business does. */
const spokenName = (b: Brand) => (b.name && count(b.name) <= 5 ? b.name : null);
const subject = (b: Brand) => spokenName(b) ?? 'We';
const predicate = (b: Brand, third: string) => (spokenName(b) ? third : third.replace(/^\p{L}+/u, baseVerb));

interface Line {
  text: string;
  /** Lower goes first when the script must be shortened. */
  priority: number;
}

function hooks(b: Brand, message: EngineMessage | null): string[] {
  const out: string[] = [];
  if (message?.content.trim()) out.push(sentence(short(message.content, 24)));
  if (b.problem) {
    const problem = short(b.problem, 12);
    if (b.problemShape === 'clause') out.push(`${sentence(problem)} Sound familiar?`);
    else out.push(`Tired of ${problem.replace(/[.!?]$/, '')}?`);
  }
  if (b.audienceHead) out.push(`This one is for ${short(b.audienceHead, 10).replace(/[.!?]$/, '')}.`);
  if (b.name) out.push(`Meet ${b.name}.`);
  out.push('Give me a moment: this is worth it.');
  return out;
}

/** The facts, in the order they are told. */
function facts(b: Brand, message: EngineMessage | null, hookIsMessage: boolean): Line[] {
  const out: Line[] = [];
  if (b.problem) out.push({ text: `Here's the problem: ${end(short(b.problem, 18))}`, priority: 3 });
  if (b.offer) {
    out.push({
      text: b.offer.doing
        ? sentence(`${subject(b)} ${predicate(b, short(b.offer.doing, 18))}`)
        : sentence(`${subject(b)} ${spokenName(b) ? 'offers' : 'offer'} ${short(b.offer.phrase, 16)}`),
      priority: 9,
    });
  }
  if (b.audience) out.push({ text: sentence(`It's made for ${short(b.audience, 14)}`), priority: 5 });
  b.value.slice(0, 3).forEach((point, index) => {
    const text = short(point.text, 16);
    out.push({
      text: point.verb ? sentence(`${subject(b)} ${predicate(b, text)}`) : sentence(text),
      priority: 8 - index,
    });
  });
  if (message?.content.trim() && !hookIsMessage)
    out.push({ text: `In one line: ${end(short(message.content, 24))}`, priority: 6 });
  if (b.price) out.push({ text: `And the price? ${sentence(short(b.price, 10))}`, priority: 2 });
  if (b.location)
    out.push({
      text: sentence(`You'll find us in ${short(b.location, 6)}${b.online ? ' and online' : ''}`),
      priority: 1,
    });
  else if (b.online) out.push({ text: "You'll find us online, wherever you are.", priority: 1 });
  if (b.stage === 'prelaunch') out.push({ text: "We're launching soon.", priority: 0 });
  else if (b.stage === 'new') out.push({ text: "We've just launched.", priority: 0 });
  return out;
}

/** The facts again, said another way: used before the spoken links when the script is short. */
function echoes(b: Brand, message: EngineMessage | null): string[] {
  const out: string[] = [];
  if (b.problem && b.problemShape !== 'clause')
    out.push(sentence(`No more ${short(b.problem, 10).replace(/[.!?]$/, '')}`));
  if (b.offer && b.audienceHead)
    out.push(
      `So if you're looking for ${short(b.offer.head, 8)}, and you're one of the ${short(b.audienceHead, 8).replace(/[.!?]$/, '')}, we should talk.`,
    );
  if (b.value[0]) out.push(`Remember: ${end(short(b.value[0].text, 14))}`);
  if (message?.content.trim()) out.push(`That's the whole idea: ${end(short(message.content, 24))}`);
  return out;
}

/** Spoken links, said between facts; with thin brand fields they carry the script to its length. */
const LINKS = [
  "Here's how it works.",
  'Let me show you why that matters.',
  'Think about the last time that happened to you.',
  'So what makes this different?',
  "Here's the short version.",
  "It's simpler than you think.",
  "And that's not all.",
  'Stay with me, because this is the part that counts.',
  'You deserve better than the way it has always been done.',
  'Picture your week without that headache.',
  "We've built everything around one idea: make it easy for you.",
  'No jargon, no hoops to jump through.',
  'Every detail is there for a reason.',
  "You'll notice the difference from the very first time.",
  'That is what people tell us they were missing.',
  'We listen, and we keep improving.',
  "If that sounds like what you've been looking for, keep watching.",
  'Ask anyone who has tried it.',
  'It fits into your day, not the other way around.',
  'Small things, done well, every single time.',
  "We're proud of that, and we think you'll see why.",
  "That's the promise, and we keep it.",
  "So let's get practical.",
  'It really is that straightforward.',
  "You don't have to take our word for it.",
  'Try it once and you will see.',
  'Here is what that means for you.',
  "And if you're wondering whether it's right for you, it probably is.",
  'It was made for people exactly like you.',
  'Honest work, clearly explained.',
] as const;

function callToAction(b: Brand, rng: Chooser, target: number): string[] {
  const options = (b.calls ?? CALLS_TO_ACTION[b.cta](b)).filter((line) => count(line) <= Math.max(5, target / 5));
  const lines = [options.length > 0 ? rng.pick(options) : 'Find out more.'];
  if (b.name && !lines[0]!.includes(b.name) && count(b.name) <= Math.max(2, target / 12))
    lines.push(`That's ${b.name}.`);
  return lines;
}

/**
 * Puts the script together at about `seconds` long: the facts in order; while it is short, the facts said
 * again as a recap at the end, then spoken links spread between the facts; while it is long, the least
 * needed facts left out.
 */
function assemble(
  hook: string,
  body: Line[],
  cta: string[],
  recap: string[],
  links: string[],
  target: number,
): string[] {
  const low = target * 0.9;
  const high = target * 1.1;
  const total = (lines: string[]) => count([hook, ...lines, ...cta].join(' '));
  let kept = [...body];
  // Too long: leave out the least needed facts first (always keeping one).
  while (kept.length > 1 && total(kept.map((l) => l.text)) > high) {
    const least = kept.reduce((a, b) => (b.priority < a.priority ? b : a));
    kept = kept.filter((line) => line !== least);
  }
  const out = kept.map((line) => line.text);
  // Still long (one long fact, a long name): the fact is cut to the room left.
  if (out.length === 1 && total(out) > high) out[0] = end(short(out[0]!, Math.max(4, Math.floor(high - total([])))));
  // Too short: the facts said again, then links, each only if it does not overshoot.
  const said: string[] = [];
  const extra: string[] = [];
  const fills: Array<[string[], string[]]> = [
    [[...recap], said],
    [[...links], extra],
  ];
  for (const [pool, into] of fills) {
    while (total([...out, ...said, ...extra]) < low && pool.length > 0) {
      const room = high - total([...out, ...said, ...extra]);
      const index = pool.findIndex((line) => count(line) <= room);
      if (index < 0) break;
      into.push(pool.splice(index, 1)[0]!);
    }
  }
  // Spread what was added between the facts, rather than in one lump at the end.
  if (extra.length === 0) return [...out, ...said];
  const merged: string[] = [];
  const every = Math.max(1, out.length / (extra.length + 1));
  let next = every;
  out.forEach((line, index) => {
    merged.push(line);
    while (extra.length > 0 && index + 1 >= next && index + 1 < out.length) {
      merged.push(extra.shift()!);
      next += every;
    }
  });
  return [...merged, ...extra, ...said];
}

/** Groups body lines into short paragraphs, easier to read on the prompter. */
function paragraphs(lines: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 3) out.push(lines.slice(i, i + 3).join(' '));
  return out.join('\n\n');
}

export function writeScript(
  project: EngineProject,
  message: EngineMessage | null,
  seconds: ScriptSeconds | number,
  seed: number,
): GeneratedScript {
  const b = brandOf(project);
  const rng = chooser(seed, 7);
  const target = targetWords(seconds);
  const voice = (text: string) => applyVoice(text, b.voice);
  // A short script opens on one line; the hook may take up to a fifth of it.
  const hookOptions = hooks(b, message).filter((hook) => count(hook) <= Math.max(8, target / 4));
  const hook =
    hookOptions.length > 0
      ? message && hookOptions[0] === sentence(short(message.content, 24))
        ? hookOptions[0]!
        : rng.pick(hookOptions)
      : 'Give me a moment.';
  const hookIsMessage = Boolean(message && hook === sentence(short(message.content, 24)));
  const cta = callToAction(b, rng, target);
  const body = assemble(
    hook,
    facts(b, message, hookIsMessage),
    cta,
    echoes(b, hookIsMessage ? message : null),
    rng.shuffle(LINKS),
    target,
  );
  const title = `${b.name ?? 'Video'}: ${seconds}-second script`;
  const content = [
    `# ${SCRIPT_SECTIONS.hook}`,
    voice(hook),
    '',
    `# ${SCRIPT_SECTIONS.body}`,
    voice(paragraphs(body)),
    '',
    `# ${SCRIPT_SECTIONS.cta}`,
    voice(cta.join(' ')),
  ].join('\n');
  return { title, content };
}
