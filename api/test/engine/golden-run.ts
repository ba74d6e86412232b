import { MESSAGE_TYPES, PLATFORMS } from '@brandcast/shared';
import type { GenerationProvider } from '../../src/engine';
import { batchDefects, copyDefects, messageDefects } from './defects';
import { GOLDEN } from './golden';

export interface GoldenFinding {
  where: string;
  text: string;
  defects: string[];
}

/** Every kind for every golden project (3 candidates a call, as a user asks), each text with its defects. */
export async function runGolden(engine: GenerationProvider, seed = 1, count = 3): Promise<GoldenFinding[]> {
  const findings: GoldenFinding[] = [];
  for (const [name, project] of Object.entries(GOLDEN)) {
    for (const type of MESSAGE_TYPES) {
      const { items } = await engine.generateMessages(project, { type, count, seed });
      const batch = batchDefects(items.map((m) => m.content));
      items.forEach((m, i) =>
        findings.push({
          where: `${name}/${type}/${i + 1}`,
          text: m.content,
          defects: [...messageDefects(m, project), ...(i === 0 ? batch : [])],
        }),
      );
    }
    for (const platform of PLATFORMS) {
      const { items } = await engine.generateCopies(project, null, { platform, format: 'post', count, seed });
      const batch = batchDefects(items.map((c) => c.content));
      items.forEach((c, i) =>
        findings.push({
          where: `${name}/${platform}/${i + 1}`,
          text: `${c.content}\n[hashtags: ${c.hashtags.join(' ')}]`,
          defects: [...copyDefects(c, project), ...(i === 0 ? batch : [])],
        }),
      );
    }
  }
  return findings;
}

/** `tsx test/engine/golden-run.ts`: prints the count and every defect of the built-in writer today. */
if (process.argv[1]?.endsWith('golden-run.ts')) {
  const { createBuiltInProvider } = await import('../../src/engine');
  const findings = await runGolden(createBuiltInProvider());
  const bad = findings.filter((f) => f.defects.length > 0);
  for (const f of bad) console.log(`${f.where}: ${f.defects.join('; ')}\n  ${f.text.replace(/\n/g, '\n  ')}`);
  console.log(`${bad.length} of ${findings.length} texts have a defect`);
}
