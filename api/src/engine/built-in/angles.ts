import nlp from 'compromise';
import { cap, type Brand } from '../brand';
import { baseVerb } from '../fields';

/**
 * The facts of a business as the pieces lines are written from: each angle (benefit, outcome, problem,
 * audience, proof, place, price, founder, news) only when its field gives it, and every piece a whole phrase.
 */

export const end = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/** The noun phrase before what explains it: "losing enterprise contracts" of "… because of failed questionnaires". */
export const headOf = (s: string) => s.split(/\s(?:because|so|while|when)\s/i)[0]!;

/** The words two phrases share in a run of three or more (not counting small words): one says what the other does. */
const gramCache = new Map<string, Set<string>>();
const overlapCache = new Map<string, boolean>();

export function overlaps(a: string, b: string): boolean {
  const key = `${a}\u0000${b}`;
  let hit = overlapCache.get(key);
  if (hit === undefined) {
    if (overlapCache.size >= 20000) overlapCache.clear();
    overlapCache.set(key, (hit = overlapsOnce(a, b)));
  }
  return hit;
}

function overlapsOnce(a: string, b: string): boolean {
  // Remembered per phrase: every line is compared with every hook and line of many candidate copies.
  const grams = (s: string) => {
    const hit = gramCache.get(s);
    if (hit) return hit;
    if (gramCache.size >= 4000) gramCache.clear();
    const found = gramsOf(s);
    gramCache.set(s, found);
    return found;
  };
  const gramsOf = (s: string) => {
    const w = s.toLowerCase().match(/[\p{L}\p{N}£$%.-]*[\p{L}\p{N}%]/gu) ?? [];
    const out = new Set<string>();
    for (let i = 0; i + 3 <= w.length; i += 1) {
      const run = w.slice(i, i + 3);
      if (run.some((x) => x.length > 3 || /\d/.test(x))) out.add(run.join(' '));
    }
    return out;
  };
  const ga = grams(a);
  for (const g of grams(b)) if (ga.has(g)) return true;
  // A number with its unit said twice ("max 8 people" and "capped at 8 people").
  const counted = (s: string) => new Set(s.toLowerCase().match(/[£$€]?\d[\d.,/-]*(?:\s*-?\s*[\p{L}]+)?/gu) ?? []);
  const ca = counted(a);
  for (const c of counted(b)) if (ca.has(c)) return true;
  return false;
}

/** "losing" → "lose", "knowing" → "know". */
export function infinitive(gerund: string): string {
  return (nlp(gerund).verbs().toInfinitive().out('text') as string).trim() || gerund.replace(/ing$/i, '');
}

/** "runs" → "run", "files" → "filed": for "payroll run in 3 clicks", "taxes filed automatically". */
const PARTICIPLES: Record<string, string> = {
  runs: 'run',
  files: 'filed',
  takes: 'taken',
  sends: 'sent',
  delivers: 'delivered',
  ships: 'shipped',
  handles: 'handled',
  answers: 'answered',
  reviews: 'reviewed',
  tracks: 'tracked',
  builds: 'built',
  makes: 'made',
  bakes: 'baked',
  roasts: 'roasted',
  writes: 'written',
  checks: 'checked',
  fixes: 'fixed',
  cleans: 'cleaned',
  repairs: 'repaired',
  prepares: 'prepared',
};

/** The participle of a verb the writer knows ("bakes" → "baked"), or null. */
export const PARTICIPLE_OF = (verb: string): string | null => PARTICIPLES[verb.toLowerCase()] ?? null;

/** What the brand does as an outcome the reader gets: "runs payroll in 3 clicks" → "payroll run in 3 clicks". */
export function passiveOf(doing: string): string | null {
  const m =
    /^(\p{L}+)\s+(.+?)\s+((?:in|within|every|each|automatically|by|on|at|for|overnight|daily|weekly|same-day)\b.*)$/u.exec(
      doing,
    );
  const participle = m && PARTICIPLES[m[1]!.toLowerCase()];
  if (!m || !participle || /^(?:a|an|the|every|each)\b/i.test(m[2]!)) return null;
  return `${m[2]} ${participle} ${m[3]}`;
}

/** A phrase that can follow a comma after what the brand does: no verb of its own. */
export const appositive = (s: string) => !/\b(?:is|are|was|were|has|have|runs|takes|knows|files)\b/i.test(s);

/** Whom the business was founded or is run by ("by a former reception teacher"), when the unique value says so. */
export function founderOf(b: Brand): string | null {
  const point = b.value.find((p) => /^(?:founded|run) by\s/i.test(p.text));
  return point ? point.text.replace(/^(?:founded|run)\s+/i, '') : null;
}

/** The price as facts that stand alone: "walks from $18", "£12 a class", "from £450". */
export function priceParts(b: Brand): string[] {
  if (!b.price) return [];
  return b.price
    .split(/,\s+|\s+or\s+|;\s*/)
    .map((p) => p.trim())
    .filter((p) => /\d|\bfree\b/i.test(p));
}

/**
 * How a price ends a sentence about the offer: "… at $29 per month", "…, from £450", "…, from $6 to $12"; else as
 * a sentence of its own. Null where it would not read ("writes picture books … (£7.99)", "…, max 8 per class (£12 a class)").
 */
export function priceClause(part: string, doing = 'offers'): string | null {
  const sells = /^(?:offers?|sells?)\s/i.test(doing);
  if (/^[£$€]\d[\d.,]*(?:-[£$€]?\d[\d.,]*)?(?:\s+(?:per|a|an)\s+\p{L}+)?$/u.test(part))
    return sells && !doing.includes(',') ? ` at ${part}` : null;
  if (/^(?:from|only)\s/i.test(part)) return doing.includes(',') ? `. ${cap(part)}` : `, ${part}`;
  if (/^[£$€]?\d[\d.,]*\s+to\s+[£$€]?\d/.test(part)) return doing.includes(',') ? null : `, from ${part}`;
  return `. ${cap(part)}`;
}

/** A gerund problem's head, short enough for a tagline: "feeling lost and judged" of "… in big crowded gym classes". */
export function shortHead(head: string): string {
  if (head.split(' ').length <= 5) return head;
  const [first] = head.split(/\s(?:in|at|on|with|by|to|from)\s/);
  return first!.split(' ').length >= 2 ? first! : head;
}

/** A place a line may add to the audience: none when the audience is told by what they do ("… coming back from injury"). */
export const placeable = (audienceHead: string | null) =>
  Boolean(audienceHead && !/\b(?:coming|who|that|doing|planning|with|looking|wanting)\b/i.test(audienceHead));

/** A price that reads after the offer: "from £450", "$29 per month", "$6 to $12"; null for one led by its own noun ("walks from $18"). */
export function trailingPrice(part: string): string | null {
  // Said after the offer, so in the sentence's case: "…, from $55 for a small dog", not "…, From $55".
  if (/^(?:from|only|just)\s+[£$€]?\d/i.test(part) || /^[£$€]?\d/.test(part) || /^free\b/i.test(part))
    return part.replace(/^(?:From|Only|Just|Free)\b/, (word) => word.toLowerCase());
  return null;
}

/** A problem a person has, "not knowing if …", as what they get instead: "always know if …". */
export function notGerundOutcome(problem: string | null): string | null {
  const m = problem && /^not\s+(\p{L}+ing)\s+(.+)$/iu.exec(problem);
  return m ? `always ${infinitive(m[1]!)} ${m[2]!.replace(/\bactually\s+/i, '')}` : null;
}

/** "toddlers who cannot put big feelings into words": a problem told as the people who have it. */
export const peopleProblem = (problem: string | null) =>
  Boolean(problem && /\s(?:who|whose)\s/i.test(problem) && !/^(?:no|not)\s/i.test(problem));

/** The offer's head without its article, for "Order your …". */
export const bareHead = (b: Brand) => (b.offer ? b.offer.head.replace(/^(?:an?|the)\s+/i, '') : null);

/** The city of the location ("Austin" of "Austin, TX"), when neither the offer nor the audience names a place of its own. */
export function cityFor(b: Brand): string | null {
  const city = b.location?.split(',')[0]?.trim();
  if (!city) return null;
  if (b.offer?.phrase.includes(city) || b.audience?.includes(city)) return null;
  return city;
}

/** "Be audit-ready in 6 weeks": a benefit led by a state the reader can be in. */
export const stateBenefit = (benefit: string) => /^[\p{L}]+-(?:ready|free|proof|safe|compliant)\b/iu.test(benefit);

/** What the brand does, as a base verb for "we …". */
export const asBase = (third: string) => third.replace(/^\p{L}+/u, baseVerb);

export { cap };
