import nlp from 'compromise';
import { CLICHES, FILLERS } from '@brandcast/shared/scoring';
import type { GeneratedCopy, GeneratedMessage } from '../../src/engine';
import { audienceTwice, lowerCaseStarts, nounFragments } from '../../src/engine/phrasing';
import type { GoldenProject } from './golden';
import { STOP, words } from './defect-words';
import { hashtagDefects } from './hashtag-defects';

/**
 * The mechanical defects a copywriter would have to fix before publishing, checked on any output of
 * any writer. Each returns a short reason naming the defect and the words that show it.
 */

const LABEL =
  /\b(?:price range|unique value|business stage|business goal|location|what you sell|who you sell to|problem you solve):/i;
const DANGLING = /\b(?:and|or|with|for|to|the|a|an|of|in|on|at|by|from|our|your|their|my)[.!?](?:\s|$)/i;
const FIRST_PERSON = /(?<![\p{L}'’])(?:i|i'm|i’m|my|me)(?![\p{L}'’])/iu;
const BOOKING = /\b(?:book|reserve)\s+(?:your(?! demo)|a(?! demo)|an|now|today|the|yours|in)\b/i;
const NOUN_SLOT = /\b(?:no more|goodbye to|tired of|struggle with|without the)\s+([^.,!?:;]+)/gi;

/** Lines no copywriter would sign: they fit any business and say nothing of this one. */
const FILLER_LINES: RegExp[] = [
  /(?:^|[.!?]\s+)(?:meet|ask|say hello to)\s+[^.!?\n]{1,40}[.!?]/i,
  /\bsay hello\b/i,
  /\bworth knowing\b/i,
  /\bat your service\b/i,
  /\bhere to help\b/i,
  /\bglad to hear from you\b/i,
  /\bget to know\b/i,
  /\bstraight answer\b/i,
  /\bask us anything\b/i,
  /\bevery message in person\b/i,
  /\byour new favourite\b/i,
  /\bquick hello\b|\bhello, friends\b/i,
  // The scorer's list of clichés and speech filler is the other source ("made with" only with nothing after it).
  ...[...CLICHES, ...FILLERS]
    .filter((p) => p !== 'made with')
    .map((p) => new RegExp(`(?<![\\p{L}])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu')),
];

/** Filler a copywriter strikes: each finding names the words. */
export function fillerDefects(text: string): string[] {
  return FILLER_LINES.filter((p) => p.test(text)).map((p) => `filler: "${p.exec(text)![0].trim()}"`);
}

const sentencesOf = (text: string) =>
  text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.replace(/^[^\p{L}\p{N}£$]+/u, '').trim())
    .filter((s) => s.split(' ').length >= 3);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function textDefects(text: string, project: GoldenProject): string[] {
  const out: string[] = [];
  const plain = text.replace(/#[\p{L}\p{N}_]+/gu, '');
  if (LABEL.test(plain)) out.push(`raw field label: ${LABEL.exec(plain)![0]}`);
  if (DANGLING.test(plain)) out.push(`broken phrase: "${DANGLING.exec(plain)![0].trim()}"`);
  if (FIRST_PERSON.test(plain)) out.push(`first person from the input: "${FIRST_PERSON.exec(plain)![0]}"`);
  for (const word of project.expect.cased) {
    const wrong = new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'giu');
    for (const match of plain.match(wrong) ?? []) if (match !== word) out.push(`case: "${match}" for "${word}"`);
  }
  let rest = plain;
  for (const term of [...project.expect.facts, ...project.expect.cased].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(escape(term), 'gi'), ' ');
  }
  for (const fact of project.expect.facts) {
    const lead = /^[£$]?\d+/.exec(fact)?.[0];
    if (lead && new RegExp(`(?<![\\d£$])${escape(lead)}(?![\\d])`).test(rest)) out.push(`cut fact: "${fact}"`);
  }
  const w = words(plain);
  const runs = new Set<string>();
  for (let i = 0; i + 4 <= w.length; i += 1) {
    const run = w.slice(i, i + 4).join(' ');
    if (runs.has(run)) {
      out.push(`repeated run: "${run}"`);
      break;
    }
    runs.add(run);
  }
  // A phrase of three words with a number or a long word in it, said twice ("a 48-hour ferment, a 48-hour ferment").
  const triples = new Set<string>();
  const name = project.details.businessName?.trim();
  // Within each sentence: "… picture books. For toddlers …" runs across a full stop and says nothing twice.
  const unnamedText = name ? plain.replace(new RegExp(escape(name), 'gi'), ' ') : plain;
  let repeated: string | null = null;
  for (const sentence of unnamedText.split(/\n+|(?<=[.!?:])\s+/)) {
    const unnamed = words(sentence);
    for (let i = 0; i + 3 <= unnamed.length && !repeated; i += 1) {
      const run = unnamed.slice(i, i + 3);
      if (!run.some((x) => /\d/.test(x) || (x.length > 4 && !STOP.has(x)))) continue;
      const key = run.join(' ').replace(/[.,]+$/, '');
      if (triples.has(key)) repeated = key;
      triples.add(key);
    }
  }
  if (repeated && !out.some((d) => d.startsWith('repeated run'))) out.push(`repeated phrase: "${repeated}"`);
  const sentences = sentencesOf(plain).map((s) => s.toLowerCase());
  if (new Set(sentences).size < sentences.length) out.push('repeated sentence');
  // Phrasings a copywriter rewrites: a price in brackets, a place after a number ("aged 3 to 6 in Bristol"), a founder after what is sold.
  if (/\([£$€]?\d/.test(plain)) out.push(`awkward: a price in brackets "${/\([^)]*\)/.exec(plain)?.[0]}"`);
  if (/\d\s+in\s+\p{Lu}/u.test(plain))
    out.push(`awkward: a place after a number "${/\S+\s+\d+\s+in\s+\p{Lu}\p{L}+/u.exec(plain)?.[0]}"`);
  for (const m of plain.matchAll(/([^.!?\n]*), (?:founded|run) by /g)) {
    if (m[1]!.trim() !== name) out.push(`awkward: "founded by" after "${m[1]!.trim().split(' ').slice(-3).join(' ')}"`);
  }
  // A noun phrase left as a sentence after a full stop, the audience named twice, a sentence in lower case ("east Austin …").
  const name0 = project.details.businessName?.trim() ?? null;
  out.push(
    ...nounFragments(
      plain.replace(/^(?:Subject|Preview): /gm, ''),
      name0 && name0 === name0.toLowerCase() ? null : name0,
    ),
  );
  out.push(
    ...audienceTwice(plain, audienceHeadOf(project)),
    ...lowerCaseStarts(plain.replace(/^(?:Subject|Preview): /gm, '')),
  );
  if (!project.expect.bookable && BOOKING.test(plain)) out.push(`booking call to action: "${BOOKING.exec(plain)![0]}"`);
  for (const [, slot] of plain.matchAll(NOUN_SLOT)) {
    const head = slot!.split(/\b(?:while|because|when|that|who|which|so|if|without|what)\b/)[0]!;
    // A verb right after its subject ("games demand"): "tax" in "payroll and tax forms" or "lost" in "hours lost" is no clause.
    const verbs = nlp(head).match('#Noun [#PresentTense]', 0).not('#Gerund').out('array') as string[];
    if (verbs.length > 0) out.push(`clause in a noun slot: "${head.trim()}"`);
  }
  return out;
}

/** Whom the project sells to, up to its first qualifier ("B2B SaaS companies" of "… with 2 to 50 employees"), as the fields say it. */
function audienceHeadOf(project: GoldenProject): string | null {
  const who = project.details.whoYouSellTo?.trim();
  return who ? who.split(/\s(?:with|who|that|in|doing|planning|coming)\s|,\s/i)[0]! : null;
}

/** Content words of the brand fields other than its name: a message must use one of them to be about this business. */
function fieldWords(project: GoldenProject): Set<string> {
  const { businessName: _name, ...rest } = project.details;
  return new Set(words(Object.values(rest).join(' ')).filter((w) => w.length >= 3 && !STOP.has(w)));
}

export function messageDefects(message: GeneratedMessage, project: GoldenProject): string[] {
  const out = [...textDefects(message.content, project), ...fillerDefects(message.content)];
  const name = project.details.businessName?.trim();
  const rest = words(name ? message.content.replace(new RegExp(escape(name), 'gi'), ' ') : message.content);
  if (!rest.some((w) => fieldWords(project).has(w))) out.push('generic: says nothing from the brand fields');
  else if (rest.length <= 2 && !/\d/.test(message.content)) out.push(`thin: "${message.content}"`);
  const n = message.content.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (message.type === 'tagline' && n > 8) out.push(`tagline of ${n} words`);
  if (message.type === 'value_proposition' && n > 25) out.push(`value proposition of ${n} words`);
  return out;
}

/** Words that only say where or how new a business is: a line made of them and the place says nothing ("Find us in London.", "Just launched."). */
const THIN_WORDS = new Set(
  'find us based located just launched launching soon now open available wherever you are new here coming opened recently'.split(
    ' ',
  ),
);

/** Lines of a copy that say nothing specific: only the place, the name or that it is new. */
export function thinLines(content: string, project: GoldenProject): string[] {
  const d = project.details;
  const own = new Set(words(`${d.location ?? ''} ${d.businessName ?? ''}`));
  const out: string[] = [];
  for (const raw of content
    .replace(/#[\p{L}\p{N}_]+/gu, '')
    .replace(/^(?:Subject|Preview):\s*/gm, '')
    .split(/\n+|(?<=[.!?])\s+/)) {
    const line = raw.replace(/^[^\p{L}\p{N}£$]+/u, '').trim();
    const w = words(line);
    // A name standing as a sentence of its own ("Pawtrail. Every walk is tracked by GPS.") is a style, not a thin line.
    if (w.length === 0 || !w.some((x) => THIN_WORDS.has(x))) continue;
    if (w.every((x) => THIN_WORDS.has(x) || own.has(x) || STOP.has(x) || x.length <= 2))
      out.push(`thin line: "${line}"`);
  }
  return out;
}

export function copyDefects(copy: GeneratedCopy, project: GoldenProject): string[] {
  const out = [
    ...textDefects(copy.content, project),
    ...fillerDefects(copy.content.replace(/^Subject:.*$/m, '')),
    ...hashtagDefects(copy.hashtags, project, copy.platform),
    ...thinLines(copy.content, project),
  ];
  if (copy.platform === 'email') {
    const subject = /^Subject: (.+)$/m.exec(copy.content)?.[1];
    const preview = /^Preview: (.+)$/m.exec(copy.content)?.[1];
    if (!subject || /^(?:News from|Something new)/.test(subject)) out.push(`weak subject: ${subject}`);
    const body = copy.content
      .split('\n')
      .filter((l) => !/^(?:Subject|Preview):/.test(l))
      .join('\n')
      .toLowerCase();
    if (!preview || body.includes(preview.toLowerCase().replace(/[.!?]$/, ''))) out.push('preview repeats the body');
  }
  return out;
}

/** Candidates of one call that open alike (first three words) or share most sentences. */
export function batchDefects(texts: string[]): string[] {
  const out: string[] = [];
  // What a reader sees first: an email's subject line (every email's greeting is the same), else the text's first words.
  const openings = texts.map((t) =>
    words(/^Subject: (.*)$/m.exec(t)?.[1] ?? t)
      .slice(0, 3)
      .join(' '),
  );
  openings.forEach((o, i) => {
    if (openings.indexOf(o) !== i) out.push(`duplicate opening "${o}"`);
  });
  for (let i = 0; i < texts.length; i += 1) {
    for (let j = i + 1; j < texts.length; j += 1) {
      // Hashtags and an email's sign-off are the sender's, shared by every copy: only what the copies say counts.
      const said = (text: string) =>
        sentencesOf(text.replace(/#[\p{L}\p{N}_]+/gu, '')).filter(
          (x) => !/^(?:The .+ team|Thanks for reading,?)$/.test(x),
        );
      const a = new Set(said(texts[i]!));
      const b = said(texts[j]!);
      const shared = b.filter((s) => a.has(s)).length;
      if (b.length > 2 && shared / Math.min(a.size, b.length) > 0.6)
        out.push(`copies ${i + 1} and ${j + 1} share ${shared} sentences`);
    }
  }
  return out;
}
