import type { EngineProject } from '../types';
import { proofSentence } from './sentences';
import { readBrief } from './read';
import { choreDone, focusOffer, painQuestion, timeContrast } from './turns';

/**
 * What the model path is given to write from: the brief read as slots, exactly as the built-in writer reads it (the
 * same parsing), the turns the facts allow, and the devices a copywriter would use with them, written as data. The
 * model fills the devices; the built-in writer's gates and ranking choose among what it writes.
 */

export interface DeviceGuide {
  id: string;
  /** What the device does, with a line that shows it (an example of the shape, never of the facts). */
  how: string;
  /** The slots it needs: a device whose slots are empty is not offered. */
  needs: Array<keyof Slots>;
}

export interface Slots {
  offer: string | null;
  focus: string | null;
  audience: string | null;
  pains: string[];
  proofs: string[];
  price: string | null;
  place: string | null;
  ask: string | null;
  since: string | null;
  wait: string | null;
  chore: string | null;
  questions: string | null;
}

export const DEVICE_GUIDE: readonly DeviceGuide[] = [
  {
    id: 'consequence',
    how: 'turn a fact into what the reader feels or gains ("Your hours are billable. Chasing isn\'t.")',
    needs: ['proofs'],
  },
  {
    id: 'contrast pair',
    how: 'two short sentences that set the offer against the pain ("Some days you need to move. Some days you need to stop.")',
    needs: ['pains'],
  },
  { id: 'not the wait', how: 'our time against the wait the reader knows ("In weeks, not months.")', needs: ['wait'] },
  {
    id: 'done for you',
    how: 'the chore the business takes off the reader ("Heat pumps for Cork, grant paperwork included.")',
    needs: ['chore'],
  },
  {
    id: 'question and answer',
    how: "the reader's own question, then the answer in a few words",
    needs: ['pains'],
  },
  { id: 'x without y', how: 'the offer without the thing the reader dreads', needs: ['pains', 'offer'] },
  {
    id: 'specific number',
    how: 'the one number that proves it, said as what it means for the reader',
    needs: ['proofs'],
  },
  {
    id: 'triad',
    how: 'three short proofs in rhythm ("Jura beech. Natural oil. No toxic varnish.")',
    needs: ['proofs'],
  },
  { id: 'since', how: 'the trade, its place and its years ("Glasgow crate-digging since 1998.")', needs: ['since'] },
  {
    id: 'imperative with outcome',
    how: 'a command that promises what the reader gets ("Give a Saturday morning. Change a dog\'s life."); in a tagline never the call to action itself',
    needs: ['ask'],
  },
  { id: 'for you', how: 'the offer for the audience, said to them as "you"', needs: ['audience', 'offer'] },
];

export function slotsOf(project: EngineProject): Slots {
  const b = readBrief(project);
  const wait = timeContrast(b);
  return {
    offer: b.offer,
    focus: focusOffer(b),
    audience: b.audience,
    pains: b.pains,
    proofs: b.proofs.map((p) => proofSentence(p, b) ?? p.phrase),
    price: b.price,
    place: b.place,
    ask: b.ask,
    since: b.since,
    wait: wait ? `${wait.ours} (ours), against ${wait.theirs} (the wait the reader knows)` : null,
    chore: choreDone(b),
    questions: painQuestion(b),
  };
}

const filled = (v: Slots[keyof Slots]) => (Array.isArray(v) ? v.length > 0 : Boolean(v));

/** The devices this brief's slots allow. */
export const devicesFor = (slots: Slots) => DEVICE_GUIDE.filter((d) => d.needs.every((n) => filled(slots[n])));

/** The reading and the devices, as the prompt says them. */
export function craftReading(project: EngineProject): string {
  const s = slotsOf(project);
  const lines = [
    'How a copywriter reads this brief (use these facts, in your own words; never paste a field whole):',
    s.focus && `- The offer the goal is about: ${s.focus}`,
    s.offer && s.offer !== s.focus && `- What it sells: ${s.offer}`,
    s.audience && `- The reader (say "you" to them): ${s.audience}`,
    s.pains.length > 0 && `- Their pain: ${s.pains.join(' / ')}`,
    s.proofs.length > 0 && `- Proof: ${s.proofs.join(' / ')}`,
    s.price && `- Price: ${s.price}`,
    s.place && `- Place: ${s.place}`,
    s.since && `- In business since: ${s.since}`,
    s.wait && `- Time: ${s.wait}`,
    s.chore && `- A chore it takes off the reader: ${s.chore}`,
    s.ask && `- The call to action (from the goal; never "Learn more"): ${s.ask}`,
    '',
    'Devices to use, one per candidate (name it in "device"):',
    ...devicesFor(s).map((d) => `- ${d.id}: ${d.how}`),
  ];
  return lines.filter((l) => l !== null && l !== false).join('\n');
}
