import type { Brief } from './read';
import { rankedProofs } from './proofs';
import { proofSentence } from './sentences';
import { cap, lower, sentence, wordCount } from './text';
import { choreDone, focusOffer, painQuestion, timeContrast } from './turns';

/**
 * The devices a copywriter reaches for, written as data: each names the kinds it writes and turns the brief's
 * slots into lines; a device whose slots are empty writes nothing. Lines are made from the reader's side (what they
 * get, what stops, what they do next), never a field pasted whole.
 */
export interface Device {
  id: string;
  kinds: ReadonlyArray<'tagline' | 'value_proposition'>;
  write: (b: Brief) => string[];
  /** How far ahead of the other crafted lines its lines are ranked: a turn of the facts before a fact restated. */
  weight: number;
}

const unitOf = (span: string) => /(minute|hour|day|week|month|year)s?$/.exec(span)?.[1] ?? null;

/** "Plumbing & Heating" of "O'Driscoll Plumbing & Heating": the trade a name says, when it says one. */
function tradeOfName(name: string | null): string | null {
  // The trade ends the name ("Roofing & Sons" and "Plumbing & Heating" do; "Reading Circle" does not).
  const m =
    /\b(\p{Lu}\p{Ll}+ing)(?:\s+(?:&|and)\s+(\p{Lu}\p{Ll}+ing))?(?:\s+(?:&|and)\s+Sons?|\s+(?:Services|Co\.?|Ltd\.?|Company))?$/u.exec(
      name ?? '',
    );
  if (!m || /^(?:Bring|Spring|King|Ring|Wing|Thing|Sing|Swing)$/.test(m[1]!)) return null;
  return m[2] ? `${m[1]} and ${m[2]!.toLowerCase()}` : m[1]!;
}

/** The devices that turn a fact rather than restate it, ranked ahead of the others. */
export const TURN_DEVICES: readonly Device[] = [
  {
    // "Speech therapy in weeks, not months." – our time against the wait the reader knows.
    id: 'not the wait',
    kinds: ['tagline', 'value_proposition'],
    weight: 45,
    write: (b) => {
      const t = timeContrast(b);
      const offer = focusOffer(b);
      if (!t || !offer) return [];
      const [ours, theirs] = [unitOf(t.ours), unitOf(t.theirs)];
      const short = wordCount(offer) <= 3 ? offer : offer.split(' ').slice(-2).join(' ');
      return [
        ...(ours && theirs && ours !== theirs ? [sentence(`${short} in ${ours}s, not ${theirs}s`)] : []),
        sentence(`${short} in ${t.ours}, not ${t.theirs}`),
        ...(b.audience ? [sentence(`${offer} for ${b.audience} within ${t.ours}, not ${t.theirs}`)] : []),
      ];
    },
  },
  {
    // "Heat pumps for Cork, grant paperwork included." – the chore the business takes off the reader.
    id: 'done for you',
    kinds: ['tagline', 'value_proposition'],
    weight: 40,
    write: (b) => {
      const chore = choreDone(b);
      const offer = focusOffer(b);
      if (!chore || !offer) return [];
      const where = b.place ? ` in ${b.place}` : '';
      const credential = b.proofs.find((p) => p.kind === 'credential' || p.kind === 'years');
      const proof = credential ? proofSentence(credential, b) : null;
      return [
        sentence(`${offer}${where}, ${chore} included`),
        sentence(`${offer}, with the ${chore} done for you`),
        `${sentence(`${offer}${b.audience ? ` for ${b.audience}` : ''}${where}, with the ${chore} done for you`)}${proof ? ` ${proof}` : ''}`,
      ];
    },
  },
  {
    // "Roofing in Stockport since 1987." – the trade, its place and its years.
    id: 'since',
    kinds: ['tagline'],
    weight: 25,
    write: (b) => {
      const trade = tradeOfName(b.name) ?? (b.offer && wordCount(b.offer) <= 3 ? b.offer : null);
      if (!b.since || !trade) return [];
      return [sentence(`${lower(trade)}${b.place ? ` in ${b.place}` : ''} since ${b.since}`)];
    },
  },
  {
    // "Leaks? Storm damage? 10-year guarantee." – the reader's own questions, then the answer.
    id: 'questions',
    kinds: ['tagline'],
    weight: 20,
    write: (b) => {
      const q = painQuestion(b);
      const answer = rankedProofs(b).find(
        (p) => ['guarantee', 'speed', 'without', 'credential'].includes(p.kind) && wordCount(p.phrase) <= 4,
      );
      return q && answer ? [`${q} ${sentence(cap(answer.phrase))}`] : [];
    },
  },
];
