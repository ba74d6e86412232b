/**
 * `tsx bench/samples.ts [out.md] [count] [seed]`: ten outputs per kind (taglines, value propositions and a copy
 * for every platform) written by the built-in writer for three rich golden projects, verbatim, as Markdown to
 * read (default /tmp/writer-samples.md). Not a test: the golden tests check these; this is for a person.
 */
import { writeFileSync } from 'node:fs';
import { PLATFORMS, PLATFORM_LABELS } from '@brandcast/shared';
import { createBuiltInProvider } from '../src/engine';
import { brandOf } from '../src/engine/brand';
import { GOLDEN } from '../test/engine/golden';

const out = process.argv[2] ?? '/tmp/writer-samples.md';
const count = Number(process.argv[3] ?? 10);
const seed = Number(process.argv[4] ?? 1);
const engine = createBuiltInProvider();
const lines: string[] = [
  `# The built-in writer: ${count} of every kind for three golden projects (seed ${seed}), verbatim`,
  '',
];

for (const name of ['securitySaas', 'author', 'bakery'] as const) {
  const project = GOLDEN[name]!;
  lines.push(`## ${brandOf(project).name} (golden project \`${name}\`)`, '');
  lines.push(
    'The fields as typed:',
    '',
    ...Object.entries(project.details).map(([field, value]) => `- ${field}: ${value ? `"${value}"` : '(empty)'}`),
    '',
  );
  for (const [type, heading] of [
    ['tagline', 'Taglines'],
    ['value_proposition', 'Value propositions'],
  ] as const) {
    const { items, note } = await engine.generateMessages(project, { type, count, seed });
    lines.push(
      `### ${heading} (${items.length})`,
      '',
      ...items.map((m, i) => `${i + 1}. ${m.content}`),
      ...(note ? ['', `Note: ${note}`] : []),
      '',
    );
  }
  for (const platform of PLATFORMS) {
    const { items, note } = await engine.generateCopies(project, null, { platform, format: 'post', count, seed });
    lines.push(`### ${PLATFORM_LABELS[platform]} (${items.length})`, '');
    items.forEach((copy, i) => {
      lines.push(
        `${i + 1}. Title: ${copy.title}; hashtags: ${copy.hashtags.join(' ') || '(none)'}`,
        '',
        '   ```text',
        ...copy.content.split('\n').map((l) => `   ${l}`),
        '   ```',
        '',
      );
    });
    if (note) lines.push(`Note: ${note}`, '');
  }
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`Wrote ${out}`);
