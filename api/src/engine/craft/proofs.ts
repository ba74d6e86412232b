import type { Brief, Proof } from './read';
import { cap, wordCount } from './text';

/** What the business does, said with its verb first: not a fragment a tagline can carry. */
const THIRD_PERSON =
  /^(uses|has|offers|knows|works|ships|delivers|speaks|refills|makes|gives|sends|keeps|runs|builds|answers|brings|tracks|does|texts|comes|takes|covers|handles|visits|bakes|roasts)\b/i;
const BASE =
  /^(use|have|offer|know|work|ship|deliver|speak|refill|make|give|send|keep|run|build|answer|bring|track|do|text|come|take|cover|handle|visit|bake|roast)\b/i;

/** Proofs a line can carry as a short fragment, best first: numbers and credentials before the rest. */
const ORDER: Proof['kind'][] = [
  'speed',
  'years',
  'since',
  'count',
  'credential',
  'award',
  'guarantee',
  'without',
  'founder',
  'made',
  'team',
  'other',
];

export function rankedProofs(b: Brief): Proof[] {
  return [...b.proofs].sort((x, y) => ORDER.indexOf(x.kind) - ORDER.indexOf(y.kind));
}

/** Fragments short enough for a tagline's rhythm ("Licensed." "Fixed price." "Same cleaner every visit."). */
export function shortProofs(b: Brief, most = 4): string[] {
  return rankedProofs(b)
    .filter((p) => wordCount(p.phrase) <= most && !THIRD_PERSON.test(p.phrase) && !BASE.test(p.phrase))
    .map((p) => cap(p.phrase.replace(/^now\s+/i, '')));
}

/** The proof with a number of years in it, as "N years" or "since YEAR", when there is one. */
export function yearsOf(b: Brief): { years?: number; since?: string } | null {
  for (const p of b.proofs) {
    const since = /\bsince\s+((?:19|20)\d\d)\b/i.exec(p.phrase);
    if (since) return { since: since[1]! };
    const years = /\b(\d+)\+?\s*years?\b(?!\s+old)/i.exec(p.phrase);
    if (years && Number(years[1]) >= 2 && Number(years[1]) < 200) return { years: Number(years[1]) };
  }
  return null;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** A number as a tagline says it: words up to ten, digits after. */
export const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);
