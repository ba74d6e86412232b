import type { Platform } from '@brandcast/shared';
import { cap, type Brand } from '../brand';
import { CALLS_TO_ACTION } from '../calls-to-action';
import { benefitPhrases, doings } from './messages';
import { asBase, end, headOf, overlaps, peopleProblem, priceParts, shortHead, trailingPrice } from './angles';
import { pastedRun } from '../defects';
import { hashtagsFor } from '../hashtags';
import { type Chooser } from '../random';
import type { EngineProject } from '../types';
import { HASHTAGS_PER_PLATFORM, type CopyParts } from './platforms';

/* The body of a written copy: supporting lines from the brand fields, chosen so none repeats the hook or another line, a question, and the parts put together per platform. */

/** A supporting line and the angle it takes. */
interface Line {
  angle: string;
  text: string;
}

/** Supporting lines, one idea each, from the brand fields: each only when its field is filled. */
export function brandLines(b: Brand, rng: Chooser): Line[] {
  const lines: Line[] = [];
  // A line that lifts a field whole is said in its shorter form, or not at all (the reader's "copied from the brief").
  const add = (angle: string, ...forms: string[]) => {
    const text = forms.find((form) => !pastedRun(form, b));
    if (text) lines.push({ angle, text: end(cap(text)) });
  };
  if (b.problem) {
    const head = shortHead(headOf(b.problem));
    if (b.problemShape === 'clause') add('problem', b.problem);
    else if (peopleProblem(b.problem)) add('problem', `For ${b.problem}`);
    // "Still …?" asks about something the reader is doing ("Still losing contracts?"), never a thing ("Still food insecurity?").
    else if (!/^not\s/i.test(b.problem))
      add(
        'problem',
        ...(b.problemShape === 'gerund' && rng.pick([true, false])
          ? [`Still ${b.problem}?`, `Still ${head}?`]
          : [`No more ${b.problem}`, `No more ${head}`]),
      );
    else add('problem', `Tired of ${b.problem}?`);
  }
  const doing = doings(b)[0];
  const says = (what: string) => (b.name ? `${b.name} ${what}` : `We ${asBase(what)}`);
  if (doing)
    add(
      'offer',
      says(doing),
      ...(b.offer && b.offer.head !== b.offer.phrase ? [says(`${b.name ? 'offers' : 'offer'} ${b.offer.head}`)] : []),
    );
  if (b.audience)
    add(
      'audience',
      `Made for ${b.audience}`,
      ...(b.audienceHead && b.audienceHead.includes(' ') ? [`Made for ${b.audienceHead}`] : []),
    );
  for (const benefit of benefitPhrases(b).filter((p, i, all) => !all.some((q, j) => j < i && overlaps(p, q))))
    add(/\d/.test(benefit) ? 'proof' : 'benefit', benefit);
  for (const v of b.value.filter((x) => x.verb && !/^(?:uses|has|offers|gives|includes)\s/i.test(x.text)))
    add('proof', b.name ? `${b.name} ${v.text}` : `We ${asBase(v.text)}`);
  for (const part of priceParts(b)) {
    const trailing = trailingPrice(part);
    add(
      'price',
      trailing && b.offer ? `${b.offer.head}${/^(?:from|only)\s/i.test(trailing) ? ' ' : ', '}${trailing}` : part,
    );
  }
  // Where and how new, each said with what is sold: "Find us in London." or "Just launched." alone says nothing.
  const city = b.location?.split(',')[0];
  const head = b.offer?.head;
  const placed = Boolean(city && (b.audience?.includes(city) || b.offer?.phrase.includes(city)));
  // New and somewhere: one line says both ("New in Bristol: picture books.").
  if (head && b.stage === 'new') add('place', `New${city && !placed ? ` in ${city}` : ''}: ${head}`);
  else if (head && b.location && !placed) add('place', `${head} ${b.online ? 'from' : 'in'} ${b.location}`);
  if (head && b.stage === 'prelaunch') add('news', `Coming soon: ${head}`);
  return lines;
}

const PAIR_STOP = new Set(
  'with from your that this they them their have will more than what when into about every each'.split(' '),
);

/** Two content words in a row that the hook says too ("Win enterprise contracts." then "No more losing enterprise contracts …"), other than what is sold. */
function sharesPair(hook: string, line: string, offer: string): boolean {
  const pairs = (s: string) => {
    const w = (s.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? []).filter((x) => x.length > 3 && !PAIR_STOP.has(x));
    const all = s.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? [];
    const out = new Set<string>();
    for (let i = 0; i + 1 < all.length; i += 1)
      if (w.includes(all[i]!) && w.includes(all[i + 1]!)) out.add(`${all[i]} ${all[i + 1]}`);
    return out;
  };
  // What is sold may be named in the hook and a line alike ("Penetration testing for …" and "… penetration testing from £4,500").
  const sold = pairs(offer);
  const h = pairs(hook);
  for (const p of pairs(line)) if (h.has(p) && !sold.has(p)) return true;
  return false;
}

/** The hook names what is sold: its head, or one item of it ("Sourdough loaves with …" of "sourdough loaves and cardamom buns"). */
function namesOffer(hook: string, head: string): boolean {
  const h = hook.toLowerCase();
  return head
    .toLowerCase()
    .split(/\s+and\s+|,\s*/)
    .some((item) => item.trim().length > 3 && h.includes(item.trim()));
}

/** The first two words of a line, lower case: two lines that open alike read as one said twice. */
const opening2 = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}£$]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .join(' ');

/**
 * The lines of one copy: those that say nothing the hook says, nor what a line before them said, starting
 * at `offset` so each copy of a call leads with other facts; at most `max`.
 */
export function bodyFor(
  lines: Line[],
  hook: string,
  offset: number,
  max: number,
  city: string | null,
  stride = 1,
  offer = '',
  head = '',
  audience: string[] = [],
): string[] {
  // Every `stride`-th line from `offset` first, then the rest: two copies of one call can lead with one fact and follow with others.
  const order = [
    ...new Set([
      ...Array.from({ length: lines.length }, (_, j) => (offset + j * stride) % lines.length),
      ...lines.keys(),
    ]),
  ];
  const rotated = lines.length === 0 ? [] : order.map((k) => lines[k]!);
  const out: string[] = [];
  for (const line of rotated) {
    if (out.length >= max) break;
    // A place the hook already names ("… in London." then "… from London.") is said once; a line never opens as the hook does ("Picture books …" twice).
    const place = line.angle === 'place' && city && line.text.includes(city);
    const lead = opening2(line.text);
    if (
      overlaps(hook, line.text) ||
      sharesPair(hook, line.text, offer) ||
      out.some((o) => overlaps(o, line.text)) ||
      (place && hook.includes(city))
    )
      continue;
    if (lead === opening2(hook)) continue;
    // What is sold, named by the hook, does not open a line again ("A former reception teacher's picture books." then "Picture books, £7.99.").
    if (
      head &&
      namesOffer(hook, head) &&
      line.text
        .replace(/^new:\s*/i, '')
        .toLowerCase()
        .startsWith(head.toLowerCase())
    )
      continue;
    // Whom it is for, named by the hook ("For offices: …"), is not said again ("Made for families and offices …").
    if (line.angle === 'audience' && audience.some((a) => hook.toLowerCase().includes(a.toLowerCase()))) continue;
    out.push(line.text);
  }
  return out;
}

/** A question that invites replies; naming the audience only when the copy has not already. */
function brandQuestion(b: Brand, said: string, rng: Chooser): string | null {
  if (!b.audience) return null;
  const named =
    b.audienceHead && !said.toLowerCase().includes(b.audienceHead.toLowerCase())
      ? `Know ${/^(?:an?|the)\s/i.test(b.audienceHead) ? '' : 'any '}${b.audienceHead}? Send them this.`
      : null;
  // Stock questions ("Who should see this? Share it with them.") read as filler: only one that names the audience.
  return rng.pick([named, null]);
}

/** How many supporting lines each platform's copy carries. */
export const LINES_PER_PLATFORM: Record<Platform, number> = {
  twitter: 1,
  tiktok: 1,
  instagram: 3,
  facebook: 2,
  linkedin: 2,
  youtube: 3,
  email: 4,
  website: 3,
};

export function partsFor(
  b: Brand,
  project: EngineProject,
  hook: string,
  body: string[],
  platform: Platform,
  rng: Chooser,
  tags?: string[],
): CopyParts {
  const limit = Math.max(3, HASHTAGS_PER_PLATFORM[platform]);
  const said = `${hook} ${body.join(' ')}`;
  return {
    hook,
    lines: body,
    question: brandQuestion(b, `${hook} ${body.join(' ')}`, rng),
    cta: rng.pick(b.calls ?? CALLS_TO_ACTION[b.cta](b)),
    // Not from the copy's own words: the same for every copy of the call unless a line carries a hashtag of its own.
    hashtags: tags && !said.includes('#') ? tags : hashtagsFor(said, project, limit, { fromText: false }),
    name: b.name,
  };
}
