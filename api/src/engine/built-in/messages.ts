import type { MessageType } from '@brandcast/shared';
import { cap, type Brand } from '../brand';
import { baseVerb, thirdPerson } from '../fields';
import type { Chooser } from '../random';
import { choose, type Candidate } from '../select';
import type { GeneratedMessage } from '../types';
import { applyVoice } from '../voice';

const end = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
/** The noun phrase before its relative clause: "stiff posed photos" of "… that do not look like you". */
const headOf = (s: string) => s.split(/\s(?:because|so)\s/i)[0]!;
/** A phrase that can follow a comma after what the brand does: no verb of its own. */
const appositive = (s: string) => !/\b(?:is|are|was|were|has|have|runs|takes|knows|files)\b/i.test(s);
const wordCount = (s: string) => s.split(/\s+/).length;

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
  for (const point of b.value) if (point.verb) out.push(base(point.text), ...(/\sand\s/.test(point.text) ? [base(point.text.split(/\sand\s/)[0]!)] : []));
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
    for (const first of [point.text.split(/,\s/)[0]!, point.text.split(/\sso\s/)[0]!]) if (first !== point.text) out.push(first);
  }
  return out;
}

function taglines(b: Brand): Candidate[] {
  const out: Candidate[] = [];
  for (const benefit of benefitPhrases(b)) {
    out.push({ angle: /\d/.test(benefit) ? 'proof' : 'benefit', text: end(cap(benefit)) });
    if (b.name) out.push({ angle: 'benefit', text: `${b.name}. ${end(cap(benefit))}` });
  }
  if (b.name) for (const doing of doings(b)) out.push({ angle: /\d/.test(doing) ? 'proof' : 'offer', text: end(`${b.name} ${doing}`) });
  if (b.problem && b.problemShape !== 'clause') {
    const head = headOf(b.problem);
    if (!/^not\s/i.test(head)) for (const p of new Set([b.problem, head])) out.push({ angle: 'problem', text: `No more ${end(p)}` });
  }
  if (b.offer) {
    const offer = cap(b.offer.head);
    if (b.audienceHead) out.push({ angle: 'audience', text: end(`${offer} for ${b.audienceHead}`) });
    if (b.audience && b.audience !== b.audienceHead) out.push({ angle: 'audience', text: end(`${offer} for ${b.audience}`) });
    const city = b.location?.split(',')[0];
    if (city && !b.offer.phrase.includes(city)) out.push({ angle: 'place', text: end(`${offer} in ${city}`) });
    if (b.price && /^[£$€]?\d[\d.,]*$/.test(b.price)) out.push({ angle: 'proof', text: end(`${offer}, ${b.price}`) });
    if (b.name && wordCount(b.offer.head) <= 5) out.push({ angle: 'offer', text: end(`${b.name}: ${b.offer.head}`) });
  }
  if (b.audienceHead && b.name) out.push({ angle: 'audience', text: end(`${b.name}, for ${b.audienceHead}`) });
  {
    const who = b.name ?? 'Your new favourite';
    out.push(
      { angle: 'brand', text: b.name ? `Meet ${b.name}.` : 'Meet your new favourite.' },
      { angle: 'brand', text: b.name ? `${b.name}, at your service.` : 'At your service.' },
      { angle: 'brand', text: `${who}. Worth knowing.` },
      { angle: 'invitation', text: b.name ? `Say hello to ${b.name}.` : 'Say hello.' },
      { angle: 'invitation', text: b.name ? `Ask ${b.name}.` : 'Ask us anything.' },
      { angle: 'invitation', text: 'Come and say hello.' },
      { angle: 'brand', text: 'Worth knowing about.' },
      { angle: 'invitation', text: 'Ask us anything.' },
    );
  }
  return out;
}

/** "For [audience] who [problem], [brand] [benefit]", within 25 words, and its kin. */
function valuePropositions(b: Brand): Candidate[] {
  const out: Candidate[] = [];
  const who = b.name ?? 'we';
  const audiences = [...new Set([b.audience, b.audienceHead].filter((a): a is string => Boolean(a)))];
  const bridges: Array<[string, string]> = [];
  if (b.problem && b.problemShape === 'gerund') bridges.push(['problem', ` tired of ${b.problem}`], ['problem', ` tired of ${headOf(b.problem)}`]);
  if (b.problem && b.problemShape === 'noun') bridges.push(['problem', ` dealing with ${b.problem}`], ['problem', ` facing ${headOf(b.problem)}`]);
  bridges.push(['audience', '']);
  for (const doing of doings(b)) {
    for (const audience of audiences) {
      for (const [angle, bridge] of bridges) out.push({ angle, text: end(`For ${audience}${bridge}, ${who} ${doing}`) });
    }
    for (const benefit of benefitPhrases(b).filter(appositive)) out.push({ angle: /\d/.test(benefit) ? 'proof' : 'benefit', text: end(`${cap(who)} ${doing}, ${benefit}`) });
    const city = b.location?.split(',')[0];
    if (city && b.audienceHead && !`${b.audience} ${doing}`.includes(city)) out.push({ angle: 'place', text: end(`For ${b.audienceHead} in ${city}, ${who} ${doing}`) });
    if (b.problem && b.problemShape === 'clause') out.push({ angle: 'problem', text: `${end(cap(b.problem))} ${cap(who)} ${doing} instead.` });
  }
  {
    const subject = b.name ?? 'We';
    out.push(
      { angle: 'brand', text: `${subject} ${b.name ? 'is' : 'are'} here to help, and glad to hear from you.` },
      { angle: 'brand', text: `Tell ${b.name ?? 'us'} what you need, and get a straight answer.` },
      { angle: 'invitation', text: `Get to know ${b.name ?? 'us'}: ask a question, any time.` },
      { angle: 'invitation', text: `${subject} ${b.name ? 'answers' : 'answer'} every message in person.` },
    );
  }
  return out;
}

/** Taglines or value propositions: many written, the defective dropped, the best `count` of different angles kept. */
export function writeMessages(b: Brand, type: MessageType, count: number, rng: Chooser): GeneratedMessage[] {
  const candidates = (type === 'tagline' ? taglines(b) : valuePropositions(b)).map((c) => ({ ...c, text: applyVoice(c.text, b.voice) }));
  const label = type === 'tagline' ? 'Tagline' : 'Value proposition';
  return choose(candidates, type, count, b, rng).map((c) => ({ type, title: `${label}: ${c.angle}`, content: c.text }));
}

export { taglines as taglineCandidates };
