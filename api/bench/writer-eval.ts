/**
 * `tsx bench/writer-eval.ts <briefs.json> <out.json>`: the writer's part of the blind reading
 * (`../shared/WRITING-EVAL.md`, step 2). Per brief: 5 taglines, 5 value propositions, and 3 copies each for X,
 * LinkedIn, Instagram, email and TikTok from the first tagline, every text exactly as the built-in writer returns
 * it. A brief is `{ id, details: { the nine fields } }`. Writes `[{ brief, kind, text }]` for shuffling.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Platform, ProjectDetails } from '@brandcast/shared';
import { createBuiltInProvider } from '../src/engine';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: tsx bench/writer-eval.ts <briefs.json> <out.json>');
  process.exit(2);
}
const briefs = JSON.parse(readFileSync(input, 'utf8')) as Array<{ id: string; details: Partial<ProjectDetails> }>;
const engine = createBuiltInProvider();
const PLATFORMS: Platform[] = ['twitter', 'linkedin', 'instagram', 'email', 'tiktok'];
const texts: Array<{ brief: string; kind: string; text: string }> = [];
const seed = Number(process.env.SEED ?? 7);
for (const brief of briefs) {
  const project = { details: brief.details };
  const taglines = await engine.generateMessages(project, { type: 'tagline', count: 5, seed });
  const vps = await engine.generateMessages(project, { type: 'value_proposition', count: 5, seed });
  for (const m of taglines.items) texts.push({ brief: brief.id, kind: 'tagline', text: m.content });
  for (const m of vps.items) texts.push({ brief: brief.id, kind: 'value_proposition', text: m.content });
  const first = taglines.items[0] ?? null;
  for (const platform of PLATFORMS) {
    const copies = await engine.generateCopies(project, first, { platform, format: 'post', count: 3, seed });
    for (const c of copies.items) texts.push({ brief: brief.id, kind: platform, text: c.content });
  }
}
writeFileSync(output, JSON.stringify(texts, null, 2));
console.log(`${texts.length} texts from ${briefs.length} briefs → ${output}`);
