import nlp from 'compromise';
/**
 * Phrasings a copywriter rewrites even though every phrase in them is whole: a noun phrase left standing
 * as a sentence after a full stop, the same audience named twice in one sentence, a sentence that starts
 * in lower case. The writer drops candidates with them (select.ts) and the golden test counts them.
 */

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A finite verb: a form of "be" or "have", a modal, or a verb in -s after its subject ("runs", "knows", "gets"). */
const FINITE =
  /\b(?:is|are|was|were|am|has|have|had|do|does|did|can|cannot|can't|will|won't|would|should|could|may|might|must|gets?|makes?|keeps?|helps?|lets?|runs?|knows?|takes?|gives?|writes?|bakes?|offers?|sells?|uses?|means|comes?|goes?|needs?|stays?|lasts?|costs?)\b/i;
/** How a noun phrase opens: an article or a quantifier, or a bare noun the sentence is made of. */
const NOUN_OPENING = /^(?:a|an|the|some|no(?! more\b)|each|every|all|one)\s/i;

/**
 * "Crumb & Co bakes sourdough loaves. A 48-hour ferment and flour milled in Texas.": the second sentence is
 * a noun phrase with no verb of its own. A fact is said as a fact ("Every loaf gets a 48-hour ferment") or
 * attached to the sentence before it. The brand's name standing first ("Vaultline. Audit-ready in 6 weeks.")
 * is a style, and a sentence led by an adjective or a participle ("Founded by …") is one too.
 */
const wordsIn = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Whether a sentence has a finite verb, as compromise tags it (asked only of the few the pattern above leaves). */
function hasVerb(sentence: string): boolean {
  const terms = (
    nlp(sentence).json() as Array<{ terms: Array<{ text: string; post: string; tags: string[] }> }>
  ).flatMap((s) => s.terms);
  return terms.some((t, i) => {
    const tags = new Set(t.tags);
    const previous = terms[i - 1];
    const next = terms[i + 1];
    if (i === 0 || !previous) return false;
    // "A 48-hour ferment": a measure right before it makes the word a noun, whatever the tagger says.
    const measured =
      previous.post.trim() === '' && previous.tags.some((tag) => ['Hyphenated', 'Duration', 'Value'].includes(tag));
    if (measured) return false;
    if (tags.has('PresentTense') || tags.has('Modal') || tags.has('Copula'))
      return !tags.has('Infinitive') || previous.tags.includes('Noun');
    // A past form followed by a preposition is a participle ("flour milled in Texas"), not the sentence's verb.
    return tags.has('PastTense') && Boolean(next) && !next!.tags.includes('Preposition');
  });
}

export function nounFragments(text: string, name: string | null): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const all = sentences(line.replace(/#[\p{L}\p{N}_]+/gu, '').trim());
    all.forEach((s, i) => {
      if (i === 0) return;
      const previous = all[i - 1]!.replace(/[.!?]$/, '');
      if (name && previous === name) return;
      // A question or an exclamation is a turn of its own ("Tired of …? Vaultline offers …").
      if (/[?!]$/.test(all[i - 1]!)) return;
      if (!NOUN_OPENING.test(s) || FINITE.test(s)) return;
      // "Same day. Twenty years. No guesswork.": short fragments in a row are a rhythm, the triad's device.
      if (wordsIn(s) <= 5 && wordsIn(all[i - 1]!) <= 5) return;
      // A verb the short list above does not name ("puts 20 years on your side", "the calmer ones ring before").
      if (hasVerb(s)) return;
      out.push(`a noun phrase standing as a sentence: "${s}"`);
    });
  }
  return out;
}

const STOP = new Set(
  'the and for with you your our are this that from into have has not but all can will just more most very what when where who how than then they their there its new best aged'.split(
    ' ',
  ),
);
const contentWords = (s: string) =>
  new Set(
    (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2 && !STOP.has(w) && !/^\d+$/.test(w)),
  );

/**
 * "For B2B SaaS companies …, Vaultline offers SOC 2 readiness … for SaaS startups.": two phrases that say
 * whom it is for, and share a word, in one sentence. Buyers and readers ("for parents …, picture books for
 * children aged 3 to 6") share none and are two people, not one said twice.
 */
export function audienceTwice(text: string, audienceHead: string | null): string[] {
  const out: string[] = [];
  for (const s of text.split(/\n+|(?<=[.!?])\s+/)) {
    const spans = [
      ...s.matchAll(/\bfor\s+([^,.;:!?]+?)(?=\s+(?:with|who|in|to|that|tired|dealing|facing|from|at)\b|[,.;:!?]|$)/gi),
    ].map((m) => ({ at: m.index!, text: m[1]! }));
    if (audienceHead) {
      const at = s.toLowerCase().indexOf(audienceHead.toLowerCase());
      if (at >= 0 && !spans.some((x) => x.at <= at && at <= x.at + 4 + x.text.length))
        spans.push({ at, text: audienceHead });
    }
    for (let i = 0; i < spans.length; i += 1) {
      for (let j = i + 1; j < spans.length; j += 1) {
        const a = contentWords(spans[i]!.text);
        const shared = [...contentWords(spans[j]!.text)].filter((w) => a.has(w));
        if (shared.length > 0) out.push(`the audience said twice: "${spans[i]!.text}" and "${spans[j]!.text}"`);
      }
    }
  }
  return out;
}

/** A sentence that starts in lower case ("east Austin gets …"): the case of its first word is lost. */
export function lowerCaseStarts(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const bare = line.replace(/^[^\p{L}\p{N}£$€#]+/u, '');
    for (const s of sentences(bare))
      if (/^\p{Ll}/u.test(s) && !/^(?:iOS|iPhone|iPad|eBay)\b/.test(s)) out.push(`a sentence in lower case: "${s}"`);
  }
  return out;
}

/** Every phrasing defect of a text. */
export function phrasingDefects(text: string, brand: { name: string | null; audienceHead: string | null }): string[] {
  const plain = text.replace(/^(?:Subject|Preview): /gm, '');
  return [...nounFragments(plain, brand.name), ...audienceTwice(plain, brand.audienceHead), ...lowerCaseStarts(plain)];
}
