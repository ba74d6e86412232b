import { cap, type Brand } from '../brand';
import type { Candidate } from '../select';
import { end, headOf, overlaps, placeable, priceParts, stateBenefit, trailingPrice } from './angles';
import { DONE, causeOf, compoundOf, everyIs, offerItems, offerModifiers, singular, valueParts } from './brand-parts';

/**
 * More angles and phrasings, so a rich project gives ten lines of a kind that each say something of
 * their own: each item of the offer alone, the parts of what sets the brand apart, the cause inside the
 * problem, the outcome as a verb, a question hook, a fact said as a fact. Every one is still filtered and
 * ranked with the rest (select.ts); a project whose fields give none of these gets none.
 */

export function moreTaglines(b: Brand): Candidate[] {
  const out: Candidate[] = [];
  const add = (angle: string, text: string) => out.push({ angle, text: end(cap(text)) });
  const H = b.offer?.head ?? null;
  const city = b.location?.split(',')[0]?.trim() ?? null;
  const items = offerItems(b);
  const parts = valueParts(b);
  const modifiers = offerModifiers(b);
  for (const item of items) {
    // One word cut from a list ("auto" of "lessons, manual & auto") is not a thing sold to anyone on its own.
    if (b.audienceHead && !overlaps(item, b.audienceHead) && /\s/.test(item.trim()))
      add('item', `${item} for ${b.audienceHead}`);
    for (const m of modifiers) add('item', `${item} ${m}`);
    for (const p of parts) if (p.with) add('item', `${item} with ${p.text}`);
    for (const price of priceParts(b)) {
      const trailing = trailingPrice(price);
      if (trailing) add('item price', `${item}, ${trailing}`);
    }
  }
  if (H) {
    for (const m of modifiers) {
      add('offer', `${H} ${m}`);
      if (b.name) add('name offer', `${b.name}: ${H} ${m}`);
      if (city && b.stage === 'new') add('news', `New in ${city}: ${H} ${m}`);
    }
  }
  const founder = b.value.find((v) => /^(?:founded|run) by\s/i.test(v.text))?.text.replace(/^(?:founded|run) /i, '');
  const doneBy = b.offer?.doing ? DONE[b.offer.doing.split(' ')[0]!.toLowerCase()] : undefined;
  if (founder && doneBy) add('founder', `${doneBy} ${founder}`);
  if (founder && H && /^by\s+an?\s/i.test(founder)) add('founder', `${founder.replace(/^by\s+/i, '')}'s ${H}`);
  // A single price said first ("£7.99 picture books about feelings"): a range or a "from" reads better after.
  const single = priceParts(b).length === 1 && /^[£$€]\d[\d.,]*$/.test(priceParts(b)[0]!) ? priceParts(b)[0] : null;
  if (single && H)
    for (const m of modifiers.length > 0 ? modifiers : ['']) add('price first', `${single} ${H}${m ? ` ${m}` : ''}`);
  for (const p of parts) {
    if (p.with && H) add('with', `${H} with ${p.text}`);
    // Not "3rd generation, for machine builders" nor "12 years, for couples": a credential is not made for anyone.
    if (b.name && !p.with) add('name benefit', `${b.name}: ${p.text}`);
  }
  for (const [noun, done] of everyIs(b)) {
    const compound = compoundOf(done);
    if (compound && H) add('compound', `${compound} ${H}`);
    if (compound && H) for (const m of modifiers) add('compound', `${compound} ${H} ${m}`);
    add('proof', `Every ${noun} ${done}`);
    if (H) add('proof', `${H}, ${done}`);
    add('proof', done);
  }
  const verb = b.offer?.doing?.split(' ')[0]?.toLowerCase();
  const done = verb ? DONE[verb] : undefined;
  if (H && done && city) add('made in', `${H}, ${done} in ${city}`);
  if (H && done && city) for (const item of items) add('made in', `${item}, ${done} in ${city}`);
  if (H && b.stage === 'new' && city) add('news', `New in ${city}: ${H}`);
  // What is done to the offer, said first: "Baked every morning: sourdough loaves and cardamom buns."
  const passive =
    b.offer?.doing && H ? /^(\p{L}+)\s+.+?\s+((?:every|each|in|within|daily|weekly)\b.*)$/u.exec(b.offer.doing) : null;
  if (passive && DONE[passive[1]!.toLowerCase()])
    add('done first', `${DONE[passive[1]!.toLowerCase()]} ${passive[2]}: ${H}`);
  if (b.problem && b.problemShape === 'noun' && /\s(?:that|which)\s/.test(b.problem)) add('question', `${b.problem}?`);
  // "uses a 48-hour ferment": every loaf gets it, a fact said as a fact.
  const first = items[0] ?? H;
  for (const p of parts.filter((x) => x.used && /^(?:an?)\s/i.test(x.text)))
    if (first && !/^(?:an?|the)\s/i.test(first)) add('fact', `Every ${singular(first)} gets ${p.text}`);
  const cause = causeOf(b);
  if (cause) {
    add('cause', `No more ${cause.cause}`);
    if (cause.lost) add('cause', `Don't let ${cause.cause} cost you ${cause.lost}`);
    if (cause.lost) add('win', `Win ${cause.lost}`);
    const failed = /^failed\s+(.+)$/i.exec(cause.cause);
    if (failed) add('pass', `Pass your ${failed[1]}`);
  }
  // One of the audience it names, as a segment of its own: "For offices: sourdough loaves and cardamom buns."
  const segments = b.audienceHead
    ? b.audienceHead
        .split(/\s+and\s+|,\s*/)
        .map((x) => x.trim())
        .filter(Boolean)
    : [];
  if (H && segments.length >= 2)
    for (const segment of segments)
      add('segment', `For ${segment}: ${H}${modifiers[0] && !/^for\s/i.test(modifiers[0]) ? ` ${modifiers[0]}` : ''}`);
  const people = b.problem && /^(.+?)\s+who\s+(?:cannot|can't|can not|struggle to)\s+(.+)$/i.exec(b.problem);
  if (people) add('help', `Help ${people[1]} ${people[2]}`);
  if (b.problem && b.problemShape === 'gerund' && !/^not\s/i.test(b.problem))
    add('question', `Still ${headOf(b.problem)}?`);
  if (b.problem && b.problemShape === 'noun' && !/\s(?:who|whose)\s/i.test(b.problem)) {
    const noun = b.problem.split(/\s(?:that|which|who)\s/)[0]!;
    if (noun !== b.problem) add('question', `Done with ${noun}?`);
  }
  for (const benefit of parts.filter((p) => !p.with && stateBenefit(p.text))) {
    if (b.audienceHead) add('audience benefit', `${b.audienceHead}, ${benefit.text}`);
  }
  return out;
}

export function moreValuePropositions(b: Brand): Candidate[] {
  const out: Candidate[] = [];
  const add = (angle: string, text: string) => out.push({ angle, text: end(cap(text)) });
  const who = b.name;
  if (!who || !b.offer) return out;
  const H = b.offer.head;
  const parts = valueParts(b);
  const items = offerItems(b);
  const cause = causeOf(b);
  const doing = b.offer.doing ? b.offer.doing.replace(b.offer.phrase, H) : `offers ${H}`;
  // The outcome as the brand's doing: "Vaultline gets B2B SaaS companies audit-ready in 6 weeks, with a fixed fee."
  for (const p of parts.filter((x) => !x.with && stateBenefit(x.text))) {
    const rest = parts
      .filter((x) => x.with)
      .map((x) => `, with ${x.text}`)
      .join('');
    if (b.audienceHead) add('gets ready', `${who} gets ${b.audienceHead} ${p.text}${rest}`);
    if (cause?.lost) add('cause', `Don't let ${cause.cause} cost you ${cause.lost}. ${who} gets you ${p.text}`);
  }
  if (cause?.lost) add('cause', `Don't let ${cause.cause} cost you ${cause.lost}: ${who} ${doing}`);
  const failed = cause && /^failed\s+(.+)$/i.exec(cause.cause);
  const ready = parts.find((x) => !x.with && stateBenefit(x.text));
  if (failed && ready)
    add(
      'pass',
      `Pass your ${failed[1]}: ${who} gets you ${ready.text}${parts
        .filter((x) => x.with)
        .map((x) => `, with ${x.text}`)
        .join('')}`,
    );
  for (const price of priceParts(b).filter((x) => /^from\s/i.test(x))) {
    if (ready && b.audienceHead) add('price', `${cap(price)}, ${who} gets ${b.audienceHead} ${ready.text}`);
    add('price', `${cap(price)}: ${who} ${doing}`);
  }
  if (cause && b.audience)
    add('audience problem', `${cap(b.audience)} lose ${cause.lost ?? 'work'} to ${cause.cause}. ${who} ${doing}`);
  // Each item of the offer with whom it is for, and what sets it apart attached ("…, with a 48-hour ferment").
  // One item with what sets it apart: a second would say the same with another noun.
  for (const item of items.slice(0, 1)) {
    for (const p of parts.filter((x) => x.with))
      add(
        'item',
        `${who} ${doing.split(' ')[0]} ${item} with ${p.text}${b.audienceHead ? `, for ${b.audienceHead}` : ''}`,
      );
  }
  const attached = parts.filter((x) => x.with).map((x) => x.text);
  const first = items[0] ?? H;
  if (b.offer.doing && !/^(?:an?|the)\s/i.test(first)) {
    for (const p of parts.filter((x) => x.used && /^an?\s/i.test(x.text)))
      add('fact', `Every ${singular(first)} gets ${p.text}. ${who} ${b.offer.doing}`);
  }
  if (attached.length > 0) add('attached', `${who} ${doing}, with ${attached.join(' and ')}`);
  for (const [noun, done] of everyIs(b)) {
    add('proof', `${who} ${doing}, and every ${noun} is ${done}`);
    if (b.audience) add('proof', `For ${b.audience}: ${H}, every ${noun} ${done}`);
  }
  // People with a problem, and what the offer lets them do: "toddlers who cannot put big feelings into words".
  const people = b.problem && /^(.+?)\s+who\s+(?:cannot|can't|can not|struggle to)\s+(.+)$/i.exec(b.problem);
  if (people) {
    const founder = b.value
      .find((v) => /^(?:founded|run) by\s/i.test(v.text))
      ?.text.replace(/^(?:founded|run) by\s+/i, '');
    if (founder && b.offer.doing) add('founder help', `${founder} ${doing} that help ${people[1]} ${people[2]}`);
    if (b.audienceHead) add('audience help', `${b.audienceHead} get ${H} that help ${people[1]} ${people[2]}`);
    add('help', `${who} ${doing} that help ${people[1]} ${people[2]}`);
    add('help', `${cap(H)} that help ${people[1]} ${people[2]}, from ${who}`);
  }
  // What is sold, what it costs and whom it is for, the brand last: "Sourdough loaves … from $6 to $12, for families …".
  for (const price of priceParts(b)) {
    const from = /^from\s/i.test(price)
      ? price
      : /^[£$€]?\d[\d.,]*\s+to\s+[£$€]?\d/.test(price)
        ? `from ${price}`
        : null;
    if (from && b.audience) add('price audience', `${cap(H)} ${from}, for ${b.audience}, by ${who}`);
  }
  // A single price ("£7.99") after the whole offer, set off by commas: "…for children aged 3 to 6, at £7.99, from …".
  const prices = priceParts(b);
  if (prices.length === 1 && /^[£$€]\d[\d.,]*$/.test(prices[0]!))
    add('price', `${cap(b.offer.phrase)}, at ${prices[0]}, from ${who}`);
  const city = b.location?.split(',')[0]?.trim();
  if (city && placeable(b.audienceHead) && !b.audience!.includes(city))
    add('place audience', `${cap(b.audienceHead!)} in ${city}: ${who} ${doing}`);
  const founder = b.value.find((v) => /^(?:founded|run) by\s/i.test(v.text))?.text.replace(/^(?:founded|run) /i, '');
  if (city && b.stage === 'new') add('news', `New in ${city}: ${b.offer.phrase}${founder ? `, ${founder}` : ''}`);
  if (city && founder) add('founder place', `From ${founder.replace(/^by\s+/i, '')} in ${city}: ${b.offer.phrase}`);
  const verb = b.offer.doing?.split(' ')[0]?.toLowerCase();
  for (const [noun, done] of everyIs(b)) {
    const compound = compoundOf(done);
    if (compound)
      add(
        'compound',
        `${compound} ${b.offer.phrase}${founder ? `, ${founder}` : b.audienceHead ? `, for ${b.audienceHead}` : ''}`,
      );
    if (founder && b.audience) add('audience founder', `For ${b.audience}: ${H} ${founder}, every ${noun} ${done}`);
    if (founder && verb && DONE[verb]) add('written by', `${DONE[verb]} ${founder} and ${done}: ${b.offer.phrase}`);
  }
  if (b.problem && b.problemShape === 'noun' && !/\s(?:who|whose)\s/i.test(b.problem)) {
    const noun = b.problem.split(/\s(?:that|which|who)\s/)[0]!;
    for (const p of parts.filter((x) => x.with))
      add('instead', `Instead of ${noun}, ${who} ${doing.split(' ')[0]} ${H} with ${p.text}`);
  }
  return out;
}
