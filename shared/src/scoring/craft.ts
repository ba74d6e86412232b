import { CLICHES, FILLERS, VAGUE_WORDS } from './lexicons';
import { STOP_WORDS, phraseMatcher, plural, type MeasuredText } from './text';
import type { ScorePart } from './types';

/** What a copywriter sees before any metric: a line broken, cut off, stuffed with filler or saying nothing. */

const findCliches = phraseMatcher(CLICHES);
const findFillers = phraseMatcher(FILLERS);
const vague = new Set<string>(VAGUE_WORDS);

const RELATIVE = /\b(?:who|whom|which|that|what|where|whose)\b/i;

/**
 * A preposition ending a sentence (`end`: or the text) unless a relative word opens its clause: the same as a
 * look-behind over the sentence, checked only where a preposition ends one (the look-behind was tried at
 * every character, quadratic on a long copy).
 */
const PARTICLE_AFTER: Record<string, RegExp> = {
  in: /(?:ing)$|^(?:years|months|weeks|days|hours|minutes|come|comes|came|get|gets|got|log|logs|check|checks|drop|drops|pop|pops|move|moves|plug|plugs|join|joins|dig|digs|fill|fills|sign|signs|call|calls|tune|tunes|settle|settles|way)$/,
  on: /(?:ing)$|^(?:live|lives|lived|build|builds|work|works|come|comes|carry|carries|hold|holds|keep|keeps|move|moves|log|logs|switch|switches|turn|turns|count|counts|rely|relies|depend|depends|put|puts)$/,
  to: /^(?:seen|attended|got|come|came|talked|listened|used|looked|stuck|get)$/,
  with: /^(?:dealt|cope|coped|deal|deals|put|bear|go|goes|went)$/,
};

function endsOnPreposition(end: RegExp): (text: string) => boolean {
  return (text) => {
    for (const m of text.matchAll(end)) {
      const before = text.slice(0, m.index);
      const clause = before.slice(
        Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?')) + 1,
      );
      if (RELATIVE.test(clause)) continue;
      // A particle after its verb or a span ends a sentence in English: "keeps coming in", "twenty years in",
      // "hooves seen to", "worms dealt with". "Made with." and "Known for." are cut.
      const prep = m[0]
        .trim()
        .replace(/[.!?:;,]+$/, '')
        .toLowerCase();
      const prev = /(\p{L}+)\s*$/u.exec(before)?.[1]?.toLowerCase() ?? '';
      if (PARTICLE_AFTER[prep]?.test(prev)) continue;
      return true;
    }
    return false;
  };
}

/** A run of three or more words said twice on one line ("a 48-hour ferment, a 48-hour ferment"), by word runs, not a back-reference. */
function phraseTwice(text: string): boolean {
  for (const line of text.split('\n')) {
    // Words joined by spaces only: punctuation ends a run, as it ended the pattern's; the second time may be after it.
    const grams = new Map<string, number>();
    let index = 0;
    for (const run of line.split(/[^\p{L}\s]+/u)) {
      const w = run.toLowerCase().split(/\s+/).filter(Boolean);
      for (let i = 0; i + 3 <= w.length; i += 1) {
        const gram = `${w[i]} ${w[i + 1]} ${w[i + 2]}`;
        const at = grams.get(gram);
        if (at !== undefined && index + i - at >= 3) return true;
        if (at === undefined) grams.set(gram, index + i);
      }
      index += w.length;
    }
  }
  return false;
}

/** Signs of a phrase a writer broke: each pattern names what it found. */
const BROKEN: Array<[RegExp | ((text: string) => boolean), string]> = [
  // A preposition may end a sentence after a relative word ("… who care where their coffee comes from."); an
  // article, a conjunction or a possessive never may ("Bread we bake for the.").
  [/\b(?:and|or|the|a|an|our|your|their|my|than)\s*[.!?:;,]*\s*$/i, 'ends on a joining word'],
  [endsOnPreposition(/\b(?:with|for|to|of|in|on|at|by|from|like)\s*[.!?:;,]*\s*$/gi), 'ends on a joining word'],
  [/\b(?:and|or|the|a|an|our|your|their|my|than)[.!?](?=\s|$)/i, 'a sentence ends on a joining word'],
  [endsOnPreposition(/\b(?:with|for|to|of|in|on|at|by|from|like)[.!?](?=\s|$)/gi), 'a sentence ends on a joining word'],
  // "All our coaches are.": a verb left waiting for what they are ("That's who we are." is whole).
  [
    /\b(?:\p{L}{3,}s\s+(?:are|were)|(?:the|our|your|this|every)(?:\s+\p{L}+){1,2}\s+(?:is|was))[.!?](?=\s|$)/iu,
    'a sentence ends on a joining word',
  ],
  [/\b(?:with|of)\s+[£$€]?\d+[.!?](?=\s|$)/i, 'a number cut from its unit or range'],
  [/[£$€]\d+\.(?:\s|$)(?!\d)/, 'a price cut before its pence or cents'],
  [/(?<![\p{L}'’])i(?:['’]m)?(?![\p{L}'’])/u, 'a lower-case "i"'],
  // "offers um we do plumbing", "basically we bake": a clause pasted after a verb or a filler word. After a joining
  // word or a noun ("and we do the paperwork", "the donkeys we treat") it is English.
  [
    /\b(?:offers|provides|sells|does|is|are|basically|literally|honestly|actually|um|uh)\s+(?:I|we)\s+\p{Ll}+/u,
    'a first-person clause pasted mid-sentence',
  ],
  [/(?<![\p{L}])(?:um|uh|so basically)(?![\p{L}])/iu, 'speech filler'],
  [
    /\b(?:price range|unique value|business stage|business goal|target audience|what you sell|who you sell to|problem you solve)\s*:/i,
    'a form label left in',
  ],
  [/(?:^|[.!?]\s+)\p{Ll}/u, 'a sentence starts in lower case'],
  [/(?:\.\.\.|…)\s*$/, 'cut off with an ellipsis'],
  [/\b(?:with|of|for|and|or|to|the|a|an|max|min|live|up to)\s*,/i, 'a phrase cut before its comma'],
  [/(?<![\p{L}])(?:uk|usa|saas|b2b|gps|soc|pc|seo|api|diy|ceo|cto|tx|ny|nyc)(?![\p{L}])/u, 'an acronym in lower case'],
  [/\b(?:or|and)\s+\p{L}+(?:ive|ous|ful|ic|able)[.!?](?=\s|$)/iu, 'a list cut after its describing word'],
  [
    /\b(?:more|of|than|to|goodbye,?)\s+(?:most|many|some|all)\s+\p{L}+s\s+(?:demand|need|take|make|want|are|have)\b/iu,
    'a clause where a noun should be',
  ],
  [phraseTwice, 'a phrase said twice'],
];

const brokenCache = new Map<string, string[]>();

/** What is broken in a text; remembered for the last few thousand texts, as the writer checks and scores each candidate. */
export function findBroken(raw: string): string[] {
  const hit = brokenCache.get(raw);
  if (hit) return hit;
  const found = [
    ...new Set(
      BROKEN.filter(([test]) => (typeof test === 'function' ? test(raw) : test.test(raw))).map(([, what]) => what),
    ),
  ];
  if (brokenCache.size >= 4000) brokenCache.delete(brokenCache.keys().next().value!);
  brokenCache.set(raw, found);
  return found;
}

/** A broken line is unclear, undercuts its claim and is remembered as a mistake: each metric says so, with its own weight. */
export function brokenPhrases(found: string[], perDefect: number, consequence: string): ScorePart {
  const effect = -Math.min(perDefect * 2, found.length * perDefect);
  return {
    name: 'Broken phrases',
    value: found.length,
    effect: effect === 0 ? 0 : effect,
    explanation: found.length === 0 ? 'Every phrase is whole.' : `${found.join('; ')}: ${consequence}`,
  };
}

/** Clichés any business could sign and verbal filler: -12 each, down to -36. */
export function clichesAndFiller(text: MeasuredText): ScorePart {
  const found = [...new Set([...findCliches(text.normalized), ...findFillers(text.normalized)])];
  const effect = -Math.min(36, found.length * 12);
  return {
    name: 'Clichés and filler',
    value: found.length,
    effect: effect === 0 ? 0 : effect,
    explanation:
      found.length === 0
        ? 'No clichés or filler.'
        : `${found.map((f) => `"${f}"`).join(', ')}: any business could say this. Say what only you can.`,
  };
}

/**
 * Concrete against vague: numbers, names (capitalized words inside a sentence), the brand's own facts
 * and plain concrete words add; abstract words ("solutions", "quality", "needs") take away.
 */
const factWordCache = new WeakMap<readonly string[], Set<string>>();

/** The content words of the brand's facts, read once per list (the writer scores every candidate against one list). */
function factWordsOf(facts: readonly string[]): Set<string> {
  let found = factWordCache.get(facts);
  if (!found) {
    found = new Set(
      facts.flatMap((f) => f.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 4 && !STOP_WORDS.has(w)),
    );
    factWordCache.set(facts, found);
  }
  return found;
}

export function specificity(text: MeasuredText, facts: readonly string[]): ScorePart {
  let start = 0;
  const names = new Set<string>();
  for (const length of text.sentenceLengths) {
    for (let i = start + 1; i < start + length; i += 1) {
      const word = text.words[i]!;
      if (/^\p{Lu}/u.test(word) && word !== 'I') names.add(word);
    }
    start += length;
  }
  const numbers = text.words.filter((w) => /\d/.test(w)).length;
  const vagueFound = [...new Set(text.lower.filter((w) => vague.has(w)))];
  const concrete = new Set(
    text.lower.filter((w) => w.length >= 4 && /^\p{L}+$/u.test(w) && !STOP_WORDS.has(w) && !vague.has(w)),
  );
  const factWords = factWordsOf(facts);
  const ownFacts = [...concrete].filter((w) => factWords.has(w)).length;
  const points =
    Math.min(8, numbers * 4) +
    Math.min(8, names.size * 4) +
    Math.min(9, ownFacts * 3) +
    Math.min(10, concrete.size * 2) -
    vagueFound.length * 7;
  const effect = Math.max(-21, Math.min(20, points));
  return {
    name: 'Specificity',
    value: concrete.size + numbers + names.size - vagueFound.length,
    effect: effect === 0 ? 0 : effect,
    explanation:
      vagueFound.length > 0
        ? `Vague words (${vagueFound.join(', ')}): name the thing, the number or the place instead.`
        : effect >= 10
          ? `Concrete: ${plural(concrete.size, 'specific word')}${numbers ? `, ${plural(numbers, 'number')}` : ''}${names.size ? `, ${plural(names.size, 'name')}` : ''}.`
          : 'Could be more concrete: a number, a name, a place or the thing itself.',
  };
}
