import type { Brief } from './read';
import { cap, lower, sentence, wordCount } from './text';

/**
 * The turns a copywriter makes with a brief's facts, rather than repeating them: the offer the goal is about, our
 * time set against the wait the reader knows ("Seen in 2 weeks, not 12 to 18 months."), a chore the business takes
 * off the reader ("grant paperwork done for you"), the pain asked back as the reader's own question ("Leaks? Storm
 * damage?"). Each returns null when the brief does not hold what it needs: a turn is never forced.
 */

const STOP = new Set(
  'a an the and or of for to in on at by with from our your my we i you more new want get need esp especially per a month week year next before after this that these those some all just'.split(
    ' ',
  ),
);
const words = (text: string) =>
  (text.toLowerCase().match(/[\p{L}][\p{L}'-]*/gu) ?? [])
    .filter((w) => !STOP.has(w) && w.length > 2)
    .map((w) => w.replace(/(?:ies)$/, 'y').replace(/(?<=[^s])s$/, ''));

/**
 * The offer the goal is about: "more quote requests for heat pump installs" picks "air to water heat pump installs"
 * from the items; a goal that names no item keeps the offer.
 */
export function focusOffer(b: Brief): string | null {
  const goal = new Set(words(b.goal));
  // An item cut from a longer clause ("and physical science tutoring", "are a family-run bed") names no offer.
  const candidates = [b.offer, ...b.items].filter(
    (x): x is string =>
      Boolean(x) &&
      wordCount(x!) <= 7 &&
      !/^(?:and|or|with|are|is|at|to|we|our|nobody|has|have|more)\b/i.test(x!) &&
      !/\b(?:them|they|it)$/i.test(x!),
  );
  let best: string | null = null;
  let bestHits = 0;
  for (const c of candidates) {
    const hits = words(c).filter((w) => goal.has(w)).length;
    if (hits > bestHits) [best, bestHits] = [c, hits];
  }
  return best ?? b.offer ?? null;
}

interface Span {
  /** As said: "2 weeks", "12 to 18 months", "24 hours", "the same day". */
  said: string;
  /** In hours, for comparing: the longest end of a range. */
  hours: number;
}

const UNIT_HOURS: Record<string, number> = { minute: 1 / 60, hour: 1, day: 24, week: 168, month: 730, year: 8760 };
const UNIT = '(minute|hour|day|week|month|year)s?';
const SPAN = new RegExp(`\\b(\\d+)(?:\\s*(?:-|–|to)\\s*(\\d+))?\\s*(?:working\\s+)?${UNIT}\\b`, 'i');
const SHORT_UNIT = /\b(\d+)\s*(h|hrs?|d)\b/i;

function spanOf(text: string): Span | null {
  if (/\bsame[- ]day\b/i.test(text)) return { said: 'the same day', hours: 12 };
  if (/\bnext[- ]day\b/i.test(text)) return { said: 'the next day', hours: 24 };
  const m = SPAN.exec(text);
  if (m) {
    const unit = m[3]!.toLowerCase();
    const top = Number(m[2] ?? m[1]);
    const plural = top === 1 ? unit : `${unit}s`;
    return { said: m[2] ? `${m[1]} to ${m[2]} ${plural}` : `${m[1]} ${plural}`, hours: top * UNIT_HOURS[unit]! };
  }
  const s = SHORT_UNIT.exec(text);
  if (s) {
    const unit = s[2]!.toLowerCase().startsWith('h') ? 'hour' : 'day';
    return { said: `${s[1]} ${unit}s`, hours: Number(s[1]) * UNIT_HOURS[unit]! };
  }
  return null;
}

/**
 * Our time against the wait in the pain: "new clients are seen within 2 weeks" and "public waitlists are 12 to 18
 * months" give { ours: "2 weeks", theirs: "12 to 18 months" }. Only when ours is the shorter by half or more.
 */
export function timeContrast(b: Brief): { ours: string; theirs: string } | null {
  const fast = b.proofs.filter((p) => p.kind === 'speed' || /\b(?:within|in|under)\s+\d/i.test(p.phrase));
  for (const p of fast) {
    const ours = spanOf(p.phrase);
    if (!ours) continue;
    for (const pain of b.pains) {
      if (!/\b(?:wait\w*|take|takes|took|lead times?|queue|delay\w*|backlog|turnaround)\b/i.test(pain)) continue;
      const theirs = spanOf(pain);
      if (theirs && ours.hours * 2 <= theirs.hours) return { ours: ours.said, theirs: theirs.said };
    }
  }
  return null;
}

/**
 * A chore the business takes off the reader: "we do all the grant paperwork for you" → "grant paperwork"; "we
 * handle the permits" → "permits".
 */
export function choreDone(b: Brief): string | null {
  for (const p of b.proofs) {
    const m =
      /^(?:and\s+)?we\s+(?:do|handle|sort|sort out|take care of|deal with|file|arrange|organise|organize|manage)\s+(?:all\s+)?(?:of\s+)?(?:the|your)\s+(.+?)(?:\s+for\s+you)?$/i.exec(
        p.phrase,
      );
    if (m && wordCount(m[1]!) <= 3 && !/\d/.test(m[1]!)) return lower(m[1]!);
  }
  return null;
}

const VERBISH =
  /\b(?:is|are|was|were|be|been|have|has|had|do|does|did|can|can't|cannot|could|will|won't|don't|doesn't|didn't|who|which|that|get|gets|take|takes|go|goes|make|makes|need|needs|want|wants|pay|pays|wait|waits|find|finds|lose|loses|spend|spends|know|knows|isn't|aren't)\b/i;

/**
 * The pain asked back as the reader's own question, when it is a list of short things: "leaks, storm damage,
 * cowboy roofers who take the deposit" → "Leaks? Storm damage?". A pain told as a sentence is not asked.
 */
export function painQuestion(b: Brief): string | null {
  const pain = b.pains[0];
  if (!pain) return null;
  const items = pain
    .replace(/\.$/, '')
    .split(/,\s*|;\s*|\s+and\s+/)
    .map((i) => i.trim())
    .filter(Boolean);
  const short = [];
  for (const item of items) {
    if (wordCount(item) > 3 || VERBISH.test(item) || /\d/.test(item)) break;
    short.push(item);
  }
  if (short.length < 2) return null;
  return short
    .slice(0, 3)
    .map((i) => `${cap(lower(i))}?`)
    .join(' ');
}

/** A proof that says "X, not Y" (or "X not Y"), said with its comma: "You get me on the phone, not a call centre." */
export function notThat(b: Brief): string | null {
  for (const p of b.proofs) {
    const m = /^(.{6,}?),?\s+not\s+(?:an?|the|some)\s+(.{3,})$/i.exec(p.phrase);
    if (m && wordCount(p.phrase) <= 12) {
      const head = /^you\b/i.test(m[1]!) || /^we\b/i.test(m[1]!) ? m[1]! : m[1]!;
      return sentence(`${head}, not ${p.phrase.slice(p.phrase.search(/\bnot\s/i) + 4)}`);
    }
  }
  return null;
}

/**
 * The goal's own thing in a generic booking ask: "get 15 ev charger installs booked" turns "Book your appointment"
 * into "Book your ev charger install". Any other ask is kept as the goal reader wrote it.
 */
export function askForFocus(b: Brief): string | null {
  if (!b.ask || !/^book (?:your|an?)(?: \p{L}+)? appointment$/iu.test(b.ask)) return b.ask;
  const focus = focusOffer(b);
  if (!focus || focus === b.offer || wordCount(focus) > 3 || !/(?:[^s]s|es)$/.test(focus)) return b.ask;
  const one = focus.replace(/(?:(?<=(?:ss|sh|ch|x))es|s)$/, '');
  return `Book your ${one}`;
}
