import type { MessageType } from '@brandcast/shared';
import { cap, subject, type Brand } from '../brand';
import type { Chooser } from '../random';
import type { GeneratedMessage } from '../types';

const MAX_TAGLINE_WORDS = 14;

type Field = 'name' | 'offer' | 'audience' | 'problem' | 'value' | 'location' | 'price';

interface Template {
  /** What the line says it is about, shown as the message's title. */
  angle: string;
  needs: Field[];
  write(b: Required<Record<Field, string>> & Brand): string;
}

/** The value, if it reads as a phrase that can follow a comma ("baked fresh daily"), not a clause ("we deliver"). */
function appositive(value: string): boolean {
  return !/^(?:we|i|our|they|it|you)\b/i.test(value);
}

const TAGLINES: Template[] = [
  { angle: 'Offer and audience', needs: ['offer', 'audience'], write: (b) => `${cap(b.offer)} for ${b.audience}.` },
  { angle: 'Problem solved', needs: ['problem'], write: (b) => `No more ${b.problem}.` },
  { angle: 'Problem solved', needs: ['problem', 'name'], write: (b) => `Goodbye, ${b.problem}. Hello, ${b.name}.` },
  { angle: 'What makes it different', needs: ['offer', 'value'], write: (b) => (appositive(b.value) ? `${cap(b.offer)}, ${b.value}.` : `${cap(b.offer)}, done differently.`) },
  { angle: 'Made for them', needs: ['audience'], write: (b) => `Made for ${b.audience}.` },
  { angle: 'Made for them', needs: ['audience', 'location'], write: (b) => `Made for ${b.audience}. Made in ${b.location}.` },
  { angle: 'Brand promise', needs: ['name', 'offer'], write: (b) => `${b.name}: ${b.offer}, done right.` },
  { angle: 'Brand promise', needs: ['offer'], write: (b) => `${cap(b.offer)} you'll love coming back to.` },
  { angle: 'Local pride', needs: ['offer', 'location'], write: (b) => `${b.location}'s home for ${b.offer}.` },
  { angle: 'Audience first', needs: ['offer', 'audience'], write: (b) => `${cap(b.offer)}, made with ${b.audience} in mind.` },
  { angle: 'Because they deserve it', needs: ['audience', 'name'], write: (b) => `${b.name}. Because ${b.audience} deserve better.` },
  { angle: 'Problem solved', needs: ['problem', 'audience'], write: (b) => `Less ${b.problem}. More of what matters.` },
  { angle: 'Speaks to you', needs: ['problem'], write: (b) => `You deserve better than ${b.problem}.` },
  { angle: 'Speaks to you', needs: ['offer'], write: (b) => `${cap(b.offer)}, made for you.` },
  { angle: 'Speaks to you', needs: ['offer', 'location'], write: (b) => `Your ${b.location.split(',')[0]} ${b.offer.replace(/^(?:a|an|the)\s+/i, '')}, done right.` },
  { angle: 'Brand promise', needs: ['name'], write: (b) => `${b.name}. Made with care, made for you.` },
  { angle: 'Brand promise', needs: ['name'], write: (b) => `Good things start at ${b.name}.` },
  { angle: 'Brand promise', needs: [], write: () => 'Made with care. Made for you.' },
  { angle: 'Brand promise', needs: [], write: () => 'Good work, done right.' },
  { angle: 'Brand promise', needs: [], write: () => 'Built around you.' },
  { angle: 'Brand promise', needs: [], write: () => 'Small details. Big difference.' },
  { angle: 'Brand promise', needs: [], write: () => 'Made for the way you live.' },
];

const VALUE_PROPOSITIONS: Template[] = [
  {
    angle: 'Problem and solution',
    needs: ['audience', 'problem', 'offer'],
    write: (b) => `For ${b.audience} tired of ${b.problem}, ${b.name ? `${b.name} brings` : 'we bring'} ${b.offerLong ?? b.offer}.`,
  },
  {
    angle: 'Who it helps',
    needs: ['audience', 'problem'],
    write: (b) => `${subject(b, 'help')} ${b.audience} who struggle with ${b.problem}.`,
  },
  {
    angle: 'What and for whom',
    needs: ['audience', 'offer'],
    write: (b) => `${subject(b, 'offer')} ${b.offerLong ?? b.offer} for ${b.audience}.`,
  },
  {
    angle: 'Without the problem',
    needs: ['offer', 'problem'],
    write: (b) => `${cap(b.offerLong ?? b.offer)}, without the ${b.problem.replace(/^(?:the|a|an)\s+/i, '')}.`,
  },
  {
    angle: 'What makes it different',
    needs: ['value'],
    write: (b) => `What sets ${b.name || 'us'} apart: ${b.value}.`,
  },
  {
    angle: 'What we offer',
    needs: ['offer'],
    write: (b) => `${subject(b, 'make')} ${b.offerLong ?? b.offer} simple to choose and easy to love.`,
  },
  {
    angle: 'Our promise',
    needs: [],
    write: (b) => `${subject(b, 'put')} the people ${b.name ? 'it serves' : 'we serve'} first: clear answers, honest work and care in every detail.`,
  },
  {
    angle: 'Our promise',
    needs: [],
    write: (b) => `${subject(b, 'make')} it simple to get what you need, from people who care about getting it right.`,
  },
  {
    angle: 'Our promise',
    needs: [],
    write: (b) => `Everything ${b.name ? `${b.name} does` : 'we do'} is built around the people it is for.`,
  },
  {
    angle: 'Our promise',
    needs: [],
    write: (b) => `You get ${b.name ? `${b.name}'s` : 'our'} full attention, from the first hello to long after the work is done.`,
  },
];

/** Sentences that can follow a value proposition's first one, each only when its field is filled. */
function supportingLines(b: Brand): string[] {
  const lines: string[] = [];
  if (b.value) lines.push(`What sets ${b.name || 'us'} apart: ${b.value}.`);
  if (b.location) lines.push(`Proudly based in ${b.location}.`);
  if (b.online) lines.push('Available online, wherever you are.');
  if (b.price) lines.push(`Price range: ${b.price}.`);
  return lines;
}

function fill(b: Brand): Required<Record<Field, string>> & Brand {
  return {
    ...b,
    name: b.name ?? '',
    offer: b.offer ?? '',
    audience: b.audience ?? '',
    problem: b.problem ?? '',
    value: b.value ?? '',
    location: b.location ?? '',
    price: b.price ?? '',
  };
}

function eligible(templates: Template[], b: Brand): Template[] {
  return templates.filter((t) => t.needs.every((f) => Boolean(b[f])));
}

/** Taglines or value propositions for a brand: distinct, seeded, from the templates its fields allow. */
export function writeMessages(b: Brand, type: MessageType, count: number, rng: Chooser): GeneratedMessage[] {
  const filled = fill(b);
  const templates = rng.shuffle(eligible(type === 'tagline' ? TAGLINES : VALUE_PROPOSITIONS, b));
  // Templates that use more of the brand come first; the seed orders those of equal weight.
  templates.sort((x, y) => y.needs.length - x.needs.length);
  const cut = Math.max(count + 2, Math.ceil(templates.length / 2));
  const ordered = [...rng.shuffle(templates.slice(0, cut)), ...templates.slice(cut)];
  const out: GeneratedMessage[] = [];
  for (const template of ordered) {
    if (out.length >= count) break;
    let content = template.write(filled);
    // A tagline is a line, not a paragraph: one that long fields stretched past 14 words is skipped.
    if (type === 'tagline' && content.split(' ').length > MAX_TAGLINE_WORDS) continue;
    if (type === 'value_proposition') {
      const extra = supportingLines(b).filter((l) => !content.includes(l.slice(0, 20)));
      if (extra.length > 0 && rng.chance(0.7)) content = `${content} ${rng.pick(extra)}`;
    }
    if (!out.some((m) => m.content === content)) {
      out.push({ type, title: `${type === 'tagline' ? 'Tagline' : 'Value proposition'}: ${template.angle.toLowerCase()}`, content });
    }
  }
  return out;
}
