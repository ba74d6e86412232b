/**
 * The blind reading's bookkeeping (`../shared/WRITING-EVAL.md`, steps 4 and 5).
 *
 * `tsx bench/writer-eval-report.ts mix <writer.json> <copywriter.json> <out-dir>`: both sources' texts
 * (`[{ brief, kind, text }]`) mixed per brief, shuffled, each given an opaque id. Writes `reading.json` (what the
 * judge sees: `[{ id, brief, kind, text }]`) and `key.json` (which source wrote each id, kept from the judge).
 *
 * `tsx bench/writer-eval-report.ts report <out-dir>`: reads `key.json` and the judge's `ratings.json`
 * (`[{ id, score, defects: [], note? }]`) and prints, per source and kind, the mean, the share rated 8 or more, the
 * share rated 3 or less and the defect counts, and the Spearman correlation of `scoreMessage` with the ratings over
 * the taglines and value propositions of both sources; given the set's file (its briefs), the reader score's too,
 * over every text.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readerScore, scoreMessage, spearman, type ReaderKind } from '@brandcast/shared/scoring';

interface Text {
  brief: string;
  kind: string;
  text: string;
}
interface Keyed extends Text {
  id: string;
  source: string;
}
interface Rating {
  id: string;
  score: number;
  defects?: string[];
  note?: string;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomBytes(4).readUInt32BE(0) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function mix(writerFile: string, copywriterFile: string, dir: string): void {
  const all: Keyed[] = [
    ...read<Text[]>(writerFile).map((t) => ({ ...t, source: 'writer', id: '' })),
    ...read<Text[]>(copywriterFile).map((t) => ({ ...t, source: 'copywriter', id: '' })),
  ];
  const briefs = [...new Set(all.map((t) => t.brief))];
  const keyed = briefs
    .flatMap((brief) => shuffle(all.filter((t) => t.brief === brief)))
    .map((t) => ({ ...t, id: randomBytes(3).toString('hex') }));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'reading.json'),
    JSON.stringify(
      keyed.map(({ id, brief, kind, text }) => ({ id, brief, kind, text })),
      null,
      2,
    ),
  );
  writeFileSync(path.join(dir, 'key.json'), JSON.stringify(keyed, null, 2));
  console.log(`${keyed.length} texts (${briefs.length} briefs) → ${dir}/reading.json; the key in ${dir}/key.json`);
}

function report(dir: string, briefsFile?: string): void {
  const key = new Map(read<Keyed[]>(path.join(dir, 'key.json')).map((t) => [t.id, t]));
  const ratings = read<Rating[]>(path.join(dir, 'ratings.json')).filter((r) => key.has(r.id));
  const groups = new Map<string, Array<Rating & Keyed>>();
  for (const r of ratings) {
    const t = key.get(r.id)!;
    for (const g of [`${t.source} / all`, `${t.source} / ${t.kind}`])
      groups.set(g, [...(groups.get(g) ?? []), { ...t, ...r }]);
  }
  const pct = (n: number, d: number) => `${Math.round((100 * n) / Math.max(1, d))}%`;
  console.log('| source / kind | texts | mean | rated ≥ 8 | rated ≤ 3 | most marked |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, rs] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const defects = new Map<string, number>();
    for (const r of rs) for (const d of r.defects ?? []) defects.set(d, (defects.get(d) ?? 0) + 1);
    const top = [...defects]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([d, n]) => `${d} ${n}`)
      .join(', ');
    const mean = rs.reduce((a, r) => a + r.score, 0) / rs.length;
    console.log(
      `| ${name} | ${rs.length} | ${mean.toFixed(2)} | ${pct(rs.filter((r) => r.score >= 8).length, rs.length)} | ${pct(rs.filter((r) => r.score <= 3).length, rs.length)} | ${top} |`,
    );
  }
  const lines = ratings
    .map((r) => ({ ...key.get(r.id)!, ...r }))
    .filter((r) => r.kind === 'tagline' || r.kind === 'value_proposition');
  const scored = lines.map((r) => scoreMessage(r.text, { kind: r.kind as 'tagline' | 'value_proposition' }).score);
  console.log(
    `\nSpearman(scoreMessage, rating) over ${lines.length} taglines and value propositions of both sources: ${spearman(
      scored,
      lines.map((r) => r.score),
    ).toFixed(2)}`,
  );
  for (const source of ['writer', 'copywriter']) {
    const own = lines.map((r, i) => ({ r, s: scored[i]! })).filter((x) => x.r.source === source);
    console.log(
      `  ${source} only (${own.length}): ${spearman(
        own.map((x) => x.s),
        own.map((x) => x.r.score),
      ).toFixed(2)}`,
    );
  }
  if (!briefsFile) return;
  // The reader's score (fitted on earlier readings, never on this one) over every text of both sources.
  const briefs = new Map(
    read<{ briefs: { id: string; details: Record<string, string> }[] }>(briefsFile).briefs.map((b) => [
      b.id,
      b.details,
    ]),
  );
  const all = ratings.map((r) => ({ ...key.get(r.id)!, ...r }));
  const reader = all.map((r) => {
    const details = briefs.get(r.brief) ?? {};
    return readerScore(r.text, {
      kind: r.kind as ReaderKind,
      facts: Object.values(details).filter(Boolean),
      brandName: details.businessName ?? '',
    }).score;
  });
  const rho = (keep: (r: (typeof all)[number]) => boolean) => {
    const idx = all.map((r, i) => (keep(r) ? i : -1)).filter((i) => i >= 0);
    return spearman(
      idx.map((i) => reader[i]!),
      idx.map((i) => all[i]!.score),
    ).toFixed(2);
  };
  console.log(
    `\nSpearman(readerScore, rating), a reading it was never fitted on: all ${all.length} texts ${rho(() => true)}; writer ${rho((r) => r.source === 'writer')}; copywriter ${rho((r) => r.source === 'copywriter')}`,
  );
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'mix' && rest.length === 3) mix(rest[0]!, rest[1]!, rest[2]!);
else if (command === 'report' && (rest.length === 1 || rest.length === 2)) report(rest[0]!, rest[1]);
else {
  console.error(
    'usage: tsx bench/writer-eval-report.ts mix <writer.json> <copywriter.json> <out-dir> | report <out-dir> [<set.json> for the reader score]',
  );
  process.exit(2);
}
