import { titleFor, type MessageType } from '@brandcast/shared';
import { cap, type Brand } from '../brand';
import { baseVerb, thirdPerson } from '../fields';
import type { Chooser } from '../random';
import { choose, type Candidate } from '../select';
import { lineShape } from '@brandcast/shared/scoring';
import type { GeneratedMessage, MessageOptions } from '../types';
import { applyVoice } from '../voice';
import { moreTaglines, moreValuePropositions } from './more-angles';
import { deviceCandidates } from './devices';
import { CRAFT_BONUS } from '../craft';
import {
  appositive,
  asBase,
  cityFor,
  end,
  founderOf,
  headOf,
  infinitive,
  notGerundOutcome,
  overlaps,
  passiveOf,
  peopleProblem,
  priceParts,
  stateBenefit,
  trailingPrice,
  priceClause,
  shortHead,
  placeable,
} from './angles';

/** The brand as a sentence's subject with its verb: "Vaultline offers", or "We offer" without a name. */
export function says(b: Brand, verb: string): string {
  return b.name ? `${b.name} ${thirdPerson(verb)}` : `We ${verb}`;
}

/** What the brand does, as a predicate after its name: "writes picture books …", "offers SOC 2 readiness …". */
export function doings(b: Brand): string[] {
  const out: string[] = [];
  const base = (third: string) => (b.name ? third : third.replace(/^\p{L}+/u, baseVerb));
  if (b.offer?.doing) out.push(base(b.offer.doing));
  if (b.offer) out.push(`${b.name ? 'offers' : 'offer'} ${b.offer.phrase}`);
  for (const point of b.value)
    if (point.verb)
      out.push(base(point.text), ...(/\sand\s/.test(point.text) ? [base(point.text.split(/\sand\s/)[0]!)] : []));
  return out;
}

/** Benefit phrases that stand alone as a line: "audit-ready in 6 weeks", "founded by a former reception teacher". */
export function benefitPhrases(b: Brand): string[] {
  const out: string[] = [];
  for (const point of b.value) {
    if (point.verb) {
      const object = point.text.replace(/^(?:uses|has|offers|gives|includes)\s+/i, '');
      if (object !== point.text) out.push(object);
      continue;
    }
    out.push(point.text);
    for (const first of [point.text.split(/,\s/)[0]!, point.text.split(/\sso\s/)[0]!])
      if (first !== point.text) out.push(first);
  }
  return out;
}

/** Taglines of at most 8 words, from every angle the fields give; nothing that any business could sign. */
function taglines(b: Brand): Candidate[] {
  const out: Candidate[] = [];
  const add = (angle: string, text: string) => out.push({ angle, text: end(cap(text)) });
  const H = b.offer?.head ?? null;
  for (const benefit of benefitPhrases(b)) {
    const angle = /\d/.test(benefit) ? 'proof' : /^(?:founded|run) by\s/i.test(benefit) ? 'founder' : 'benefit';
    add(angle, benefit);
    if (b.name) add(angle, `${b.name}. ${cap(benefit)}`);
    if (stateBenefit(benefit)) add('outcome', `Be ${benefit.split(/,\s/)[0]}`);
    if (H && /^\p{L}+ed\b/u.test(benefit) && angle !== 'founder' && !overlaps(H, benefit))
      add('benefit', `${H}, ${benefit.split(/\s(?:and|so)\s/)[0]}`);
  }
  for (const doing of doings(b)) {
    if (b.name) add(/\d/.test(doing) ? 'proof' : 'offer', `${b.name} ${doing}`);
    const passive = passiveOf(doing);
    if (passive) add('outcome', passive);
  }
  const founder = founderOf(b);
  if (founder && H) add('founder', `${H} ${founder}`);
  if (b.problem && b.problemShape === 'gerund' && !/^not\s/i.test(b.problem)) {
    for (const head of new Set([headOf(b.problem), shortHead(headOf(b.problem))])) {
      add('problem', `No more ${head}`);
      add('problem', `Stop ${head}`);
      add('outcome', `Never ${infinitive(head.split(' ')[0]!)} ${head.split(' ').slice(1).join(' ')} again`);
    }
  }
  if (b.problem && b.problemShape === 'noun' && !peopleProblem(b.problem)) {
    for (const p of new Set([b.problem, headOf(b.problem)])) add('problem', `No more ${p}`);
    add('problem', `Forget ${headOf(b.problem)}`);
  }
  const always = notGerundOutcome(b.problem);
  if (always) add('outcome', always);
  if (H) {
    for (const audience of new Set([b.audienceHead, b.audience])) if (audience) add('audience', `${H} for ${audience}`);
    const city = cityFor(b);
    if (city) add('place', `${H} in ${city}`);
    if (city && b.name) add('place', `${b.name}: ${b.offer!.head} in ${city}`);
    if (city && b.stage === 'new') add('news', `New in ${city}: ${b.offer!.head}`);
    if (b.stage === 'prelaunch') add('news', `Coming soon: ${b.offer!.head}`);
    for (const part of priceParts(b)) {
      const trailing = trailingPrice(part);
      // A price alone ("Call out $99.", "Initial $115.") is a price list, not a tagline: only with what is sold.
      if (trailing) add('price', `${H}, ${trailing}`);
      if (trailing && /^from\s/i.test(trailing) && b.name) add('price', `${b.name}: ${b.offer!.head} ${trailing}`);
    }
    const parts = priceParts(b);
    if (parts.length > 1 && /^[£$€]\d/.test(parts[0]!)) add('price', `${H} from ${parts[0]}`);
  }
  // Not "Sparkright Electrical, for homeowners.": a name and an audience say nothing the reader gets.
  if (b.audience) add('audience', `Built for ${b.audience}`);
  return [...out, ...moreTaglines(b), ...deviceCandidates(b, 'tagline')];
}

/** "For [audience] who [problem], [brand] [benefit]", within 25 words, and its kin from every other angle. */
function valuePropositions(b: Brand): Candidate[] {
  const out: Candidate[] = [];
  const add = (angle: string, text: string) => out.push({ angle, text: end(cap(text)) });
  const who = b.name ?? 'we';
  const audiences = [...new Set([b.audience, b.audienceHead].filter((a): a is string => Boolean(a)))];
  const bridges: Array<[string, string]> = [];
  const head = b.problem ? headOf(b.problem) : null;
  if (b.problem && b.problemShape === 'gerund' && !/^not\s/i.test(b.problem))
    bridges.push(['problem', ` tired of ${b.problem}`], ['problem', ` tired of ${head}`]);
  if (b.problem && b.problemShape === 'noun' && !peopleProblem(b.problem))
    bridges.push(['problem', ` dealing with ${b.problem}`], ['problem', ` facing ${head}`]);
  bridges.push(['audience', '']);
  const benefits = benefitPhrases(b);
  const city = cityFor(b);
  const founder = founderOf(b);
  if (founder && b.offer)
    add('founder', `${cap(b.offer.phrase)}, ${founder.replace(/^by/, 'from')}${b.name ? ` at ${b.name}` : ''}`);
  const always = notGerundOutcome(b.problem);
  const allDoings = doings(b);
  // Outcomes come from what sets the brand apart, never from the offer itself.
  const passives = b.value
    .filter((v) => v.verb)
    .map((v) => passiveOf(v.text))
    .filter((p): p is string => Boolean(p));
  // "offers SOC 2 readiness" before an audience of its own, so "for SaaS startups for B2B SaaS companies" is never written.
  const verb = b.offer?.doing?.split(' ')[0] ?? 'offers';
  if (b.offer && b.offer.head !== b.offer.phrase) allDoings.push(`${b.name ? verb : asBase(verb)} ${b.offer.head}`);
  for (const doing of allDoings) {
    for (const audience of audiences) {
      for (const [angle, bridge] of bridges) add(angle, `For ${audience}${bridge}, ${who} ${doing}`);
    }
    for (const benefit of benefits.filter((x) => appositive(x) && !overlaps(doing, x))) {
      const angle = /\d/.test(benefit) ? 'proof' : 'benefit';
      // "… for children aged 3 to 6, founded by a former teacher" would say the children were: the founder gets a sentence.
      if (!/^(?:founded|run) by\s/i.test(benefit)) add(angle, `${cap(who)} ${doing}, ${benefit}`);
      add(angle, `${cap(who)} ${doing}. ${cap(benefit)}`);
    }
    if (city && placeable(b.audienceHead) && !/\sin\s/i.test(b.audience ?? '') && !doing.includes(city))
      add('place', `For ${b.audienceHead} in ${city}, ${who} ${doing}`);
    // "… for children aged 3 to 6 in Bristol" reads as the children's place: a place ends only an offer said without its own "for" or number.
    if (
      city &&
      !doing.includes(city) &&
      !doing.includes(',') &&
      !/\s(?:for|aged|with)\s/i.test(doing) &&
      !/\d$/.test(doing)
    )
      add('place', `${cap(who)} ${doing} in ${city}`);
    if (b.problem && b.problemShape === 'clause') add('problem', `${end(cap(b.problem))} ${cap(who)} ${doing} instead`);
    if (head && b.problemShape !== 'clause' && !peopleProblem(b.problem) && !/^not\s/i.test(head))
      add('problem', `Tired of ${head}? ${cap(who)} ${doing}`);
    if (founder && b.name) add('founder', `${b.name}, ${founder.replace(/^by/, 'founded by')}, ${doing}`);
    // A price is the offer's, never a benefit's ("runs payroll in 3 clicks ($29 per month)").
    const offerDoing = Boolean(b.offer && doing.includes(b.offer.head));
    for (const part of offerDoing ? priceParts(b) : []) {
      const clause = priceClause(part, doing);
      if (clause) add('price', `${cap(who)} ${doing}${clause}`);
    }
    if (passives.length > 0 && offerDoing) add('outcome', `${cap(who)} ${doing}: ${passives.join(', ')}`);
    for (const benefit of benefits.filter((x) => !/^(?:founded|run) by\s/i.test(x) && !overlaps(doing, x))) {
      add(/\d/.test(benefit) ? 'proof' : 'benefit', `${cap(benefit)}: ${who} ${doing}`);
    }
    if (head && b.problemShape !== 'clause' && !peopleProblem(b.problem) && !/^not\s/i.test(head))
      add('problem', `No more ${head}: ${who} ${doing}`);
  }
  if (b.offer && b.problem && peopleProblem(b.problem)) {
    add('problem', `${cap(who)} ${b.name ? verb : asBase(verb)} ${b.offer.head} for ${b.problem}`);
    add('problem', `For ${b.problem}, ${who} ${b.name ? verb : asBase(verb)} ${b.offer.head}`);
  }
  if (always && b.name) add('outcome', `With ${b.name}, you ${always}`);
  // Openings of their own: the audience, the offer, the place first.
  if (b.offer) {
    // Only a benefit that describes the offer can follow it after a comma ("roasted to order", "audit-ready in 6 weeks").
    const carried = benefits.filter(
      (x) =>
        (/^\p{L}+ed\b/u.test(x) || stateBenefit(x)) &&
        !/^(?:founded|run) by\s/i.test(x) &&
        !overlaps(b.offer!.phrase, x),
    );
    for (const audience of audiences) {
      add('audience', `${cap(audience)} get ${b.offer.head}${b.name ? ` from ${b.name}` : ''}`);
      for (const benefit of carried) add('benefit', `${cap(audience)} get ${b.offer.head}, ${benefit}`);
    }
    if (b.name) for (const benefit of carried) add('benefit', `${cap(b.offer.phrase)}, ${benefit}, from ${b.name}`);
    if (city && b.name) add('place', `In ${city}, ${b.name} ${allDoings[0]}`);
  }
  if (
    b.name &&
    b.audienceHead &&
    head &&
    head.split(' ').length <= 4 &&
    b.problemShape === 'noun' &&
    !peopleProblem(b.problem)
  )
    add('outcome', `${b.name} helps ${b.audienceHead} leave ${head} behind`);
  if (b.name && b.audienceHead && head && b.problemShape === 'gerund' && !/^not\s/i.test(head))
    add('outcome', `${b.name} helps ${b.audienceHead} stop ${head}`);
  return [...out, ...moreValuePropositions(b), ...deviceCandidates(b, 'value_proposition')];
}

/**
 * How far a shape the audience clicks more is ranked up: ten points per doubling of its clicks, at most 24 (the
 * scorer's spread between a good line and a fair one), so a strong lean reorders close lines, never a weak one first.
 */
export const favourWeight = (ratio: number) =>
  Math.max(0, Math.min(24, Math.round(10 * Math.log2(Math.min(ratio, 8)))));

/** Taglines or value propositions: many written, the defective dropped, the best `count` of different angles kept. */
export function writeMessages(
  b: Brand,
  type: MessageType,
  count: number,
  rng: Chooser,
  favour?: MessageOptions['favour'],
  crafted: Candidate[] = [],
): GeneratedMessage[] {
  // The shape this account's audience clicks more, when its split tests have shown it, is ranked up.
  const candidates = [...crafted, ...(type === 'tagline' ? taglines(b) : valuePropositions(b))]
    .map((c) => ({ ...c, text: applyVoice(c.text, b.voice) }))
    // A favoured shape is ranked in the crafted lines' tier (CRAFT_BONUS and its seeded spread), then up by its weight.
    .map((c) =>
      favour && lineShape(c.text) === favour.shape
        ? { ...c, bonus: Math.max(c.bonus ?? 0, CRAFT_BONUS + 30) + favour.weight }
        : c,
    );
  // Titled by what it says (shared titleFor: whole words, never cut mid-word), as the API stores it.
  return choose(candidates, type, count, b, rng).map((c) => ({ type, title: titleFor(c.text), content: c.text }));
}

export { taglines as taglineCandidates, valuePropositions as vpCandidates };
