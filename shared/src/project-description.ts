import { CASED_WORDS, lowerStart } from './text-case';

/**
 * The project's description (spec section 3: 'We help {audience} who struggle with {problem}.') from fields as
 * people type them (issue 28): a pain written as a clause, a list, in the first person, in capitals or with
 * emoji. The spec's frame is kept where the problem is a noun phrase; a problem the frame cannot take becomes a
 * sentence of its own. Small rules, no language model: this runs in the browser.
 */

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}/gu;
const BULLET = /^(?:[-*•–—·▪►→✔✓]|\d{1,2}[.)])\s+/u;

/** A field with the emoji, quotes, shouting, bullets and closing punctuation a sentence cannot carry taken out. */
function clean(raw: string): { text: string; question: boolean } {
  let text = raw.replace(EMOJI, ' ');
  const lines = text
    .split(/\r?\n|;\s*/)
    .map((line) => line.trim().replace(BULLET, '').trim())
    .map((line) => line.replace(/[\s.,!…]+$/u, ''))
    .filter(Boolean);
  text = lines.join(', ');
  text = text.replace(/\s+/g, ' ').replace(/\s+([,.!?])/g, '$1');
  text = text.replace(/^["'“‘]+|["'”’]+$/gu, '').trim();
  text = text.replace(/,?\s+etc\.?$/i, '');
  const question = /\?$/.test(text);
  text = text.replace(/[\s.,!?…:;-]+$/u, '');
  // Shouting: the whole field in capitals, or two words or more of it ("DOG OWNERS in Austin"); an acronym alone stays.
  const letters = text.replace(/[^\p{L}]/gu, '');
  const shouted = (word: string) => /^\p{Lu}{3,}$/u.test(word) && !CASED_WORDS.has(word.toLowerCase());
  const wholeField = letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  if (wholeField || (text.match(/[\p{L}]+/gu) ?? []).filter(shouted).length >= 2) {
    text = text.replace(/[\p{L}\p{N}]+/gu, (word) => {
      if (!wholeField && !shouted(word)) return word;
      const lower = word.toLowerCase();
      return CASED_WORDS.get(lower) ?? (lower === 'i' ? 'I' : lower);
    });
  }
  return { text, question };
}

/** Openings that say what the field is rather than what it holds ("We sell to …", "The problem is that …"). */
const AUDIENCE_LEAD =
  /^(?:(?:basically|mostly|mainly|honestly|um+|so)[, ]+)*(?:(?:we|i)\s+(?:help|serve|sell\s+to|work\s+with|target)|(?:our|my)\s+(?:customers|clients|audience|buyers)\s+(?:are|is)|for|mostly|mainly)\s+/i;
const PROBLEM_LEAD =
  /^(?:(?:basically|honestly|um+|so)[, ]+)*(?:(?:the|their|our|my)\s+(?:main\s+|biggest\s+)?(?:problem|pain|issue)\s+is(?:\s+that)?|(?:they|people|customers|clients)\s+(?:struggle|struggling)\s+with|(?:struggle|struggling|struggles)\s+with)\s+/i;

/** A customer's words in the first person, said of them: "I never have time" → "they never have time". */
const FIRST_PERSON: Array<[RegExp, string]> = [
  [/\b(?:I|we)\s+am\b|\bI'm\b|\bI’m\b/gi, 'they are'],
  [/\bI\s+was\b/gi, 'they were'],
  [/\b(?:I|we)'(ve|d|ll|re)\b/gi, "they'$1"],
  [/\b(?:I|we)’(ve|d|ll|re)\b/gi, 'they’$1'],
  [/\bI\b/g, 'they'],
  [/\bwe\b/gi, 'they'],
  [/\b(?:my|our)\b/gi, 'their'],
  [/\b(?:me|us)\b/gi, 'them'],
  [/\b(?:myself|ourselves)\b/gi, 'themselves'],
  [/\b(?:mine|ours)\b/gi, 'theirs'],
];
function thirdPerson(text: string): string {
  return FIRST_PERSON.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** Words that make a phrase a clause: auxiliaries, copulas and modals anywhere after its first word. */
const FINITE =
  /\s(?:is|are|was|were|am|isn't|aren't|wasn't|weren't|can|can't|cannot|could|couldn't|will|won't|would|wouldn't|should|shouldn't|must|may|might|do|does|did|don't|doesn't|didn't|has|have|had|hasn't|haven't|keep|keeps|get|gets|got)(?=[\s,]|$)/i;
/** A subject opening a clause ("they hate …", "nobody answers …"). */
const SUBJECT =
  /^(?:I|we|they|he|she|it|you|there|nobody|everyone|everybody|someone|most|many|some|their|his|her|its|your)\s+\S/i;
/**
 * Everyday verbs after a plural noun ("dogs hate the dryer", "salons rush every cut"): only verbs that are rarely a
 * noun, and not after "business", "class" or "bus" (plural-looking words in noun phrases: "business cost overruns").
 */
const PLURAL_VERB =
  /\b\p{L}*[^\Wsu]s\s+(?:hate|love|want|feel|spend|lose|seem|know|forget|ignore|rush|refuse|struggle|end\s+up|take|go|come|say|think|never|always|often|rarely|still|just)\b/iu;

function isClause(text: string): boolean {
  return SUBJECT.test(text) || FINITE.test(text) || PLURAL_VERB.test(text);
}

/** A list typed with commas reads as one: "loud salons, long waits, rushed cuts" → "…, long waits and rushed cuts". */
const NOT_AN_ITEM =
  /^(?:and|or|but|so|especially|even|mostly|mainly|which|who|that|because|like|such|including|without|with|from|for|in|on|at|when|if|since|though|although|usually|often|plus|etc)\b/i;
function joinList(text: string, conjunction: string): string {
  const items = text.split(/,\s*/);
  if (items.length < 2 || items.slice(1).some((item) => NOT_AN_ITEM.test(item))) return text;
  // Already closed by its own "and" or "or" ("nervous, elderly or rescue dogs"): as typed.
  if (/\s(?:and|or)\s/i.test(items[items.length - 1]!)) return text;
  return `${items.slice(0, -1).join(', ')}${items.length > 2 ? ',' : ''} ${conjunction} ${items[items.length - 1]}`;
}

function audienceOf(raw: string): { text: string; singular: boolean; relative: boolean } {
  const text = joinList(lowerStart(clean(raw).text.replace(AUDIENCE_LEAD, '').replace(AUDIENCE_LEAD, '')), 'and');
  return {
    text,
    singular: /^(?:anyone|anybody|everyone|everybody|someone|somebody|each|every|a|an|any|one)\b/i.test(text),
    relative: /\b(?:who|that|whose|which)\b/i.test(text),
  };
}

type Problem =
  { shape: 'empty' } | { shape: 'phrase' | 'infinitive' | 'lack'; text: string } | { shape: 'sentence'; text: string };

function problemOf(raw: string): Problem {
  const { text: cleaned, question } = clean(raw);
  const text = thirdPerson(cleaned.replace(PROBLEM_LEAD, ''));
  if (!text) return { shape: 'empty' };
  if (question || isClause(text)) {
    const said = joinList(text, 'and').replace(
      /(^|[.!?]\s+)(\p{Ll})/gu,
      (_, gap: string, letter: string) => gap + letter.toUpperCase(),
    );
    return { shape: 'sentence', text: `${said}${question ? '?' : '.'}` };
  }
  const phrase = joinList(lowerStart(text), 'and');
  if (/^to\s/i.test(phrase)) return { shape: 'infinitive', text: phrase.replace(/^to\s+/i, '') };
  if (/^(?:no|not\s+enough|too\s+(?:much|many|little|few))\s/i.test(phrase)) return { shape: 'lack', text: phrase };
  return { shape: 'phrase', text: phrase };
}

/** Spec section 3: 'We help {audience} who struggle with {problem}.', as a sentence whatever the fields hold. */
export function projectDescription(details: { whoYouSellTo: string; problemYouSolve: string }): string {
  const audience = audienceOf(details.whoYouSellTo);
  const problem = problemOf(details.problemYouSolve);
  if (!audience.text && problem.shape === 'empty') return '';
  if (problem.shape === 'empty') return `We help ${audience.text}.`;
  if (problem.shape === 'sentence') {
    return audience.text
      ? `We help ${audience.text}. ${problem.text}`
      : `The problem we solve: ${lowerStart(problem.text)}`;
  }
  const who = audience.text || 'people';
  // "people who own dogs who struggle with …" reads as two relatives; "… and struggle with …" as one.
  const joint = audience.relative ? ' and' : ' who';
  const verb = (plural: string, singular: string) => (audience.singular ? singular : plural);
  if (problem.shape === 'infinitive')
    return `We help ${who}${joint} ${verb('struggle', 'struggles')} to ${problem.text}.`;
  if (problem.shape === 'lack') {
    const lack = problem.text.replace(/^not\s+enough\s/i, `${verb("don't", "doesn't")} have enough `);
    const has = lack === problem.text ? `${verb('have', 'has')} ${problem.text}` : lack;
    return `We help ${who}${joint} ${has}.`;
  }
  return `We help ${who}${joint} ${verb('struggle', 'struggles')} with ${problem.text}.`;
}
