import { cap, type Brand } from '../brand';
import { PARTICIPLE_OF, headOf, passiveOf, stateBenefit } from './angles';
import type { Candidate } from '../select';

/**
 * The devices copywriters use, written as data: each names the kinds it writes, the slots of the brief it needs
 * and how it turns them into a line. A device whose slots the brief does not fill is not used, so a line is never
 * a template with a hole in it. Each line is turned from the brief (a pain into what the reader gets instead, a
 * number put first, the goal's ask with its outcome), not a field pasted back.
 */
export interface Device {
  id: string;
  kinds: ReadonlyArray<'tagline' | 'value_proposition'>;
  write: (s: Slots) => string[];
}

/** The brief's meaning as the devices read it; null where the brief does not say. */
export interface Slots {
  name: string | null;
  /** What is sold, each item a noun phrase ("sourdough loaves", "cardamom buns"). */
  items: string[];
  head: string | null;
  /** The pain's head as a gerund phrase ("losing enterprise contracts"). */
  painGerund: string | null;
  /** What the reader does instead of the pain ("win enterprise contracts"), from a verb whose opposite is known. */
  relief: string | null;
  /** The pain's cause turned round ("pass security questionnaires" of "because of failed security questionnaires"). */
  causeRelief: string | null;
  /** A state the reader can be in ("audit-ready in 6 weeks"). */
  state: string | null;
  /** A benefit with a number in it, as a phrase ("audit-ready in 6 weeks", "a 48-hour ferment"). */
  number: string | null;
  /** What happens to the offer, as a participle phrase ("baked every morning"). */
  passive: string | null;
  /** The goal's ask, as an imperative without its time word ("Book a demo", "Pre-order yours"). */
  ask: string | null;
  price: string | null;
}

/** Verbs of a pain and what the reader does instead: "losing contracts" → "win contracts". */
const OPPOSITES: Record<string, string> = {
  losing: 'win',
  missing: 'catch',
  wasting: 'save',
  overpaying: 'pay less',
  dreading: 'look forward to',
  failing: 'pass',
  forgetting: 'remember',
  guessing: 'know',
  ignoring: 'answer',
  dropping: 'keep',
  juggling: 'simplify',
  hiding: 'show',
  skipping: 'keep',
  rushing: 'take time over',
  fighting: 'settle',
  struggling: 'get on',
};

/** Adjectives of a cause and the verb that undoes it: "failed questionnaires" → "pass questionnaires". */
const UNDO: Record<string, string> = {
  failed: 'pass',
  missed: 'catch',
  late: 'send on time',
  lost: 'find',
  broken: 'fix',
  stale: 'freshen',
  unpaid: 'collect',
};

const short = (s: string, n: number) => s.split(/\s+/).length <= n;

/** The slots of a brand, or null for each that its fields do not fill. */
export function slotsOf(b: Brand): Slots {
  // "Industrial fasteners: stainless screws, hex bolts, rivets" lists its items after the colon.
  const listed = /^[^:;]{3,40}:\s([^;]+)/.exec(b.offer?.phrase ?? '')?.[1];
  const items = (listed ?? b.offer?.head ?? '')
    .split(/\s+and\s+|,\s*/)
    .map((x) => x.trim())
    .filter((x) => x.length > 2 && short(x, 4));
  const painGerund = b.problem && b.problemShape === 'gerund' && !/^not\s/i.test(b.problem) ? headOf(b.problem) : null;
  const first = painGerund?.split(' ')[0]?.toLowerCase();
  const relief =
    painGerund && first && OPPOSITES[first] && short(painGerund, 5)
      ? `${OPPOSITES[first]} ${painGerund.split(' ').slice(1).join(' ')}`.trim()
      : null;
  const cause = b.problem ? /\b(?:because of|due to|from|after)\s+(\p{L}+)\s+(.+)$/iu.exec(b.problem) : null;
  const causeRelief =
    cause && UNDO[cause[1]!.toLowerCase()] && short(cause[2]!, 3)
      ? `${UNDO[cause[1]!.toLowerCase()]} ${cause[2]}`
      : null;
  const benefits = b.value.map((v) => v.text);
  const state = benefits.map((x) => x.split(/,\s/)[0]!).find((x) => stateBenefit(x) && short(x, 6)) ?? null;
  const number =
    benefits
      .map((x) => x.split(/,\s/)[0]!)
      .find((x) => /\d/.test(x) && short(x, 6) && !/^(?:founded|run) by/i.test(x)) ?? null;
  // What happens to the offer, from what the brand does to it ("bakes … every morning" → "baked every morning").
  const offerPassive = b.offer?.doing ? passiveOf(b.offer.doing) : null;
  const participle = offerPassive ? PARTICIPLE_OF(b.offer!.doing!.split(' ')[0]!) : null;
  const passive =
    b.value
      .filter((v) => v.verb)
      .map((v) => passiveOf(v.text))
      .find((p): p is string => Boolean(p && short(p, 6))) ??
    (offerPassive && participle && offerPassive.includes(` ${participle} `)
      ? `${participle} ${offerPassive.split(` ${participle} `)[1]}`
      : null);
  const firstCall = b.calls?.[0] ?? null;
  const ask = firstCall ? firstCall.replace(/\s+(?:today|now|this week|at \S+)\.$/i, '').replace(/\.$/, '') : null;
  return {
    name: b.name,
    items,
    head: b.offer?.head ?? null,
    painGerund,
    relief,
    causeRelief,
    state,
    number,
    passive: passive && /^\p{L}+(?:ed|en|t|n)\s/u.test(passive) && !/^aged\s/i.test(passive) ? passive : null,
    ask,
    price: b.price,
  };
}

const end = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

export const DEVICES: readonly Device[] = [
  {
    // "Pass the questionnaire. Win the contract."
    id: 'contrast pair',
    kinds: ['tagline'],
    write: (s) => (s.causeRelief && s.relief ? [`${cap(s.causeRelief)}. ${cap(s.relief)}.`] : []),
  },
  {
    // "Sourdough loaves. Cardamom buns. Baked every morning."
    id: 'triad',
    kinds: ['tagline'],
    write: (s) =>
      s.items.length >= 2 && s.passive && short(s.passive, 4)
        ? [`${cap(s.items[0]!)}. ${cap(s.items[1]!)}. ${cap(s.passive)}.`]
        : [],
  },
  {
    // "6 weeks to audit-ready."
    id: 'number first',
    kinds: ['tagline'],
    write: (s) => {
      const m = s.state && /^(\p{L}+-\p{L}+)\s+in\s+(\d+\s+\p{L}+)$/u.exec(s.state);
      return m ? [`${cap(m[2]!)} to ${m[1]}.`] : [];
    },
  },
  {
    // "Book a demo. Be audit-ready in 6 weeks."
    id: 'ask and outcome',
    // An ask is a call to action, not a tagline: a copy closes with it (askAndOutcome) rather than opening with it.
    kinds: [],
    write: (s) => {
      if (!s.ask || !short(s.ask, 5)) return [];
      const outcome = s.state
        ? `Be ${s.state}`
        : s.relief
          ? cap(s.relief)
          : s.passive && s.head && short(s.head, 3)
            ? `${cap(s.head)}, ${s.passive}`
            : null;
      return outcome ? [`${s.ask}. ${outcome}.`] : [];
    },
  },
  {
    // "Still losing enterprise contracts? Be audit-ready in 6 weeks, from £4,500 per audit."
    id: 'question and answer',
    kinds: ['value_proposition'],
    write: (s) => {
      if (!s.painGerund || !short(s.painGerund, 5)) return [];
      const answers = [
        s.state ? `Be ${s.state}${s.price && /^from\s/i.test(s.price) ? `, ${s.price}` : ''}` : null,
        s.relief && s.name && s.head ? `${s.name} helps you ${s.relief} with ${s.head}` : null,
      ].filter((a): a is string => Boolean(a));
      return answers.map((a) => `Still ${s.painGerund}? ${end(a)}`);
    },
  },
  {
    // "You get sourdough loaves baked every morning, from $6 to $12."
    id: 'you get',
    kinds: ['value_proposition'],
    write: (s) => {
      if (!s.head || !s.passive || !short(s.head, 5)) return [];
      const price =
        s.price && /^(?:from\s)?[£$€]\d/i.test(s.price)
          ? `, ${/^from\s/i.test(s.price) ? s.price : `from ${s.price}`}`
          : '';
      return [`You get ${s.head} ${s.passive}${price || (s.name ? `, from ${s.name}` : '')}.`];
    },
  },
  {
    // "Win enterprise contracts: pass security questionnaires with Vaultline."
    id: 'outcome and means',
    kinds: ['value_proposition'],
    write: (s) => (s.relief && s.causeRelief && s.name ? [`${cap(s.relief)}: ${s.causeRelief} with ${s.name}.`] : []),
  },
];

/** Every line the devices write for a kind, each with its device as its angle, preferred in the ranking. */
export function deviceCandidates(b: Brand, kind: 'tagline' | 'value_proposition'): Candidate[] {
  const slots = slotsOf(b);
  return DEVICES.filter((d) => d.kinds.includes(kind)).flatMap((d) =>
    d.write(slots).map((text) => ({ angle: `device: ${d.id}`, text: end(cap(text)), bonus: 12 })),
  );
}
