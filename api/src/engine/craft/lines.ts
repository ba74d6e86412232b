import type { Brief } from './read';
import { numberWord, rankedProofs, shortProofs, yearsOf } from './proofs';
import { an, cap, listed, lower, sentence, wordCount } from './text';
import { answerTo, painToYou, proofSentence } from './sentences';
import { TURN_DEVICES, type Device } from './turn-lines';

/** An offer that ends in an adjective ("residential electrical") is not a thing to have years of. */
const nounEnd = (phrase: string | null) => Boolean(phrase) && !/(?:al|ic|ive|ous|ary|ed)$/i.test(phrase!);

const offerOrItem = (b: Brief) => (nounEnd(b.offer) ? b.offer : (b.items.find((i) => nounEnd(i)) ?? null));

/**
 * A proof said shorter, as a tagline says it: "With a groomer who never rushes." is "A groomer who never rushes.";
 * "One dog at a time in a quiet studio." is "One dog at a time." (what comes before its place or company).
 */
function shorter(line: string): string[] {
  const out: string[] = [];
  if (/^with\s+(?:an?|the)\s+\p{L}+\s+(?:who|that)\s/iu.test(line)) out.push(cap(line.replace(/^with\s+/i, '')));
  // "One dog in the salon at a time" is not cut before "at a time": the idiom is the point.
  const head = /^(.{8,}?)\s+(?:in|with|at|for|from)\s+(?:an?|the|our|your)\s(?!time\b)/i
    .exec(line.replace(/\s+at a time\b/i, ' at-a-time'))?.[1]
    ?.replace(/ at-a-time\b/, ' at a time');
  // "Every job comes with a warranty" cut before "with" leaves a verb waiting for its object.
  if (head && wordCount(head) >= 3 && !/\b(?:comes?|is|are|gets?|has|have|goes|go|includes?)$/i.test(head))
    out.push(sentence(head));
  return out;
}

/**
 * A line that points at what it never named ("Take them for expats."), or leads with a bare verb where a tagline
 * names a thing ("We pair up."): a slot filled with the wrong part of the brief.
 */
export function dangling(text: string): boolean {
  return (
    /\b(?:them|they|it|its|he|she|his|her|those|these)\b/i.test(text) ||
    /^(?:we|i)\s+\p{L}+\s*(?:up|in|out)?\.$/iu.test(text)
  );
}

export const DEVICES: readonly Device[] = [
  ...TURN_DEVICES,
  {
    // "Licensed. Fixed price. On time." – three proofs in the rhythm of a tagline.
    id: 'triad',
    weight: 20,
    kinds: ['tagline'],
    write: (b) => {
      const short = shortProofs(b, 3);
      return short.length >= 3 ? [short.slice(0, 3).map(sentence).join(' ')] : [];
    },
  },
  {
    // "Handmade skincare. No bleaching agents, ever."
    id: 'without',
    weight: 25,
    // Eight words are a tagline's length; a value proposition says more than the offer and what it leaves out.
    kinds: ['tagline'],
    write: (b) => {
      const without = b.proofs.find((p) => p.kind === 'without' && wordCount(p.phrase) <= 5);
      const offer = offerOrItem(b);
      if (!without || !offer) return [];
      return [`${sentence(offer)} ${sentence(without.phrase)}`];
    },
  },
  {
    // "Wedding photography since 2012." / "Twelve years of wedding photography."
    id: 'years',
    weight: 20,
    kinds: ['tagline'],
    write: (b) => {
      const y = yearsOf(b);
      const offer = nounEnd(b.offer) ? b.offer : null;
      if (!y || !offer || wordCount(offer) > 4 || /\b(?:at|of|by|from)\b/i.test(offer)) return [];
      if (y.since) return [sentence(`${offer} since ${y.since}`)];
      const n = numberWord(y.years!);
      return [sentence(`${cap(n)} years of ${lower(offer)}`)];
    },
  },
  {
    // "Same-week appointments for new patients." – the strongest proof alone, when it is a benefit in itself.
    id: 'proof alone',
    weight: 0,
    kinds: ['tagline'],
    write: (b) =>
      rankedProofs(b)
        .filter((p) => p.kind !== 'founder' && p.kind !== 'years' && p.kind !== 'since')
        .map((p) => proofSentence(p, b))
        .flatMap((l) => (l ? [l, ...shorter(l)] : []))
        .filter((l) => wordCount(l) >= 3 && wordCount(l) <= 8)
        // "With a fixed fee." is half a thought.
        .filter((l) => !/^(?:with|for|in|on|at|by|from|to|and|or)\s/i.test(l))
        .slice(0, 4),
  },
  {
    // "Kettlebell classes for office people." – the offer's head noun for the audience, or in its place.
    id: 'offer for audience',
    weight: 15,
    kinds: ['tagline'],
    write: (b) => {
      const offer = offerOrItem(b);
      if (!offer || (b.name && b.name.toLowerCase().includes(offer.split(' ').pop()!.toLowerCase()))) return [];
      const first = offer.split(/\s+and\s+/)[0]!;
      const short = wordCount(first) <= 3 ? first : first.split(' ').slice(-2).join(' ');
      if (!/^\p{L}/u.test(short)) return [];
      return [
        ...(b.audience ? [sentence(`${short} for ${b.audience}`)] : []),
        ...(b.place && wordCount(offer) > 3 ? [sentence(`${short} in ${b.place}`)] : []),
      ];
    },
  },
  {
    // "Estate wines from Stellenbosch, four generations in." – the offer with its place and its proof.
    id: 'offer place proof',
    weight: 10,
    kinds: ['tagline'],
    write: (b) => {
      const offer = offerOrItem(b);
      const proof = shortProofs(b, 3)[0];
      if (!offer || !b.place || wordCount(offer) > 3) return [];
      void proof;
      return [
        sentence(`${offer} in ${b.place}`),
        ...(b.audience && wordCount(b.audience) <= 3 ? [sentence(`${offer} for ${b.audience} in ${b.place}`)] : []),
      ];
    },
  },
  {
    // "Ask for a free quote. Same cleaner every visit." – the goal's ask with the reason to take it.
    id: 'ask and reason',
    weight: 0,
    // A call to action is a copy's close, not a tagline.
    kinds: [],
    write: (b) => {
      const reason = shortProofs(b, 4)[0];
      return b.ask && reason && wordCount(b.ask) <= 4 ? [`${sentence(reason)} ${sentence(b.ask)}`] : [];
    },
  },
  {
    // "For couples in Siena: wedding photography by a photographer with 280 weddings behind him." – offer, audience,
    // place, the proof that makes it theirs.
    id: 'for audience',
    weight: 20,
    kinds: ['value_proposition'],
    write: (b) => {
      const offer = b.offer ?? b.items[0];
      if (!offer || !b.audience) return [];
      const proofs = rankedProofs(b)
        .map((p) => proofSentence(p, b))
        .filter((l): l is string => Boolean(l) && wordCount(l!) <= 10);
      const where = b.place ? ` in ${b.place}` : '';
      return proofs
        .slice(0, 3)
        .map((proof) => `${sentence(`${cap(offer)} for ${b.audience}${where}`)} ${proof}`)
        .filter((l) => wordCount(l) <= 25);
    },
  },
  {
    // "You get switchboard upgrades, safety switches and ceiling fans, from $240, with a 5-year warranty."
    id: 'you get',
    weight: 10,
    kinds: ['value_proposition'],
    write: (b) => {
      if (b.items.length < 2) return [];
      const items = listed(b.items.slice(0, 3).map(lower));
      const price = b.price ? `, ${b.price}` : '';
      const proof = rankedProofs(b).find((p) => ['guarantee', 'credential', 'speed', 'made'].includes(p.kind));
      return [
        sentence(`${b.audience ? `${cap(b.audience)} get` : 'You get'} ${items}${price}`) +
          (proof ? ` ${proofSentence(proof, b) ?? ''}` : ''),
      ].filter((l) => wordCount(l) <= 25);
    },
  },
  {
    // "Most clinics in HRM have a 3-4 week wait. Bedford Basin Animal Hospital offers same-week appointments." –
    // the pain in one sentence, the answer in the next.
    id: 'pain and answer',
    weight: 25,
    kinds: ['value_proposition'],
    write: (b) => {
      const pain = b.pains.find((p) => wordCount(p) <= 14);
      if (!pain) return [];
      const first = answerTo(pain, rankedProofs(b));
      const answers = [
        first,
        ...rankedProofs(b).filter((p) => p !== first && ['speed', 'guarantee', 'without'].includes(p.kind)),
      ]
        .map((p) => (p ? proofSentence(p, b) : null))
        .filter((s): s is string => Boolean(s))
        .slice(0, 2);
      return answers.map((answer) => `${painToYou(pain, b)} ${answer}`).filter((l) => wordCount(l) <= 25);
    },
  },
  {
    // "Twelve years, 280 weddings: wedding photography you don't have to worry about." – the numbers first.
    id: 'numbers first',
    weight: 5,
    kinds: ['value_proposition'],
    write: (b) => {
      const numbered = b.proofs.filter((p) => /\d/.test(p.phrase) && wordCount(p.phrase) <= 6);
      const offer = b.offer ?? b.items[0];
      if (numbered.length < 2 || !offer) return [];
      const who = b.name ?? 'us';
      return [
        sentence(`${cap(numbered[0]!.phrase)}, ${lower(numbered[1]!.phrase)}: ${lower(offer)} from ${who}`),
      ].filter((l) => wordCount(l) <= 25);
    },
  },
  {
    // "The only ask: become a monthly donor. €10 a month keeps a dog in a foster home." – a cause's ask with its price.
    id: 'ask with price',
    weight: 15,
    kinds: ['value_proposition'],
    write: (b) => {
      if (!b.ask || b.prices.length === 0) return [];
      const price = b.prices.find((p) => /\b(?:a|per)\s+(?:month|week|year)\b/i.test(p)) ?? null;
      return price ? [`${sentence(b.ask)} ${sentence(price)}`].filter((l) => wordCount(l) <= 25) : [];
    },
  },
];

export function deviceLines(
  b: Brief,
  kind: 'tagline' | 'value_proposition',
): Array<{ angle: string; text: string; weight: number }> {
  const limit = kind === 'tagline' ? 8 : 25;
  return DEVICES.filter((d) => d.kinds.includes(kind)).flatMap((d) =>
    d
      .write(b)
      .filter((text) => wordCount(text) <= limit && wordCount(text) >= 2 && !dangling(text))
      .map((text) => ({ angle: `craft: ${d.id}`, text: text.replace(/\s+/g, ' ').trim(), weight: d.weight })),
  );
}

export { an };
export type { Device };
