/** `tsx test/engine/samples.ts [projects|all] [kinds] [count]`: what the built-in writer writes for golden projects, to read. */
import { createBuiltInProvider } from '../../src/engine';
import { GOLDEN } from './golden';
const engine = createBuiltInProvider();
const only = process.argv[2]?.split(',');
const kinds = (process.argv[3] ?? 'tagline,value_proposition').split(',');
const count = Number(process.argv[4] ?? 10);
for (const [name, project] of Object.entries(GOLDEN)) {
  if (only && only[0] !== 'all' && !only.includes(name)) continue;
  for (const kind of kinds) {
    if (kind === 'tagline' || kind === 'value_proposition') {
      const { items } = await engine.generateMessages(project, { type: kind, count, seed: 1 });
      console.log(`== ${name} ${kind} (${items.length})`);
      for (const m of items) console.log(`  ${m.content}`);
    } else {
      const { items } = await engine.generateCopies(project, null, {
        platform: kind as never,
        format: 'post',
        count,
        seed: 1,
      });
      console.log(`== ${name} ${kind} (${items.length})`);
      for (const c of items) console.log(`  ---\n  ${c.content.replace(/\n/g, '\n  ')}\n  [${c.hashtags.join(' ')}]`);
    }
  }
}
