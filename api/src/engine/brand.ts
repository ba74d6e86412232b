import {
  cleanField,
  offerOf,
  placesIn,
  problemShape,
  restoreCase,
  titleCase,
  valuePoints,
  type Offer,
  type ProblemShape,
  type ValuePoint,
} from './fields';
import { lowerStart } from '@brandcast/shared';
import type { BrandVoice, EngineProject } from './types';
import { goalCalls, siteIn } from './goal';

/**
 * What the built-in writer knows about a business, read from the nine brand fields: whole phrases in
 * the brand's case and person, or null when the field is empty. Nothing here is invented.
 */
export interface Brand {
  name: string | null;
  offer: Offer | null;
  audience: string | null;
  /** The audience's head noun phrase ("B2B SaaS companies" of "… with 2 to 50 employees"). */
  audienceHead: string | null;
  problem: string | null;
  problemShape: ProblemShape | null;
  value: ValuePoint[];
  /** The price as a fact that reads as one ("from £450", "£7.99"). */
  price: string | null;
  location: string | null;
  online: boolean;
  stage: 'prelaunch' | 'new' | 'growing' | null;
  cta: CallToAction;
  /** The calls to action the goal itself asks for ("Become a monthly donor today."), when a goal rule reads it. */
  calls: string[] | null;
  /** The brand's web address, when a field gave one. */
  site: string | null;
  /** What a booking is for, when the business takes bookings ("consultation", "class"). */
  bookable: string | null;
  /** The fields as written (cleaned), the facts the scorer rewards for using. */
  facts: string[];
  voice: BrandVoice;
}

export type CallToAction =
  | 'order'
  | 'preorder'
  | 'book'
  | 'call'
  | 'signup'
  | 'trial'
  | 'download'
  | 'subscribe'
  | 'demo'
  | 'wishlist'
  | 'follow'
  | 'learn'
  | 'waitlist';

export function cap(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Kept for callers that clean a single text (a message used as a hook). */
export const clean = cleanField;

const ONLINE = /\b(?:online|worldwide|global(?:ly)?|remote|everywhere|internet|web|international(?:ly)?|anywhere)\b/i;

function stageOf(raw: string): Brand['stage'] {
  if (/\b(?:idea|pre-?launch|concept|planning|waitlist|coming soon)\b/i.test(raw)) return 'prelaunch';
  if (/\b(?:launch(?:ed|ing)?|new|start(?:ing|ed)?|seed|early|mvp|just|first)\b/i.test(raw)) return 'new';
  if (/\b(?:grow(?:ing|th)?|scal(?:e|ing)|expan\w*|establish\w*|mature|series|profit\w*)\b/i.test(raw))
    return 'growing';
  return null;
}

const BOOKABLE_GOAL =
  /\b(?:book(?:ed|ing|ings)?|appointments?|reservations?|consultations?|sessions?|classes|class|calls?|discovery calls?|weddings?|clients?|jobs?)\b/i;
const BOOKABLE_OFFER =
  /\b(?:law|legal|solicitors?|advice|consult\w*|classes|class|yoga|pilates|studio|photograph\w*|plumb\w*|repairs?|coaching|therapy|salon|clinic|lessons?|tours?|weddings?|cleaning|training|sessions?|walks?)\b/i;

/** What can be booked: the goal's own word when it names one, else a call. Null when nothing is booked. */
function bookableOf(goal: string, offer: string): string | null {
  if (!BOOKABLE_OFFER.test(offer) || !BOOKABLE_GOAL.test(`${goal} ${offer}`)) return null;
  const named = /\b(consultation|class|session|appointment|discovery call|lesson|tour)s?\b/i.exec(
    `${goal} ${offer}`,
  )?.[1];
  if (named) return named.toLowerCase();
  if (/\bcalls?\b/i.test(goal) && /plumb|repair|emergency/i.test(offer)) return null;
  return /wedding/i.test(goal) ? 'call about your date' : 'call';
}

function ctaOf(goal: string, stage: Brand['stage'], bookable: string | null, offer: string): CallToAction {
  if (stage === 'prelaunch') return /\bwishlists?\b/i.test(goal) ? 'wishlist' : 'waitlist';
  if (bookable) return 'book';
  if (/\bdemos?\b|\bleads?\b|\bpipeline\b|\benterprise\b/i.test(goal)) return 'demo';
  if (/\bcalls?\b/i.test(goal)) return 'call';
  if (/\bwishlists?\b/i.test(goal)) return 'wishlist';
  if (/\btrials?\b/i.test(goal)) return 'trial';
  if (
    /\bdownloads?\b|\binstalls?\b|\bapp\b/i.test(`${goal} ${offer}`) &&
    /\bdownloads?\b|\binstalls?\b|\busers?\b/i.test(goal)
  )
    return 'download';
  if (/\bsubscri\w*/i.test(goal)) return 'subscribe';
  if (/\bsign[\s-]?ups?\b|\busers\b|\bmembers\b/i.test(goal)) return 'signup';
  if (/\bpre-?orders?\b/i.test(goal)) return 'preorder';
  if (/\b(?:sales|sell|revenue|orders?|purchases?|shop|customers)\b/i.test(goal)) return 'order';
  if (/\b(?:follow\w*|awareness|brand|audience|community|reach)\b/i.test(goal)) return 'follow';
  return 'learn';
}

/** "£7.99" and "from £450" read as facts; "projects from $8,000" too. */
function priceOf(raw: string): string | null {
  const price = cleanField(raw);
  return /\d|\bfree\b/i.test(price) ? price : null;
}

/**
 * The audience's head noun phrase, unless cutting there would leave a list's last item bare
 * ("beginners and people" of "… and people coming back from injury").
 */
function audienceHeadOf(audience: string): string {
  const headOf = (text: string) =>
    text.split(
      /\s(?:with|who|that|which|in|doing|planning|from|across|at|on|near|whose|coming|looking|wanting)\s|,\s|;\s?/i,
    )[0]!;
  const head = headOf(audience);
  // "people who work around Southtown, construction crews, families": "people" alone names no one; the list's first
  // item that names someone does.
  if (GENERIC_AUDIENCE.test(head)) {
    const named = audience
      .split(/,\s+|;\s*|\s+and\s+(?:then\s+)?/i)
      .map((item) => headOf(item.trim()))
      .find((item) => item && !GENERIC_AUDIENCE.test(item));
    if (named) return named;
  }
  return /\b(?:and|or)\s+(?:people|those|anyone|others|everyone)$/i.test(head) ? audience : head;
}

const GENERIC_AUDIENCE =
  /^(?:(?:most(?:ly)?|all|some|other|local|regular)\s+)?(?:people|persons|customers|clients|folks|everyone|everybody|anyone|anybody|those|others|them)$/i;

const cache = new Map<string, Brand>();

/** A name in title case, each word capitalised as written (no acronym list: "la" is a word here, not Los Angeles). */
function nameCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s\-&/(])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export function brandOf(project: EngineProject): Brand {
  const key = JSON.stringify([project.details ?? {}, project.voice ?? null]);
  const hit = cache.get(key);
  if (hit) return hit;
  const brand = readBrand(project);
  if (cache.size > 500) cache.delete(cache.keys().next().value!);
  cache.set(key, brand);
  return brand;
}

function readBrand(project: EngineProject): Brand {
  const d = project.details ?? {};
  // Decoration is not the name ("🌮 la güera birria"); a name typed in lower case or shouted in capitals is said as a
  // name ("La Güera Birria", "Hidraflex Del Norte"), a short acronym kept ("IBM").
  const rawName = cleanField(d.businessName)
    // eslint-disable-next-line no-misleading-character-class -- a set of code points to strip one by one, joiners included
    .replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\uFE0F\u200D]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const shouted = /\p{L}{5,}/u.test(rawName) && rawName === rawName.toUpperCase() && rawName !== rawName.toLowerCase();
  const name = rawName ? (rawName === rawName.toLowerCase() || shouted ? nameCase(rawName) : rawName) : null;
  const rawLocation = cleanField(d.location)
    .split(/;\s*/)[0]!
    .replace(/^(?:based|located)\s+in\s+|^in\s+/i, '');
  const online =
    ONLINE.test(rawLocation) ||
    /\b(?:ship|deliver)\w*\s+(?:nationwide|worldwide|internationally|across)/i.test(cleanField(d.location));
  const place = rawLocation
    .replace(
      /\s*(?:,|\band\b|&)?\s*\b(?:online|worldwide|global(?:ly)?|remote(?:ly)?|everywhere|internet|web|international(?:ly)?|anywhere)\b/gi,
      '',
    )
    .trim();
  const location = place && /\p{L}/u.test(place) ? titleCase(place) : null;
  // The places of every field found in one parse (compromise is the slow part of reading a brand), one field a sentence.
  const texts = [d.whatYouSell, d.whoYouSellTo, d.problemYouSolve, d.uniqueValue, d.priceRange]
    .map((raw) => cleanField(raw))
    .filter((t) => /\p{L}/u.test(t));
  const places = [
    ...(location ? location.split(/,\s*/) : []),
    ...placesIn(texts.map((t) => t.replace(/[.!?]*$/, '.')).join(' ')),
  ];
  // The fields that describe the business are read without the owner's asides (fields.ts declutter); the goal
  // keeps every word, "I want 6-8 catering orders a month" being its point.
  const fix = (raw: string | undefined) => {
    const text = cleanField(raw, { declutter: true });
    return /\p{L}|\p{N}/u.test(text) ? restoreCase(text, places, { detect: false }) : '';
  };
  const lowerFirst = (text: string) => restoreCase(lowerStart(text), places, { detect: false });
  const offer = offerOf(fix(d.whatYouSell));
  const audience =
    fix(d.whoYouSellTo).replace(
      /^(?:we\s+(?:sell\s+to|serve|help)|(?:our\s+)?customers\s+are|mostly|mainly|for|to)\s+/i,
      '',
    ) || null;
  const problem =
    fix(d.problemYouSolve).replace(
      /^(?:we\s+(?:solve|fix|end|remove)|(?:they|customers|people)\s+(?:struggle|deal)\s+with|struggl(?:e|ing)\s+with|the\s+problem\s+of|they\s+have)\s+/i,
      '',
    ) || null;
  const goal = cleanField(d.businessGoal);
  const stage = stageOf(cleanField(d.businessStage));
  const bookable = bookableOf(goal, offer?.phrase ?? '');
  const site = siteIn([d.location, d.businessGoal, d.uniqueValue, d.whatYouSell, d.priceRange].join(' '));
  const free = /\bfree\b/i.test([d.priceRange, d.uniqueValue, d.businessGoal, d.whatYouSell].join(' '));
  const calls = goalCalls({ goal, offer: offer?.phrase ?? '', name, bookable, site, free })?.calls ?? null;
  const facts = [offer?.phrase, audience, problem, cleanField(d.uniqueValue), location].filter((f): f is string =>
    Boolean(f),
  );
  return {
    name,
    offer,
    audience: audience && lowerFirst(audience),
    audienceHead: audience && lowerFirst(audienceHeadOf(audience)),
    problem: problem && lowerFirst(problem),
    problemShape: problem ? problemShape(problem) : null,
    value: valuePoints(fix(d.uniqueValue)),
    price: priceOf(fix(d.priceRange) || ''),
    location,
    online,
    stage,
    cta: ctaOf(goal, stage, bookable, offer?.phrase ?? ''),
    calls: stage === 'prelaunch' && !/\bwish-?lists?\b/i.test(goal) ? null : calls,
    site,
    bookable,
    facts,
    voice: project.voice ?? {},
  };
}
