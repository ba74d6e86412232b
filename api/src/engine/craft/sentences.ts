import { baseVerb } from '../fields';
import type { Brief, Proof } from './read';
import { an, cap, listed, lower, sentence, wordCount } from './text';

/**
 * The brief's slots said as whole sentences a post is made of: the pain to the reader ("you"), what the business
 * does, each proof as a sentence with its subject, the price. A fragment is never a sentence here.
 */

const THIRD_VERB =
  /^(uses|has|offers|knows|works|ships|delivers|speaks|refills|makes|gives|sends|keeps|runs|builds|answers|brings|tracks|does|texts|comes|takes|covers|handles|visits|bakes|roasts|holds|trains|teaches|writes|fixes|installs|repairs)\b/i;
const BASE =
  /^(use|have|offer|know|work|ship|deliver|speak|refill|make|give|send|keep|run|build|answer|bring|track|do|text|come|take|cover|handle|visit|bake|roast|hold|train|teach|write|fix|install|repair|pair)\b/i;
const ADJECTIVE_END =
  /\b(?:registered|certified|insured|vetted|licen[cs]ed|accredited|approved|qualified|owned|run|based)$/i;

/** "Fear Free certified staff" → "Our staff are Fear Free certified." */
const CREDENTIALED_NOUN =
  /^(.+?)\s+(registered|certified|insured|vetted|licen[cs]ed|accredited|approved|qualified)\s+(staff|team|crew|\p{L}+s)$/iu;

export function proofSentence(p: Proof, b: Brief): string | null {
  const phrase = p.phrase.replace(/^now\s+/i, '');
  if (THIRD_VERB.test(phrase)) return sentence(`we ${phrase.replace(THIRD_VERB, (v) => baseVerb(v.toLowerCase()))}`);
  if (BASE.test(phrase)) return sentence(`we ${lower(phrase)}`);
  if (/^(?:accepting|taking|open|opening|available)\b/i.test(phrase)) return sentence(`we're ${lower(phrase)}`);
  if (/^(?:all|every)\s/i.test(phrase) && /\b(?:is|are)\b/.test(phrase)) return sentence(phrase);
  // "head coach is StrongFirst certified": a clause of its own, the owner's "our" restored.
  const clause = /^(\p{Ll}[\p{L} -]*?)\s+(is|are|has|have)\s+(.+)$/u.exec(phrase);
  if (clause && wordCount(clause[1]!) <= 3 && !/^(?:an?|the|every|each|all)\b/i.test(clause[1]!))
    return sentence(`our ${phrase}`);
  if (/^all\s+(\p{L}+)\s+(.+)$/iu.test(phrase)) {
    const [, who, rest] = /^all\s+(\p{L}+)\s+(.+)$/iu.exec(phrase)!;
    return sentence(`all our ${who} are ${rest}`);
  }
  const credentialed = CREDENTIALED_NOUN.exec(phrase);
  if (credentialed) return sentence(`our ${credentialed[3]} are ${credentialed[1]} ${credentialed[2]}`);
  if (ADJECTIVE_END.test(phrase) && wordCount(phrase) <= 5) return sentence(`we're ${phrase}`);
  switch (p.kind) {
    case 'founder':
      return b.name ? sentence(`${b.name} was ${lower(phrase)}`) : sentence(phrase);
    case 'years': {
      const n = /\b(\d+)\+?\s*years?\b/i.exec(phrase)?.[1];
      const rest = phrase
        .replace(/\s*(?:for\s+)?\b\d+\+?\s*years?\b(?:\s+(?:of\s+experience|in\s+business|experience))?/i, '')
        .trim();
      if (!n && /generation/i.test(phrase)) return sentence(`we're ${an(phrase)} ${lower(phrase)}`);
      if (!n) return sentence(phrase);
      if (!rest) return sentence(`we've been doing this for ${n} years`);
      return /^(?:licen|certif|qualif|registered)/i.test(rest)
        ? `${sentence(`we're ${an(rest)} ${lower(rest)}`)} ${sentence(`we've been doing this for ${n} years`)}`
        : sentence(`${n} years ${/^in\b/.test(rest) ? rest : `of ${lower(rest)}`}`);
    }
    case 'since':
      return /^(?:an?\s|the\s)/i.test(phrase) || /^\p{Ll}/u.test(phrase)
        ? sentence(`we've been ${/^(?:an?|the)\s/i.test(phrase) ? '' : `${an(phrase)} `}${lower(phrase)}`)
        : sentence(phrase);
    case 'team':
      return /^\d+\s+\p{L}+s$/u.test(phrase) ? sentence(`we have ${phrase}`) : sentence(phrase);
    case 'guarantee':
      return /^(?:an?\s|the\s|every\s)/i.test(phrase) || /\b(?:or|if)\b/i.test(phrase)
        ? sentence(phrase)
        : sentence(`every job comes with ${an(phrase)} ${lower(phrase)}`);
    case 'speed':
      return /^(?:same|next)[- ](?:day|week)\s+\p{L}+/iu.test(phrase)
        ? sentence(`we offer ${lower(phrase)}`)
        : /^on site\b/i.test(phrase)
          ? sentence(`we're ${lower(phrase)}`)
          : sentence(phrase);
    case 'without': {
      const what = /^(?:no|zero)\s+(.+?)(?:,?\s+ever)?$/i.exec(phrase)?.[1];
      if (!what) return null;
      if (SUBSTANCE.test(what)) return sentence(`we never use ${lower(what)}`);
      if (/\b(?:deposits?|fees?|charges?|call-?out|commission|markups?|surcharges?)\b/i.test(what.split(' ')[0]!))
        return sentence(`you pay no ${lower(what)}`);
      if (/^\p{L}+s$/u.test(what.split(' ').slice(-1)[0]!) && wordCount(what) <= 3)
        return sentence(`we don't do ${lower(what)}`);
      return sentence(`there's no ${lower(what)}`);
    }
    default:
      if (/^same\s/i.test(phrase)) return sentence(`you get the ${lower(phrase)}`);
      return wordCount(phrase) >= 3 ? sentence(phrase) : null;
  }
}

const PEOPLE =
  /^(?:most\s+|many\s+|a lot of\s+)?(?:people|customers|clients|users|folks|buyers|owners|parents|families|patients|couples|students|managers|companies|businesses|they)\s+/i;

const SUBSTANCE =
  /\b(?:agents?|chemicals?|preservatives?|additives?|fillers?|parabens?|sulphates?|sulfates?|plastics?|palm oil|pesticides?|sugar|dyes?|fragrances?|bleach\w*|alcohol|gluten|dairy|antibiotics?|hormones?|steroids?)\b/i;

/** The pain said to the reader: "people can't get a sparky to turn up" → "You can't get a sparky to turn up." */
export function painToYou(pain: string, b: Brief): string {
  let out = pain.replace(/,\s*$/, '');
  const audience = b.audience ? new RegExp(`^(?:most\\s+|many\\s+)?${b.audience.split(' ')[0]}\\s+`, 'i') : null;
  for (const pattern of [PEOPLE, audience].filter((p): p is RegExp => Boolean(p))) {
    if (pattern.test(out)) {
      out = out
        .replace(pattern, 'you ')
        .replace(/^you (?:is|are)\b/i, "you're")
        .replace(/^you (?:has|have)\b/i, 'you have')
        .replace(/^you (?:do not|does not|doesn't)\b/i, "you don't")
        .replace(/^you (\p{L}+)s\b(?<!ss)/iu, (m, v: string) => (/(?:ie)$/.test(v) ? `you ${v.slice(0, -2)}y` : m))
        .replace(/\b(?:them|their)\b/gi, (w) => (w.toLowerCase() === 'them' ? 'you' : 'your'));
      break;
    }
  }
  // A pain that is only nouns ("Dark spots, uneven skin tone, acne scars") is asked about.
  if (nounsOnly(out) && !/^you\b/i.test(out) && wordCount(out) <= 12)
    return `Tired of ${lower(out).replace(/,\s+([^,]+)$/, ' and $1')}?`;
  return sentence(out);
}

/** A noun said without an article: plurals and mass nouns ("we offer physio", "we offer a weekly newsletter"). */
const massNoun = (phrase: string) =>
  /(?:s|ing|care|ware|ice|ion|ry|ty|cy|ism|ness|ment|food|coffee|tea|wine|beer|bread|music|art|design|law|advice|support|help|insurance|repair|rehab|physio|therapy|coaching|tuition|fitness|yoga|pilates|work|data|research|equipment|furniture|clothing|jewellery|jewelry|skincare|electrical|legal)$/i.test(
    phrase.trim(),
  );

/** "At Glow by Temi, we": a long name is said once, in the sign-off, not in the body too. */
const atName = (b: Brief) => (b.name && wordCount(b.name) <= 3 ? `at ${b.name}, we` : 'we');

/** "Dark spots, uneven skin tone, acne scars": short items and no verb among them. */
function nounsOnly(text: string): boolean {
  const items = text.split(/,\s*|\s+and\s+/);
  return (
    items.every((item) => wordCount(item) <= 4) &&
    !/\b(?:is|are|was|were|be|been|have|has|had|do|does|did|can|can't|cannot|could|will|won't|don't|doesn't|didn't|get|gets|take|takes|go|goes|make|makes|need|needs|want|wants|feel|feels|know|knows|pay|pays|wait|waits|find|finds|lose|loses|spend|spends|struggle|struggles|sit|sits|stop|stops|break|breaks|fail|fails|turn|turns|show|shows)\b/i.test(
      text,
    )
  );
}

/** What the business does for whom, as a sentence. */
export function whatWeDo(b: Brief): string | null {
  const doing = b.brand.offer?.doing;
  const where = b.place ? ` in ${b.place}` : '';
  const forWho = b.audience ? ` for ${b.audience}` : '';
  if (doing && wordCount(doing) <= 12 && !/[,;]/.test(doing)) {
    // "… for children aged 3 to 6 in Bristol" reads as the children's place; a place the doing names is not said twice.
    const placed = b.place && !/\d$/.test(doing) && !doing.toLowerCase().includes(b.place.toLowerCase()) ? where : '';
    const base = doing.replace(/^\p{L}+(?:\s+and\s+\p{L}+)?/u, (verbs) =>
      verbs
        .split(/\s+and\s+/)
        .map((v) => baseVerb(v))
        .join(' and '),
    );
    return sentence(`${atName(b)} ${base}${placed}`);
  }
  const what = b.items.length >= 2 ? listed(b.items.slice(0, 3).map(lower)) : b.offer ? lower(b.offer) : null;
  if (!what) return null;
  const article = b.items.length >= 2 || massNoun(what) ? '' : `${an(what)} `;
  return sentence(`${atName(b)} offer ${article}${what}${forWho}${where}`);
}

/** The proofs as sentences, best first, each once. */
export function proofSentences(b: Brief, proofs: Proof[]): string[] {
  const out: string[] = [];
  for (const p of proofs) {
    const s = proofSentence(p, b);
    if (s && !out.includes(s) && wordCount(s) <= 20) out.push(s);
  }
  return out;
}

/** A price said as a sentence: "Prices start at $99." */
export function priceSentence(b: Brief): string | null {
  if (!b.price) return null;
  if (/^from\s/i.test(b.price)) return sentence(`prices start at ${b.price.replace(/^from\s+/i, '')}`);
  if (/^\S+ to \S+$/.test(b.price)) return sentence(`prices run from ${b.price}`);
  return wordCount(b.price) <= 8 ? sentence(b.price) : null;
}

/** Which proof answers a pain best: a wait is answered by speed, distrust by a credential or a guarantee. */
export function answerTo(pain: string, proofs: Proof[]): Proof | null {
  const want = /\b(?:wait|weeks?|days?|hours?|slow|late|on time|turn up|show up|downtime|stops?|delivery)\b/i.test(pain)
    ? ['speed', 'guarantee']
    : /\b(?:trust|fake|strangers?|cowboys?|quality|bleach\w*|scam\w*|overcharg\w*|don't know)\b/i.test(pain)
      ? ['credential', 'without', 'guarantee', 'other', 'founder']
      : ['speed', 'guarantee', 'without', 'credential', 'other'];
  for (const kind of want) {
    const found = proofs.find((p) => p.kind === kind);
    if (found) return found;
  }
  return proofs[0] ?? null;
}

export { cap };
