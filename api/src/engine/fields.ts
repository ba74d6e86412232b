import nlp from 'compromise';
import { CASED_WORDS, lowerStart } from '@brandcast/shared';

/**
 * Reading one brand field as a copywriter would: filler dropped, case restored, first person turned
 * into the brand, and the phrase kept whole (lists, ranges, prices). Nothing is cut by a word count.
 */

const FILLER =
  /(?:^|\s+)(?:so\s+basically|basically|um+|uh+|erm|well,|honestly|actually|like,|you know[,?]?|i guess|i'd say|i’d say|i think|i reckon|to be honest|tbh|lol|haha|pretty much)(?=[\s,.!?]|$)/gi;

/**
 * What a rambling owner says about themselves inside a list: an aside in brackets in the first person ("(we
 * nixtamalize our own corn which almost nobody does around here)"), a list item that is a sentence of their own
 * ("…, I started with her recipes, …"), "and we do" before an item, "like" before a number ("in like 4 minutes").
 */
export function declutter(text: string): string {
  const own = /(?<![\p{L}'’])(?:i|i'm|i’m|i've|i’ve|i'd|i’d|we|we're|we’re|we've|we’ve|my|our|me|us)(?![\p{L}'’])/iu;
  const ownStart = /^(?:and\s+|but\s+|also\s+)?(?:i|i'm|i’m|i've|i’ve|i'd|i’d)\s/i;
  let out = text.replace(/\s*\(([^()]*)\)/g, (aside, inner: string) => (own.test(inner) ? '' : aside));
  out = out.replace(/\b(?:plus|and)\s+we\s+(?:also\s+)?(?:do|make|offer|sell|have|run)\s+/gi, 'and ');
  out = out.replace(/\blike\s+(?=[$£€]?\d)/gi, '');
  // A sentence after the first that is the owner's own ("I also get some tourists …") goes, and so does such a list item.
  const sentences = out.split(/(?<=[.!?])\s+/);
  out = [sentences[0]!, ...sentences.slice(1).filter((sentence) => !ownStart.test(sentence))].join(' ');
  const parts = out.split(/,\s+/);
  if (parts.length > 2) out = [parts[0]!, ...parts.slice(1).filter((part) => !ownStart.test(part))].join(', ');
  return out.replace(/\s+(?:too|as well)(?=[\s.!?]*$)/i, '');
}
/** "mostly" opening a field is filler; after a comma it says what the list is ("…, mostly inventory planning and 3PL selection"). */
const LEADING_FILLER = /^(?:mostly|mainly)\s+/i;
/** …and closing a phrase it is a hedge ("learners 17-25 mostly", "roofing mostly, some gutters"). */
const TRAILING_FILLER = /\s+(?:mostly|mainly)(?=\s*(?:[,;]|$))/gi;

/** Brand and platform names that are also everyday words: restored only next to their companions. */
const CASED_AFTER: Array<[RegExp, string]> = [[/\b(pc|PC)\s+and\s+switch\b/g, 'PC and Switch']];

/** Shorthand owners type, said in full ("20 yrs" → "20 years", "w/ video" → "with video"). */
const SHORTHAND: Array<[RegExp, string]> = [
  [/\bw\/o\b/gi, 'without'],
  [/(?<![\p{L}\p{N}])w\/(?=\s|\p{L})/giu, 'with '],
  [/(?<=\s)w(?=\s+\p{L}{3,})/gu, 'with'],
  [/\byrs?\b\.?/gi, 'years'],
  // A rate per hour ("£38/hr", "$45 / hour") is said as one ("£38 an hour"), not "£38/hours".
  [/\s*\/\s*(?:hrs?|hours?)\b\.?/gi, ' an hour'],
  [/\bhrs?\b\.?/gi, 'hours'],
  [/\bmins\b\.?/gi, 'minutes'],
  [/\bappts?\b\.?/gi, 'appointments'],
  [/\bincl\.(?=\s)/gi, 'including'],
  [/\bapprox\.?(?=\s)/gi, 'about'],
  [/\bthru\b/gi, 'through'],
];

/** A list item's marker at the start of a line: "- ", "• ", "1. ", "2) ". */
const BULLET = /^(?:[-*•–—·▪►→✔✓]|\d{1,2}[.)])\s+/u;

/**
 * A field typed over several lines, as one line: a line ending in ":" takes the list items under it after it,
 * comma-separated ("Industrial fasteners: stainless screws, hex bolts"); every other line or item is a point of
 * its own, separated by "; " as a typed list is. A one-line list of "- a - b" reads the same way.
 */
function oneLine(raw: string): string {
  let lines = raw
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 1 && /^[-*•]\s/.test(lines[0]!) && /\s[-*•]\s/.test(lines[0]!))
    lines = lines[0]!.split(/\s(?=[-*•]\s)/);
  if (lines.length <= 1) return lines[0] ?? '';
  const out: string[] = [];
  let header: string | null = null;
  let items: string[] = [];
  const flush = () => {
    if (header !== null) out.push(items.length > 0 ? `${header} ${items.join(', ')}` : header.replace(/:$/, ''));
    header = null;
    items = [];
  };
  for (const line of lines) {
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, '').replace(/[.;,]+$/, '');
      if (header !== null) items.push(item);
      else out.push(item);
      continue;
    }
    flush();
    if (/:$/.test(line)) header = line;
    else out.push(line.replace(/[;,]+$/, ''));
  }
  flush();
  return out.map((part) => part.replace(/[.;]+$/, '')).join('; ');
}

// eslint-disable-next-line no-misleading-character-class -- a set of code points to strip one by one, joiners included
const EMOJI_RUN = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\uFE0F\u200D]+/gu;
/** Words shouted for emphasis in a field that is not itself in capitals ("NO bleaching agents ever"). */
const SHOUTED =
  /(?<![\p{L}])(?:NO|NOT|NEVER|ALWAYS|ONLY|FREE|ALL|EVERY|ANY|ZERO|EVER|REALLY|VERY|BEST|NEW|NOW|FAST|MORE|LESS|HUGE|REAL|TRULY|100%)(?![\p{L}])/gu;

export function cleanField(raw: string | null | undefined, options: { declutter?: boolean } = {}): string {
  let text = oneLine(raw ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '');
  for (const [short, full] of SHORTHAND) text = text.replace(short, full).replace(/\s{2,}/g, ' ');
  // Emoji are decoration, not words; one between two phrases was where the owner's point ended ("… skin 🌿 shea
  // butter …"), so it is a break there, and a space before a last word ("wedding photography 📸 mostly").
  text = text
    .replace(EMOJI_RUN, '\u0000')
    // eslint-disable-next-line no-control-regex -- \u0000 marks where an emoji was; a one-line field never holds one
    .replace(/[\s,;.!?]*\u0000[\s\u0000]*(?=\S+\s+\S)/g, (found, at: number) =>
      at === 0 ? '' : /^[\s]*[.!?]/.test(found) ? '. ' : '; ',
    )
    // eslint-disable-next-line no-control-regex -- as above
    .replace(/\s*\u0000[\s\u0000]*/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (text !== text.toUpperCase()) text = text.replace(SHOUTED, (word) => word.toLowerCase());
  if (options.declutter) text = declutter(text);
  for (let i = 0; i < 3; i += 1)
    text = text
      .replace(FILLER, ' ')
      .replace(/\s+/g, ' ')
      .replace(/\s+,/g, ',')
      .replace(/,\s*,/g, ',')
      .trim()
      .replace(/^,\s*/, '');
  // "homeowners + landlords" is said "homeowners and landlords" ("vitamin C + turmeric" too).
  text = text.replace(/\s\+\s/g, ' and ').replace(TRAILING_FILLER, '');
  return dedupe(
    text
      .replace(LEADING_FILLER, '')
      .replace(/[\s.!?;:,]+$/, '')
      .trim(),
  );
}

/** A phrase pasted twice over is said once ("roasted in small batches, roasted in small batches, …"). */
function dedupe(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])([\p{L}\p{N}][^]{10,200}?)(?:[\s,.;]+\1(?![\p{L}\p{N}]))+/giu, '$1');
}

const titleWord = (w: string) =>
  CASED_WORDS.get(w.toLowerCase()) ??
  (/^(?:and|of|the|on|upon|in)$/i.test(w) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1));

/** "lake district, uk" → "Lake District, UK". */
export function titleCase(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, titleWord).replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

function restoreAcronyms(text: string): string {
  let out = text.replace(/(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?![\p{L}\p{N}])/gu, (w) =>
    w === w.toLowerCase() && CASED_WORDS.has(w) ? CASED_WORDS.get(w)! : w,
  );
  for (const [pattern, fixed] of CASED_AFTER) out = out.replace(pattern, fixed);
  return out;
}

/** The places compromise knows in a text (its acronyms restored first, as restoreCase reads it). */
export function placesIn(text: string): string[] {
  return nlp(restoreAcronyms(text)).places().out('array') as string[];
}

/**
 * Restores acronyms, brands and the places compromise knows, or the caller names (its own location). A caller
 * that has found the places of several fields at once (one parse, not one per field) passes `detect: false`.
 */
export function restoreCase(
  text: string,
  places: readonly string[] = [],
  { detect = true }: { detect?: boolean } = {},
): string {
  let out = restoreAcronyms(text);
  const known = [...places, ...(detect ? placesIn(out) : [])];
  for (const place of known) {
    const bare = place.replace(/[^\p{L}\s]/gu, '').trim();
    if (bare.length < 3) continue;
    out = out.replace(new RegExp(`(?<![\\p{L}])${bare}(?![\\p{L}])`, 'giu'), titleCase(bare));
  }
  out = out.replace(/\bsoc\s?2\b/gi, 'SOC 2').replace(/\b(\d)pl\b/gi, '$1PL');
  return out;
}

/** "write" → "writes", "do" → "does", "fix" → "fixes", "carry" → "carries". */
export function thirdPerson(verb: string): string {
  if (/^(?:do|go)$/i.test(verb)) return `${verb}es`;
  if (/^(?:have)$/i.test(verb)) return 'has';
  if (/(?:s|x|z|ch|sh)$/i.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** "writes" → "write", "does" → "do", "fixes" → "fix", "carries" → "carry", "uses" → "use". */
export function baseVerb(verb: string): string {
  if (/^(?:does|goes)$/i.test(verb)) return verb.slice(0, -2);
  if (/^has$/i.test(verb)) return 'have';
  if (/ies$/i.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:sses|shes|ches|xes|zzes)$/i.test(verb)) return verb.slice(0, -2);
  return verb.replace(/s$/i, '');
}

export interface Offer {
  /** The whole noun phrase ("picture books about feelings for children aged 3 to 6"). */
  phrase: string;
  /** Its head, before the first "for", "with", "about" or comma ("picture books"). */
  head: string;
  /** What the brand does, third person, when the field said it as a clause ("writes picture books …"). */
  doing: string | null;
}

// The verb may be two joined by "and" ("we rescue and rehome dogs"): the brand does both.
const FIRST_PERSON_VERB =
  /^(?:i|we)\s+(?:(?:also|mainly|mostly|just)\s+)?(?!am\b|are\b|'m\b|'re\b)([a-z]+(?:\s+(?:and|&)\s+(?!the\b|an?\b|our\b|my\b|your\b|their\b)[a-z]+(?=\s))?)\s+(.+)$/i;

/** "rescue and rehome" → "rescues and rehomes". */
const thirdPersonGroup = (verbs: string) =>
  verbs
    .toLowerCase()
    .split(/\s+(?:and|&)\s+/)
    .map(thirdPerson)
    .join(' and ');
const HEAD_END =
  /\s(?:for|with|about|to|by|in|on|at|including|that|which|who|from|through|via|the way|just like)\s|,\s|:\s|\s[–—-]\s|\s\(|;/i;

/** The phrase before its first "for", comma and the like; adjectives before the noun stay ("calm, one-dog-at-a-time grooming"). */
function headOf(phrase: string): string {
  const [first, ...rest] = phrase.split(/,\s+/);
  const lead: string[] = [];
  let part = first!;
  while (rest.length > 0 && /^\p{L}+$/u.test(part) && nlp(part).has('#Adjective'))
    [lead[lead.length], part] = [part, rest.shift()!];
  return lead.length > 0 ? [...lead, part.split(HEAD_END)[0]!].join(', ') : phrase.split(HEAD_END)[0]!;
}

export function offerOf(text: string): Offer | null {
  if (!/\p{L}/u.test(text)) return null;
  const clause = FIRST_PERSON_VERB.exec(text);
  const verb = clause?.[1]?.toLowerCase();
  const doVerb = verb === 'do' || verb === 'offer' || verb === 'sell' || verb === 'provide';
  const phrase = clause ? clause[2]! : text;
  const head = headOf(phrase).replace(/\s+(?:every|each)\s+\p{L}+$/u, '');
  return {
    phrase: lowerStart(phrase),
    head: lowerStart(head),
    doing: clause && !doVerb ? `${thirdPersonGroup(verb!)} ${lowerStart(phrase)}` : null,
  };
}

export type ProblemShape = 'gerund' | 'noun' | 'clause';

/** A gerund ("losing contracts") and a noun phrase ("stale bread") fit "No more …"; a clause ("most games demand …") is a sentence. */
export function problemShape(problem: string): ProblemShape {
  if (/^(?:not\s+)?\p{L}+ing\b/iu.test(problem)) return 'gerund';
  const beforeRelative = problem.split(/\b(?:who|that|which|because|while|when|if)\b/i)[0]!;
  return nlp(beforeRelative).match('#Noun+ (#PresentTense|#Modal)').not('#Gerund').found ? 'clause' : 'noun';
}

const PERSON_PREFIX = /^(?:(?:i'm|i am|i’m)\s+(?:an?\s+)?|(?:we're|we are|we’re)\s+(?:an?\s+)?)/i;

/** One thing that sets the brand apart: a phrase ("audit-ready in 6 weeks") or what it does ("uses a 48-hour ferment"). */
export interface ValuePoint {
  text: string;
  /** True when `text` starts with the brand's verb and needs the brand as its subject. */
  verb: boolean;
}

/** "i'm a former teacher and every story is tested" → "founded by a former teacher", "every story is tested". */
const FAMILY =
  /\b(?:my|our)\s+(?:\p{L}+\s+)?(?:mum|mom|mother|mama|dad|father|papa|grand\w*|nonn[ao]|abuel[ao]|wife|husband|partner|son|daughter|family|brother|sister|uncle|aunt|kids?|children)\b/iu;

export function valuePoints(text: string): ValuePoint[] {
  return text
    .split(/,\s*and\s+|\s+and\s+(?=(?:every|each|all|we|i|our|my|no|there|it|you|files|runs)\b)|;\s*/i)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part))
    .map((part) => {
      const article = /^(?:i'm|i am|i’m|we're|we are|we’re)\s+(an?\s+)/i.exec(part)?.[1] ?? '';
      if (/^(?:i'm|i am|i’m)\s/i.test(part))
        return { text: `founded by ${article}${part.replace(PERSON_PREFIX, '')}`, verb: false };
      // "we're accepting new patients" is news, not who runs it.
      if (/^(?:we're|we are|we’re)\s+\p{L}+ing\s/iu.test(part))
        return { text: `now ${part.replace(PERSON_PREFIX, '')}`, verb: false };
      if (/^(?:we're|we are|we’re)\s/i.test(part))
        return { text: `run by ${article}${part.replace(PERSON_PREFIX, '')}`, verb: false };
      const clause = FIRST_PERSON_VERB.exec(part);
      if (clause) return { text: `${thirdPersonGroup(clause[1]!)} ${clause[2]}`, verb: true };
      // "my grandfather bought the masseria in 1961" is the owner's story, not a line: "every grandfather" would be nonsense.
      if (FAMILY.test(part)) return null;
      const text = lowerStart(part.replace(/\b(?:my|our)\b/gi, 'every'));
      return {
        text,
        verb: /^(?:runs|files|takes|makes|gives|sends|keeps|saves|does|offers|uses|delivers|ships|builds|handles|answers|reviews|brings|tracks|turns)\b/i.test(
          text,
        ),
      };
    })
    .filter((point): point is ValuePoint => point !== null);
}
