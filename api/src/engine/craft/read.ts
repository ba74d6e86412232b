import { brandOf, type Brand } from '../brand';
import { cleanField, restoreCase } from '../fields';
import type { EngineProject } from '../types';
import { calmProject } from './calm';
import { askForFocus } from './turns';
import { cleanPhrase, expand, firstWords, isClean, sentencesOf, wordCount } from './text';

/**
 * The brief read as meaning, the way a copywriter reads it before writing a word: typed slots (what is sold and its
 * items, who buys it, the pain as sentences, each proof with its type, the price, the place, the goal as the ask),
 * every one cleaned of the owner's shorthand, asides, emoji and shouting. A slot the brief does not fill is null or
 * empty, and the devices that need it are not used.
 */
export type ProofKind =
  | 'years'
  | 'since'
  | 'team'
  | 'speed'
  | 'credential'
  | 'count'
  | 'guarantee'
  | 'award'
  | 'founder'
  | 'without'
  | 'made'
  | 'other';

export interface Proof {
  kind: ProofKind;
  /** The proof as a clean phrase that stands as a line of its own ("Licensed electrical contractor"). */
  phrase: string;
}

export interface Brief {
  brand: Brand;
  /** The name as said in a sentence: no legal form ("Beltlink Conveyor Services", not "… (Pty) Ltd"). */
  name: string | null;
  /** What is sold, as a short noun phrase ("wedding photography"). */
  offer: string | null;
  /** Its items, each a short noun phrase. */
  items: string[];
  /** Who buys, as a short plural noun phrase ("pet owners"). */
  audience: string | null;
  /** The pain, as clean whole sentences in the brief's order. */
  pains: string[];
  proofs: Proof[];
  /** The lowest price as a phrase ("from $99") or the one price ("£7.99"). */
  price: string | null;
  /** Prices said as sentences ("Tacos are $2.75 to $4.50."). */
  prices: string[];
  place: string | null;
  /** The goal as an imperative, without its end ("Become a monthly donor"). */
  ask: string | null;
  /** The other ways the goal's ask is said. */
  asks: string[];
  stage: Brand['stage'];
  /** What the business is, by its trade, for the voice of its posts. */
  trade: Trade;
  /** The goal as typed, cleaned: what the offer a line leads with is chosen by. */
  goal: string;
  /** The year the business began, from its stage or its proofs ("est. 1987", "since 2016"), or null. */
  since: string | null;
}

export type Trade = 'cause' | 'b2b' | 'care' | 'food' | 'product' | 'app' | 'service';

const LEGAL_FORM =
  /\s*(?:\((?:pty|pvt|private)\)\s*)?\b(?:ltd|limited|llc|l\.l\.c\.|inc|incorporated|gmbh|pty|plc|s\.?a\.?|s\.?r\.?l\.?|co\.?\s*ltd|sdn bhd|bv|ag|corp)\.?\s*$/i;

export function sayName(name: string | null): string | null {
  if (!name) return null;
  let out = name;
  for (let i = 0; i < 2; i += 1)
    out = out
      .replace(LEGAL_FORM, '')
      .replace(/\s*\(\s*\)\s*$/, '')
      .trim();
  return out.replace(/[,\s]+$/, '') || name;
}

const TRADES: Array<[Trade, RegExp]> = [
  ['cause', /\b(?:charity|non-?profit|rescue|foundation|donors?|donat\w*|volunteers?|food bank|shelter|cause)\b/i],
  ['app', /\b(?:app|apps|ios|android|software|saas|platform|tool|plugin|extension)\b/i],
  ['care', /\b(?:clinic|dental|dentist|vet\w*|physio\w*|therap\w*|health|medical|doctor|gp|hearing|optic\w*|care)\b/i],
  [
    'food',
    /\b(?:tacos?|food|restaurant|caf[eé]|coffee|bakery|bread|pizza|kitchen|catering|wines?|beer|brewery|bar)\b/i,
  ],
  [
    'b2b',
    /\b(?:industrial|wholesale|manufactur\w*|b2b|mines?|plants?|machine builders|procurement|contracts?|enterprise|suppliers?)\b/i,
  ],
  [
    'product',
    /\b(?:handmade|skincare|candles?|clothing|apparel|jewell?ery|toys?|books?|boards?|shop|store|products?)\b/i,
  ],
];

function tradeOf(d: EngineProject['details']): Trade {
  const text = [d.whatYouSell, d.businessGoal, d.whoYouSellTo, d.businessName].join(' ');
  // A cause is told by what it does, not by whom it serves ("owners of rescue dogs" are a groomer's customers).
  const own = [d.whatYouSell, d.businessGoal, d.businessName].join(' ');
  for (const [trade, pattern] of TRADES) if (pattern.test(trade === 'cause' ? own : text)) return trade;
  return 'service';
}

const PROOF_KINDS: Array<[ProofKind, RegExp]> = [
  ['founder', /^(?:founded|run|started|built|made) by\b/i],
  ['since', /\bsince\s+(?:19|20)\d\d\b/i],
  [
    'years',
    /\b\d+\+?\s*years?\b(?!\s+old)|\b(?:\d+\w*|one|two|three|four|five|first|second|third|fourth|fifth)[- ]generations?\b/i,
  ],
  ['guarantee', /\b(?:guarantee\w*|warrant\w*|money[- ]back|no fix,? no fee|or we come back)\b/i],
  [
    'speed',
    /\b(?:same[- ]day|same[- ]week|next[- ]day|24\/7|within \d|in under \d|under \d+\s*(?:hours|minutes|days)|on site in)\b/i,
  ],
  ['award', /\b(?:award\w*|winner|champion|\d+\s*(?:pts|points)|rated|stars?|★)\b/i],
  [
    'credential',
    /\b(?:licen[cs]ed|certified|accredited|registered|insured|vetted|qualified|approved|iso\s?\d+|diploma|member of|chartered)\b/i,
  ],
  ['without', /^(?:no|never|zero|without)\b/i],
  ['made', /\b(?:hand-?made|made|baked|roasted|brewed|built|grown|sewn|fresh)\b/i],
  ['team', /\b\d+\s+(?:staff|people|employees|instructors|vets|engineers|crews?|cleaners|coaches|homes)\b/i],
  [
    'count',
    /\b\d[\d,.]*\+?\s+(?:\p{L}+\s+){0,2}(?:clients|customers|weddings|projects|families|students|buildings|animals|patients|members|users|jobs|homes|businesses|reviews)\b/iu,
  ],
];

/** Each point of the unique value (and the proof the other fields carry), typed; what no type reads is 'other'. */
function proofsOf(b: Brand, d: EngineProject['details']): Proof[] {
  // The owner's own words, not the older reader's points (which say "every" for "our": "all 4 of every physios").
  const text = restoreCase(expand(cleanField(d.uniqueValue, { declutter: true })), b.location ? [b.location] : []);
  const points = sentencesOf(text).flatMap((v) => splitPoint(v));
  const out: Proof[] = [];
  for (const raw of points) {
    const phrase = cleanPhrase(raw);
    if (!phrase || !isClean(phrase) || wordCount(phrase) > 12) continue;
    const kind = PROOF_KINDS.find(([, pattern]) => pattern.test(phrase))?.[0] ?? 'other';
    if (!out.some((p) => p.phrase.toLowerCase() === phrase.toLowerCase())) out.push({ kind, phrase });
  }
  // A speed promise said in the problem ("we ship same day if ordered before 14:00") is proof too.
  for (const sentence of sentencesOf(cleanField(d.problemYouSolve, { declutter: true }))) {
    const found = /\bwe\s+(ship|deliver|arrive|respond|reply)\s+(same[- ]day|next[- ]day|within [^,.]+)/i.exec(
      sentence,
    );
    const phrase = found ? cleanPhrase(`${found[1]} ${found[2]}`) : null;
    if (phrase) out.push({ kind: 'speed', phrase });
  }
  return out;
}

/** A point that lists several facts ("12 years, more than 280 weddings, know all villas …") is read as each. */
/** A list typed with slashes ("re-roofs/slate/tile") is a list; "24/7", "w/" and "1/2" are not. */
export const SLASH_LIST = /(?<=[\p{L})])\s*\/\s*(?=[\p{L}\p{N}(£$€])(?<!\bw\/)/u;

function splitPoint(text: string): string[] {
  return text
    .replace(/\s*\([^()]*\)/g, '')
    .split(
      new RegExp(
        `,\\s+(?![^()]*\\))|(?<!\\b(?:Dr|Dra|Mr|Mrs|Ms|Prof|Sr|Sra|St|Co|No))\\.\\s+|${SLASH_LIST.source}`,
        'u',
      ),
    )
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part) && wordCount(part) >= 2);
}

function itemsOf(b: Brand): string[] {
  const phrase = b.offer?.phrase ?? '';
  const listed = /^[^:;]{3,40}:\s(.+)$/.exec(phrase)?.[1] ?? phrase;
  return (
    listed
      .replace(/\s*\([^()]*\)/g, '')
      .split(new RegExp(`;\\s*|,\\s+|\\s+-\\s+|\\.\\s+|${SLASH_LIST.source}|\\s+and\\s+(?=some\\s)`, 'u'))
      // "baths, breed cuts and nail trims": a list's last two are joined by "and".
      .flatMap((part, _, all) => (all.length >= 2 ? part.split(/\s+and\s+/) : [part]))
      .map((x) => cleanPhrase(x.replace(/^(?:and|plus|also)\s+/i, '').replace(/^some\s+/i, '')))
      .filter((x): x is string => Boolean(x) && isClean(x!) && wordCount(x!) <= 5 && !/\d{3,}/.test(x!))
      .filter((x, i, all) => !(i === 0 && all.length > 2 && /(?:al|ic)$/i.test(x)))
      .slice(0, 5)
  );
}

function audienceOf(b: Brand): string | null {
  const head = b.audienceHead
    ? cleanPhrase(
        b.audienceHead
          .replace(/\s*\([^()]*\)?/g, '')
          .split(/\s+\d/)[0]!
          .split(SLASH_LIST)
          .slice(0, 2)
          .join(' and '),
      )
    : null;
  if (!head || !isClean(head) || wordCount(head) > 5) return null;
  // "women aged 28-55" cut at its number leaves "women aged": the words that led to the number go with it.
  return head.replace(/\s+(?:aged|ages?|between|from|of|over|under)$/i, '').replace(/\//g, ' and ');
}

function priceOf(raw: string): { price: string | null; prices: string[] } {
  const parts = raw
    .split(/;\s*|,\s+(?=\D)|\.\s+|\/(?=\p{L}{3,}\s*(?:[-–/]|$|\d))/u)
    .map((p) => cleanPhrase(p))
    .filter((p): p is string => Boolean(p) && /\d/.test(p!));
  const AMOUNT =
    /(from\s+)?((?:R\$|Rs\.?\s?|US\$|A\$|C\$|NZ\$|KSh\s?|[£$€₦₹₱R])\s?\d[\d,.]*k?|\d[\d.,]*\s?(?:€|EUR|dollars|zł|PLN|kr|CHF|Kč|pesos))(?:\s*(?:-|–|to)\s*((?:R\$|Rs\.?\s?|[£$€₦₹₱R])?\s?\d[\d,.]*k?(?:\s?(?:€|EUR|zł|kr|pesos))?))?/i;
  const first = parts.map((p) => AMOUNT.exec(p)).find(Boolean) ?? null;
  // "from $6" when the brief gives a range or a list; a lone price is said with what it is for ("£7.99 a book").
  // A range is said whole ("$6 to $12"): its top is a fact too.
  const price = first
    ? first[3] && !first[1]
      ? `${first[2]} to ${first[3]}`
      : first[1] || parts.length > 1
        ? `from ${first[2]}`
        : parts[0]!
    : null;
  return { price, prices: parts.filter((p) => wordCount(p) <= 10 && isClean(p)) };
}

/** The town a line names: not a street, not a state's abbreviation ("Brisbane Qld, North Side" → "Brisbane"). */
function placeOf(location: string | null): string | null {
  if (!location) return null;
  const parts = location
    .split(/,\s*|\s+-\s+/)
    .map((p) => p.replace(/\s+(?:\p{Lu}{2,3}|Qld|Vic|Tas|Nsw|Co\.?)$/u, '').trim())
    .filter(
      (p) =>
        p &&
        !/\d|\b(?:st|rd|ave|road|street|lane|blvd)\b\.?$/i.test(p) &&
        !/^\p{Lu}{2,3}$/u.test(p) &&
        !/^\p{L}\.\s/u.test(p),
    );
  const first = parts[0];
  return first ? firstWords(first, 3) : null;
}

/** "est. 1987", "since 2016", "founded in 2009", "Registered charity since 2016": the year, when it is past. */
function sinceOf(text: string): string | null {
  const m =
    /\b(?:since|est\.?|established(?:\s+in)?|founded(?:\s+in)?|started(?:\s+in)?|opened(?:\s+in)?)\s+((?:19|20)\d\d)\b/i.exec(
      text,
    );
  return m && Number(m[1]) <= new Date().getFullYear() - 2 ? m[1]! : null;
}

const cache = new WeakMap<Brand, Brief>();

export function readBrief(original: EngineProject): Brief {
  const project = calmProject(original);
  const brand = brandOf(project);
  const hit = cache.get(brand);
  if (hit) return hit;
  const d = project.details ?? {};
  const problem = cleanField(d.problemYouSolve, { declutter: true }).split(SLASH_LIST).join(', ');
  const pains = sentencesOf(problem)
    .filter((s) => !/^(?:we|our|i)\b/i.test(s))
    .map((s) => cleanPhrase(s))
    .filter((s): s is string => Boolean(s) && isClean(s!) && wordCount(s!) >= 3 && wordCount(s!) <= 26);
  const rawHead = brand.offer ? cleanPhrase(brand.offer.head.split(SLASH_LIST)[0]!) : null;
  // "small group kettlebell classes and some personal training": too long a head is its first item.
  const offerHead =
    rawHead && wordCount(rawHead) > 5
      ? cleanPhrase(rawHead.split(/\s+and\s+|,\s+/)[0]!.replace(/^some\s+/i, ''))
      : rawHead;
  const { price, prices } = priceOf(cleanField(d.priceRange));
  const calls = (brand.calls ?? []).map((c) => c.replace(/\s+(?:today|now|this week)?\.$/i, '').replace(/\.$/, ''));
  const trade = tradeOf(d);
  const brief: Brief = {
    brand,
    name: sayName(brand.name),
    offer: offerHead && isClean(offerHead) && wordCount(offerHead) <= 5 ? offerHead : null,
    items: itemsOf(brand),
    audience: audienceOf(brand),
    pains,
    proofs: proofsOf(brand, d),
    price,
    prices,
    // A business that ships or serves everywhere is not said to be "in" its town.
    place: brand.online || trade === 'app' || trade === 'b2b' ? null : placeOf(brand.location),
    ask: calls.find((c) => !c.includes('?')) ?? calls[0] ?? null,
    asks: [...new Set(calls)],
    stage: brand.stage,
    trade,
    goal: cleanField(d.businessGoal, { declutter: true }),
    since: sinceOf([d.businessStage, d.uniqueValue].join(' ')),
  };
  // A booking ask names the goal's own thing ("Book your ev charger install"), not any appointment.
  const focused = askForFocus(brief);
  if (focused && focused !== brief.ask) {
    brief.ask = focused;
    brief.asks = [focused, ...brief.asks.filter((a) => a !== focused)];
  }
  cache.set(brand, brief);
  return brief;
}
