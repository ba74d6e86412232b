/**
 * `tsx bench/model-replay.ts <messages|copies> <briefs.json> <dir>`: the writer's part of a blind reading
 * (`../shared/WRITING-EVAL.md`, step 2) through the model path (`AI_BASE_URL`), with a model whose answers are kept
 * in `<dir>/answers.json`. The provider runs whole, over HTTP, with its prompt, its structured output, the built-in
 * writer's gates and ranking; only the endpoint is this script's: it answers each request from the file by the
 * request's key, and writes every request it has no answer for to `<dir>/pending.json` (system, task, schema) for
 * the model to answer. Copies are written from the first tagline, so the messages are answered first:
 *
 *   1. `messages`: the taglines' and value propositions' requests go to pending.json; answer them into answers.json.
 *   2. `copies`: the messages are now answered (their texts alone are in writer.json), the first tagline chosen,
 *      and the copies' requests go to pending.
 *   3. `copies` again, once those are answered: every text is written to `<dir>/writer.json` as
 *      `[{ brief, kind, text }]`, for `writer-eval-report.ts mix`. A text the built-in writer wrote in the model's
 *      place (an answer that failed the gates) is counted and kept, as a user would get it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Platform, ProjectDetails } from '@brandcast/shared';
import { createBuiltInProvider } from '../src/engine';
import { brandOf } from '../src/engine/brand';
import { calmProject } from '../src/engine/craft/calm';
import { defectsOf } from '../src/engine/defects';
import { createOpenAiCompatibleProvider } from '../src/engine/openai-compatible';

const [phase, input, dir] = process.argv.slice(2);
if (!phase || !['messages', 'copies'].includes(phase) || !input || !dir) {
  console.error('usage: tsx bench/model-replay.ts <messages|copies> <briefs.json> <dir>');
  process.exit(2);
}
type Brief = { id: string; details: Partial<ProjectDetails> };
interface Request {
  key: string;
  system: string;
  task: string;
  schema: unknown;
}
// A list of briefs, or a kept reading (bench/eval/set-*.json) whose briefs are read again.
const parsed = JSON.parse(readFileSync(input, 'utf8')) as Brief[] | { briefs: Brief[] };
const briefs = Array.isArray(parsed) ? parsed : parsed.briefs;
const answersFile = path.join(dir, 'answers.json');
const answers = (existsSync(answersFile) ? JSON.parse(readFileSync(answersFile, 'utf8')) : {}) as Record<
  string,
  unknown
>;
const pending = new Map<string, Request>();
/** Every request, answered or not: what the model was asked, to read beside its answers. */
const seen = new Map<string, Request>();

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const { messages, response_format } = JSON.parse(body) as {
      messages: Array<{ content: string }>;
      response_format?: unknown;
    };
    const [system, task] = [messages[0]!.content, messages[1]!.content];
    const key = createHash('sha256').update(`${system}\n${task}`).digest('hex').slice(0, 16);
    const answer = answers[key];
    seen.set(key, { key, system, task, schema: response_format ?? null });
    if (answer !== undefined && asking) tally(answer, asking);
    if (answer === undefined) {
      pending.set(key, { key, system, task, schema: response_format ?? null });
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"not answered yet"}');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(answer) } }] }));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const provider = createOpenAiCompatibleProvider({
  baseUrl: `http://127.0.0.1:${port}/v1`,
  model: 'replay',
  timeoutMs: 5000,
  fallback: createBuiltInProvider(),
});

/** How many of a result's texts the built-in writer wrote: all of a fallback's, the filled-in ones of a short answer. */
const byBuiltIn = (r: { provider: string; items: unknown[]; fallbackReason?: string }) =>
  r.provider !== 'openai-compatible'
    ? r.items.length
    : Number(/the built-in writer wrote the other (\d+)/.exec(r.fallbackReason ?? '')?.[1] ?? 0);

/** What is being asked now (the calls are made one at a time), to read the model's answers with the gates. */
let asking: { project: { details: Partial<ProjectDetails> }; kind: 'tagline' | 'value_proposition' | 'copy' } | null =
  null;
/** Why the gates refused the model's candidates, by defect: where the model and the gates disagree. */
const refused = new Map<string, number>();
function tally(answer: unknown, { project, kind }: NonNullable<typeof asking>): void {
  const brand = brandOf(calmProject(project));
  for (const item of (answer as { items?: Array<{ content: string }> }).items ?? [])
    for (const defect of defectsOf(item.content, kind, brand).filter((d) => d !== 'cut off with an ellipsis')) {
      const name = defect.replace(/\s*".*$/, '');
      refused.set(name, (refused.get(name) ?? 0) + 1);
    }
}

const PLATFORMS: Platform[] = ['twitter', 'linkedin', 'instagram', 'email', 'tiktok'];
const texts: Array<{ brief: string; kind: string; text: string }> = [];
let builtIn = 0;
for (const brief of briefs) {
  const project = { details: brief.details };
  asking = { project, kind: 'tagline' };
  const taglines = await provider.generateMessages(project, { type: 'tagline', count: 5, seed: 7 });
  asking = { project, kind: 'value_proposition' };
  const vps = await provider.generateMessages(project, { type: 'value_proposition', count: 5, seed: 7 });
  asking = { project, kind: 'copy' };
  for (const [kind, result] of [
    ['tagline', taglines],
    ['value_proposition', vps],
  ] as const) {
    builtIn += byBuiltIn(result);
    for (const m of result.items) texts.push({ brief: brief.id, kind, text: m.content });
  }
  if (phase === 'messages') continue;
  const first = taglines.items[0] ?? null;
  for (const platform of PLATFORMS) {
    const copies = await provider.generateCopies(project, first, { platform, format: 'post', count: 3, seed: 7 });
    builtIn += byBuiltIn(copies);
    for (const c of copies.items) texts.push({ brief: brief.id, kind: platform, text: c.content });
  }
}
server.close();
writeFileSync(path.join(dir, 'requests.json'), JSON.stringify([...seen.values()], null, 1));

console.log('the model’s candidates the gates refused, by defect:', Object.fromEntries(refused));
if (pending.size > 0) {
  writeFileSync(path.join(dir, 'pending.json'), JSON.stringify([...pending.values()], null, 1));
  console.log(`${pending.size} requests to answer → ${path.join(dir, 'pending.json')}; then run again`);
  process.exit(3);
}
writeFileSync(path.join(dir, 'writer.json'), JSON.stringify(texts, null, 1));
console.log(`${texts.length} texts from ${briefs.length} briefs → ${path.join(dir, 'writer.json')}`);
if (phase === 'messages') console.log('every message request is answered: run the copies phase for the copies');
console.log(`written by the built-in writer in the model's place: ${builtIn} of ${texts.length}`);
