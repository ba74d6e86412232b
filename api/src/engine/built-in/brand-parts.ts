import nlp from 'compromise';
import type { Brand } from '../brand';

/**
 * The parts of a brand's fields the extra angles are written from (more-angles.ts): the items of its offer
 * and what follows its head, the parts of what sets it apart, "every X is Y" claims, the cause inside its
 * problem, and the verb forms and singulars the lines need.
 */

/** A plural head that names a generic kind ("classes", "services"): "yoga and pilates classes" is one offer, not two. */
const GENERIC_HEAD =
  /\b(?:classes|lessons|sessions|services|courses|products|tools|apps|plans|programmes|programs|workshops)$/i;

/** The items of an offer's head ("SOC 2 readiness", "penetration testing"), when it lists two or three things of their own. */
export function offerItems(b: Brand): string[] {
  if (!b.offer) return [];
  const items = b.offer.head
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+&\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
  // "calm, one-dog-at-a-time grooming": adjectives before one noun, not a list of things sold.
  if (items.slice(0, -1).every((item) => /^\p{L}+$/u.test(item) && nlp(item).has('#Adjective'))) return [];
  if (items.length < 2 || items.length > 3 || GENERIC_HEAD.test(b.offer.head)) return [];
  return items.map((item) => item.replace(/^(?:an?|the)\s+/i, ''));
}

/** What follows the offer's head ("for SaaS startups", "about feelings"), each phrase on its own. */
export function offerModifiers(b: Brand): string[] {
  if (!b.offer || b.offer.phrase === b.offer.head) return [];
  const rest = b.offer.phrase.slice(b.offer.head.length).trim();
  return rest
    .split(/\s+(?=(?:for|about|with|in|from)\s)/)
    .map((x) => x.replace(/^,\s*/, '').trim())
    .filter((x) => /^(?:for|about|with|in|from)\s/.test(x));
}

/** The parts of what sets the brand apart that stand alone ("audit-ready in 6 weeks", "a fixed fee"), with their joining word. */
export function valueParts(b: Brand): Array<{ text: string; with: boolean; used?: boolean }> {
  const out: Array<{ text: string; with: boolean; used?: boolean }> = [];
  for (const point of b.value) {
    const object = point.verb ? point.text.replace(/^(?:uses|has|offers|gives|includes)\s+/i, '') : point.text;
    if (point.verb && object === point.text) continue;
    // A comma inside a number ("8,000 items") is no list: only one followed by a space or "and" splits.
    for (const part of object.split(
      /,(?=\s|and\b)\s*(?:and\s+)?|\s+and\s+(?=(?:an?|the|no|every|flour|\p{L}+ed)\b)/iu,
    )) {
      const text = part.trim();
      if (!/\p{L}/u.test(text) || /^(?:founded|run)\s+by\b/i.test(text)) continue;
      const withPart = /^with\s+/i.test(text);
      // "uses a 48-hour ferment": a thing the brand uses, so "every loaf gets" it.
      out.push({
        text: text.replace(/^with\s+/i, ''),
        with: withPart || (point.verb && /^(?:an?|the)\s/i.test(text)),
        used: point.verb,
      });
    }
  }
  return out;
}

/** "every story is tested in a real classroom" → ["story", "tested in a real classroom"]. */
export function everyIs(b: Brand): Array<[string, string]> {
  return b.value
    .map((v) => /^(?:every|each)\s+(\p{L}+)\s+(?:is|gets)\s+(.+)$/iu.exec(v.text))
    .filter((m): m is RegExpExecArray => Boolean(m))
    .map((m) => [m[1]!, m[2]!]);
}

/** "tested in a real classroom" → "classroom-tested", "tracked by GPS" → "GPS-tracked". */
export function compoundOf(done: string): string | null {
  const m = /^(\p{L}+ed)\s+(?:in|by|on)\s+(?:(?:an?|the)\s+)?(?:real\s+)?([\p{L}\d]+)$/iu.exec(done);
  return m ? `${m[2]}-${m[1]}` : null;
}

const IRREGULAR: Record<string, string> = {
  loaves: 'loaf',
  leaves: 'leaf',
  knives: 'knife',
  shelves: 'shelf',
  children: 'child',
  people: 'person',
};
/** "sourdough loaves" → "sourdough loaf". */
export function singular(noun: string): string {
  const last = noun.split(' ').pop()!.toLowerCase();
  if (IRREGULAR[last]) return noun.replace(/\S+$/, IRREGULAR[last]!);
  return (nlp(noun).nouns().toSingular().out('text') as string).trim() || noun;
}

/** The problem's cause, after "because of" ("failed security questionnaires"), and what is lost ("enterprise contracts"). */
export function causeOf(b: Brand): { lost: string | null; cause: string } | null {
  if (!b.problem) return null;
  const m = /^(?:(losing|missing|wasting)\s+(.+?)|.+?)\s+because\s+of\s+(.+)$/i.exec(b.problem);
  if (!m) return null;
  return { lost: m[1] === 'losing' ? m[2]! : null, cause: m[3]! };
}

/** The participle of what the brand does ("bakes" → "baked"), for "…, baked in Austin". */
export const DONE: Record<string, string> = {
  bakes: 'baked',
  roasts: 'roasted',
  makes: 'made',
  writes: 'written',
  builds: 'built',
  brews: 'brewed',
  designs: 'designed',
  grows: 'grown',
  sews: 'sewn',
  prints: 'printed',
};
