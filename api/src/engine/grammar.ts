import type { Lint, LocalLinter } from 'harper.js';

/**
 * The spelling-and-usage gate every written text passes: Harper (harper.js, Automattic's offline grammar checker,
 * in WebAssembly) reads it, and a text it finds an error in is not returned. Harper catches agreement ("We bakes
 * bread"), articles ("Book a appointment") and word confusions ("Their going"), in about 2 ms a line once loaded
 * (its set-up takes about a second, once per process, on the first call).
 *
 * Its spelling lints are left out: a brand's name and its trade's words ("Vaultline", "SOC", "sourdough") are not
 * in its dictionary, and the writer only spells words the brief gave it. Style and readability lints are advice, not errors.
 */
const IGNORED_KINDS = new Set(['Spelling', 'Style', 'Readability', 'Enhancement', 'Formatting']);

let linter: Promise<LocalLinter> | null = null;

async function load(): Promise<LocalLinter> {
  const [{ LocalLinter }, { binary }] = await Promise.all([import('harper.js'), import('harper.js/binary')]);
  const created = new LocalLinter({ binary });
  await created.setup();
  // Its spelling rule is off, not only ignored: its suggestions for an unknown token ("a.a.a.a") took 2 s a text.
  await created.setLintConfig({ ...(await created.getLintConfig()), SpellCheck: false });
  return created;
}

/** The loaded linter, loaded once (the first call pays the set-up). */
export function grammarLinter(): Promise<LocalLinter> {
  linter ??= load().catch((error: unknown) => {
    linter = null;
    throw error;
  });
  return linter;
}

export interface GrammarError {
  kind: string;
  message: string;
  /** The words it is about. */
  problem: string;
}

const SEPARATOR = '\n\n';

/** The sentence of `text` around `at`, lower case, its spaces tidied and its end mark dropped (a scan, no regex over the text). */
function sentenceAround(text: string, at: number): string {
  const ends = '.!?\n';
  let from = at;
  while (from > 0 && !ends.includes(text[from - 1]!)) from -= 1;
  let to = at;
  while (to < text.length && !ends.includes(text[to]!)) to += 1;
  return text.slice(from, to).trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The errors Harper finds in each text, in one pass over all of them (one call costs about as much as its
 * longest paragraph; a call per text costs ten times more for ten texts).
 */
export async function grammarErrors(texts: readonly string[], brief = ''): Promise<GrammarError[][]> {
  const out: GrammarError[][] = texts.map(() => []);
  if (texts.length === 0) return out;
  const engine = await grammarLinter();
  const ownWords = new Set(brief.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u));
  const ownText = brief.toLowerCase().replace(/\s+/g, ' ');
  // A hashtag is a tag, not a word: blanked to spaces of its length so offsets stay.
  const clean = texts.map((t) => t.replace(/#[\p{L}\p{N}_]+/gu, (tag) => ' '.repeat(tag.length)));
  const starts: number[] = [];
  let at = 0;
  for (const text of clean) {
    starts.push(at);
    at += text.length + SEPARATOR.length;
  }
  const document = clean.join(SEPARATOR);
  const lints: Lint[] = await engine.lint(document);
  for (const lint of lints) {
    const kind = lint.lint_kind();
    if (IGNORED_KINDS.has(kind)) continue;
    // A word the owner typed ("stockouts") is theirs to spell; the writer only repeats it.
    if (kind === 'Typo' && ownWords.has(lint.get_problem_text().toLowerCase())) continue;
    const start = lint.span().start;
    let index = starts.length - 1;
    while (index > 0 && starts[index]! > start) index -= 1;
    // A sentence the owner wrote (their message, said as written) is theirs; only what the writer made is judged.
    if (ownText && ownText.includes(sentenceAround(clean[index]!, start - starts[index]!))) continue;
    out[index]!.push({ kind, message: lint.message(), problem: lint.get_problem_text() });
  }
  return out;
}

/**
 * The items whose text Harper finds no error in, at most `count`. When one fails and `more` is given, the writer's
 * longer list for the same call is read instead, its failures dropped: it is as varied as the writer makes a list (no
 * two openings alike, no body told twice), which mixing the first list with a second would not be.
 */
export async function passing<T>(
  items: T[],
  textOf: (item: T) => string,
  count: number,
  brief: string,
  more?: () => T[],
): Promise<T[]> {
  const errors = await grammarErrors(items.map(textOf), brief);
  const ok = items.filter((_, i) => errors[i]!.length === 0);
  if (ok.length === items.length || !more) return ok.slice(0, count);
  const longer = more();
  const longerErrors = await grammarErrors(longer.map(textOf), brief);
  const kept = longer.filter((_, i) => longerErrors[i]!.length === 0);
  return (kept.length >= ok.length ? kept : ok).slice(0, count);
}
