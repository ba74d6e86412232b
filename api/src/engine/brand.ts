import type { EngineProject } from './types';

/**
 * What the built-in writer knows about a business, read from the nine brand fields: short phrases
 * that fit in a sentence, or null when the field is empty. Nothing here is invented.
 */
export interface Brand {
  name: string | null;
  /** What they sell, as a short noun phrase ("sourdough bread"), for taglines. */
  offer: string | null;
  /** The same, longer, for posts. */
  offerLong: string | null;
  audience: string | null;
  problem: string | null;
  value: string | null;
  price: string | null;
  location: string | null;
  /** True when the location says the business is online or everywhere. */
  online: boolean;
  stage: 'prelaunch' | 'new' | 'growing' | null;
  cta: CallToAction;
  /** Words for hashtags, most telling first. */
  keywords: string[];
}

export type CallToAction = 'order' | 'book' | 'signup' | 'demo' | 'follow' | 'learn' | 'waitlist';

const TRAILING_WORDS =
  /\s+(?:and|or|but|with|for|to|the|a|an|of|in|on|at|by|that|which|who|our|your|their|is|are|from|as|so|very|more)$/i;

/** Trims, collapses spaces, drops wrapping quotes and end punctuation. */
export function clean(value: string | undefined | null): string {
  return (value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
    .replace(/[\s.!?;:,]+$/, '')
    .trim();
}

/** The first clause, at most `maxWords` words, without a dangling "and" or "with" at its end. */
export function phrase(value: string, maxWords: number): string {
  const clause = value.split(/[.;:!?()\n]|\s[–—-]\s|,\s(?:and|but|so|which)\s/)[0] ?? '';
  let words = clause.trim().split(' ').filter(Boolean).slice(0, maxWords).join(' ');
  words = words.replace(/[,\s]+$/, '');
  while (TRAILING_WORDS.test(words)) words = words.replace(TRAILING_WORDS, '');
  return words.replace(/[,\s]+$/, '');
}

/** Lower-cases the first letter for use mid-sentence, unless the phrase looks like a name or acronym. */
export function mid(value: string): string {
  const [first = '', second = ''] = value.split(' ');
  // "SaaS", "iPhone", "UK", "I", or two capitalized words in a row ("New York", "Google Ads").
  const keepsCase = /^.\S*\p{Lu}/u.test(first) || first === 'I' || (/^\p{Lu}/u.test(first) && /^\p{Lu}/u.test(second));
  return keepsCase ? value : value.charAt(0).toLowerCase() + value.slice(1);
}

export function cap(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The business as the subject of a sentence, its verb agreeing: "Crumb & Co bakes", "We bake". */
export function subject(b: Pick<Brand, 'name'>, verb: string): string {
  return b.name ? `${b.name} ${verb.endsWith('y') ? `${verb.slice(0, -1)}ies` : `${verb}s`}` : `We ${verb}`;
}

function field(raw: string | undefined, prefixes: RegExp | null, maxWords: number): string | null {
  let text = clean(raw);
  if (prefixes) text = text.replace(prefixes, '');
  text = phrase(text, maxWords);
  return /\p{L}|\p{N}/u.test(text) ? mid(text) : null;
}

const OFFER_PREFIX = /^(?:we|i)\s+(?:sell|offer|make|provide|build|create|run|design|bake|deliver|produce|do)\s+/i;
const AUDIENCE_PREFIX = /^(?:we\s+sell\s+to|we\s+serve|we\s+help|our\s+customers\s+are|our\s+audience\s+is|mostly|mainly|for|to)\s+/i;
const PROBLEM_PREFIX =
  /^(?:we\s+(?:solve|fix|end|remove)|(?:they|customers|people|our\s+customers)\s+(?:struggle|deal)\s+with|struggl(?:e|ing)\s+with|dealing\s+with|the\s+problem\s+of|solving|fixing|they\s+have)\s+/i;
const VALUE_PREFIX = /^(?:our\s+unique\s+value\s+is|what\s+makes\s+us\s+(?:unique|different)\s+is|unique\s+value)\s+/i;
const LOCATION_PREFIX = /^(?:based\s+in|located\s+in|in)\s+/i;
const ONLINE = /^(?:online|worldwide|global(?:ly)?|remote|everywhere|internet|web|international(?:ly)?)$/i;

function stageOf(raw: string): Brand['stage'] {
  if (/idea|pre-?launch|concept|planning|waitlist/i.test(raw)) return 'prelaunch';
  if (/launch|new|start|seed|early|mvp|just|first/i.test(raw)) return 'new';
  if (/grow|scal|expan|establish|mature|series|profit/i.test(raw)) return 'growing';
  return null;
}

function ctaOf(goal: string, stage: Brand['stage']): CallToAction {
  if (stage === 'prelaunch') return 'waitlist';
  if (/book|appointment|reserv|consult|session|class/i.test(goal)) return 'book';
  if (/sign[\s-]?ups?|subscri|users|members|trial|download|install/i.test(goal)) return 'signup';
  if (/leads?\b|demo|enterprise|b2b|pipeline|contracts?/i.test(goal)) return 'demo';
  if (/sales|revenue|orders?|sell|purchases?|customers|shop/i.test(goal)) return 'order';
  if (/follow|awareness|brand|audience|community|reach/i.test(goal)) return 'follow';
  return 'learn';
}

const KEYWORD_STOP = new Set(
  'and or but with for the a an of in on at by to from our your their that who which we you they are is be more best new help helps people customers business small'.split(
    ' ',
  ),
);

function keywordsOf(...phrases: Array<string | null>): string[] {
  const words: string[] = [];
  for (const p of phrases) {
    // A hyphenated compound ("single-origin") stays one keyword: its hashtag is #SingleOrigin, not #single.
    for (const raw of (p ?? '').toLowerCase().split(/[^\p{L}\p{N}-]+/u)) {
      const w = raw.replace(/^-+|-+$/g, '');
      if (w.length >= 3 && !KEYWORD_STOP.has(w) && /\p{L}/u.test(w) && !words.includes(w)) words.push(w);
    }
  }
  return words;
}

export function brandOf(project: EngineProject): Brand {
  const d = project.details ?? {};
  const name = clean(d.businessName) || null;
  const rawLocation = field(d.location, LOCATION_PREFIX, 5);
  const online = rawLocation !== null && ONLINE.test(rawLocation);
  const stage = stageOf(clean(d.businessStage));
  const offer = field(d.whatYouSell, OFFER_PREFIX, 6);
  const location = online ? null : rawLocation && cap(rawLocation);
  const audience = field(d.whoYouSellTo, AUDIENCE_PREFIX, 6);
  return {
    name,
    offer,
    offerLong: field(d.whatYouSell, OFFER_PREFIX, 16),
    audience,
    problem: field(d.problemYouSolve, PROBLEM_PREFIX, 8),
    value: field(d.uniqueValue, VALUE_PREFIX, 10),
    price: field(d.priceRange, null, 8),
    location,
    online,
    stage,
    cta: ctaOf(clean(d.businessGoal), stage),
    // What they sell and where make good hashtags; of the audience, only its head noun ("families").
    keywords: keywordsOf(offer, field(d.whatYouSell, OFFER_PREFIX, 16), location, audience?.split(/\s(?:in|who|that|with|from|across|at|on|near|of)\s/)[0]?.split(' ').pop() ?? null),
  };
}

/** Calls to action for each goal: none promises anything the brand fields do not say. */
export const CALLS_TO_ACTION: Record<CallToAction, readonly string[]> = {
  order: ['Order yours today.', 'Shop now.', 'Get yours today.', 'Order now.'],
  book: ['Book your spot today.', 'Book now.', 'Reserve your spot.', 'Book a time that suits you.'],
  signup: ['Sign up today.', 'Join today.', 'Sign up and see for yourself.', 'Get started today.'],
  demo: ['Book a demo.', 'Request a demo today.', 'Talk to our team.', 'See it in action: book a demo.'],
  follow: ['Follow along for more.', 'Follow us for more.', 'Stay in the loop: follow us.', 'Come say hi.'],
  learn: ['Learn more.', 'See how it works.', 'Find out more.', 'Discover more today.'],
  waitlist: ['Join the waitlist.', 'Be the first to know.', 'Get early access: join the waitlist.', 'Sign up for early access.'],
};
