/**
 * `tsx bench/writer-eval.ts <briefs.json> <out.json> [--url http://127.0.0.1:3000]`: the writer's part of the blind
 * reading (`../shared/WRITING-EVAL.md`, step 2). Per brief: 5 taglines, 5 value propositions, and 3 copies each for
 * X, LinkedIn, Instagram, email and TikTok from the first tagline, every text exactly as returned. A brief is
 * `{ id, details: { the nine fields } }`. Writes `[{ brief, kind, text }]` for shuffling.
 *
 * With `--url`, through the running app's HTTP API, as the protocol asks: a new account (put on the Enterprise plan
 * through `POST /api/dev/plan`, so the server needs `EXPOSE_OUTBOX=1`), a project per brief, the messages generated
 * and the first tagline saved, then copies generated from it. Without it, the built-in writer in this process.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Platform, ProjectDetails } from '@brandcast/shared';
import { createBuiltInProvider } from '../src/engine';

const args = process.argv.slice(2);
const urlAt = args.indexOf('--url');
const base = urlAt >= 0 ? args.splice(urlAt, 2)[1] : undefined;
const [input, output] = args;
if (!input || !output) {
  console.error('usage: tsx bench/writer-eval.ts <briefs.json> <out.json> [--url http://127.0.0.1:3000]');
  process.exit(2);
}
type Brief = { id: string; details: Partial<ProjectDetails> };
type Text = { brief: string; kind: string; text: string };
// A list of briefs, or a kept reading (bench/eval/set-*.json) whose briefs are read again.
const parsed = JSON.parse(readFileSync(input, 'utf8')) as Brief[] | { briefs: Brief[] };
const briefs = Array.isArray(parsed) ? parsed : parsed.briefs;
const PLATFORMS: Platform[] = ['twitter', 'linkedin', 'instagram', 'email', 'tiktok'];
const seed = Number(process.env.SEED ?? 7);

async function inProcess(): Promise<Text[]> {
  const engine = createBuiltInProvider();
  const texts: Text[] = [];
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
  return texts;
}

async function overHttp(root: string): Promise<Text[]> {
  let token = '';
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${root}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // 422: the writer had nothing worth returning from these fields (it says so); the brief gets no text of that kind.
    if (response.status === 422) return { data: [] } as T;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  const email = `writer-eval-${Date.now()}@example.com`;
  const signedUp = await call<{ data: { token: string } }>('POST', '/en/auth/signup', {
    firstName: 'Writer',
    lastName: 'Eval',
    email,
    password: 'writer-eval-password-1',
  });
  token = signedUp.data.token;
  await call('POST', '/dev/plan', { email, plan: 'enterprise' });
  const texts: Text[] = [];
  for (const brief of briefs) {
    const project = await call<{ data: { _id: string } }>('POST', '/project', { details: brief.details });
    const projectId = project.data._id;
    const generated: Record<string, Array<{ id: string; content: string }>> = {};
    for (const type of ['tagline', 'value_proposition'] as const) {
      generated[type] = (
        await call<{ data: Array<{ id: string; content: string }> }>('POST', '/message/generate', {
          projectId,
          type,
          count: 5,
        })
      ).data;
      for (const m of generated[type]!) texts.push({ brief: brief.id, kind: type, text: m.content });
    }
    const first = generated.tagline![0];
    for (const platform of PLATFORMS) {
      const copies = (
        await call<{ data: Array<{ content: string }> }>('POST', '/copy/generate', {
          projectId,
          messageId: first?.id ?? null,
          platform,
          count: 3,
        })
      ).data;
      for (const c of copies) texts.push({ brief: brief.id, kind: platform, text: c.content });
    }
  }
  return texts;
}

const texts = base ? await overHttp(base.replace(/\/$/, '')) : await inProcess();
writeFileSync(output, JSON.stringify(texts, null, 2));
console.log(`${texts.length} texts from ${briefs.length} briefs → ${output}`);
