import { PLATFORM_CAPS, PLATFORM_LABELS, truncateToCap, type Platform } from '@brandcast/shared';
import { z } from 'zod';
import { hashtagsFor, toHashtag, uniqueHashtags } from './hashtags';
import type { EngineProject, GeneratedCopy, GeneratedMessage, GenerationProvider, Provenance, ProviderName } from './types';

export interface OpenAiCompatibleOptions {
  /** The API root, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per attempt; there is one retry. */
  timeoutMs: number;
  /** Writes the answer when the endpoint fails (the built-in provider). */
  fallback: GenerationProvider;
}

/** Why a call failed; `retryable` when a second attempt may succeed (timeouts, 429, 5xx, network). */
class ProviderFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const SYSTEM_PROMPT = [
  'You are the copywriter of Brandcast, writing brand messages and marketing copy for a small business.',
  'Write in plain, specific English for the business described. Never invent facts the brief does not give',
  '(no made-up numbers, prices, awards or customers). Never leave a placeholder such as [Name] or {audience}.',
  'Answer with one JSON object only, no commentary and no code fence.',
].join(' ');

const itemSchema = z.object({ title: z.string().optional(), content: z.string(), hashtags: z.array(z.string()).optional() });
const itemsSchema = z.object({ items: z.array(itemSchema).min(1) });
const hashtagsSchema = z.object({ hashtags: z.array(z.string()).min(1) });
const chatSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

const PLACEHOLDER = /\{[^}]*\}|\[[^\]]*\]|\bundefined\b|\bnull\b|\bNaN\b|lorem ipsum/i;

/** The JSON object in a model's answer, tolerating a code fence or words around it. */
function jsonIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new ProviderFailure('the answer held no JSON', true);
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new ProviderFailure('the answer was not valid JSON', true);
  }
}

function usable(text: string): boolean {
  return /\p{L}/u.test(text) && !PLACEHOLDER.test(text);
}

function brief(project: EngineProject): Record<string, string> {
  return Object.fromEntries(Object.entries(project.details ?? {}).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
}

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): GenerationProvider {
  const provider = 'openai-compatible' as ProviderName;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function once(task: string, seed: number): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          temperature: 0.8,
          seed,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: task },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderFailure(timedOut ? `no answer within ${options.timeoutMs} ms` : 'could not be reached', true);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const retryable = response.status === 429 || response.status >= 500;
      throw new ProviderFailure(`answered HTTP ${response.status}`, retryable);
    }
    const body = chatSchema.safeParse(await response.json().catch(() => null));
    if (!body.success) throw new ProviderFailure('answered in an unexpected shape', true);
    return jsonIn(body.data.choices[0]!.message.content ?? '');
  }

  /** One call with one retry; the parse step counts as part of the attempt. */
  async function ask<T>(task: string, seed: number, parse: (json: unknown) => T): Promise<T> {
    let last: ProviderFailure | null = null;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        return parse(await once(task, seed));
      } catch (error) {
        last = error instanceof ProviderFailure ? error : new ProviderFailure('gave an answer that could not be used', true);
        if (!last.retryable) break;
      }
    }
    throw last!;
  }

  /** Runs the AI path; on failure the fallback writes the answer and the result says why. */
  async function withFallback<T extends Provenance>(attempt: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      const reason = error instanceof ProviderFailure ? error.message : 'failed';
      const result = await fallback();
      return { ...result, fallbackReason: `The AI provider (${options.model}) ${reason}; the built-in engine wrote this instead.` };
    }
  }

  const parseMessages = (type: GeneratedMessage['type'], count: number, original?: string) => (json: unknown) => {
    const parsed = itemsSchema.safeParse(json);
    if (!parsed.success) throw new ProviderFailure('answered without a list of items', true);
    const items: GeneratedMessage[] = [];
    for (const item of parsed.data.items) {
      const content = item.content.replace(/\s+/g, ' ').trim();
      if (!usable(content) || content === original || items.some((m) => m.content === content)) continue;
      items.push({ type, title: item.title?.trim() || (type === 'tagline' ? 'Tagline' : 'Value proposition'), content });
    }
    if (items.length === 0) throw new ProviderFailure('gave no usable text', true);
    return items.slice(0, count);
  };

  const parseCopies = (project: EngineProject, platform: Platform, format: GeneratedCopy['format'], count: number) => (json: unknown) => {
    const parsed = itemsSchema.safeParse(json);
    if (!parsed.success) throw new ProviderFailure('answered without a list of items', true);
    const items: GeneratedCopy[] = [];
    for (const item of parsed.data.items) {
      const content = truncateToCap(item.content.trim(), platform);
      if (!usable(content) || items.some((c) => c.content === content)) continue;
      const tags = uniqueHashtags((item.hashtags ?? []).map(toHashtag));
      items.push({
        platform,
        format,
        title: item.title?.trim() || `${PLATFORM_LABELS[platform]} ${format}`,
        content,
        hashtags: tags.length > 0 ? tags : hashtagsFor(content, project, 5),
      });
    }
    if (items.length === 0) throw new ProviderFailure('gave no usable text', true);
    return items.slice(0, count);
  };

  const copyTask = (platform: Platform, format: string, count: number) =>
    `Write ${count} distinct ${format}s for ${PLATFORM_LABELS[platform]}, in that platform's tone, length and conventions, ` +
    `each at most ${PLATFORM_CAPS[platform]} characters including hashtags. ` +
    'Answer {"items":[{"title":"a short label","content":"the text","hashtags":["#word"]}]}.';

  return {
    name: provider,
    generateMessages(project, { type, count, seed }) {
      const what = type === 'tagline' ? 'taglines (at most 10 words each)' : 'value propositions (one or two sentences each)';
      const task =
        `Business: ${JSON.stringify(brief(project))}\n` +
        `Write ${count} distinct ${what} for this business. Answer {"items":[{"title":"the angle in a few words","content":"the text"}]}.`;
      return withFallback(
        async () => ({ provider, items: await ask(task, seed, parseMessages(type, count)) }),
        () => options.fallback.generateMessages(project, { type, count, seed }),
      );
    },
    generateVariants(message, { count, seed }) {
      const task =
        `Brand ${message.type === 'tagline' ? 'tagline' : 'value proposition'}: ${JSON.stringify(message.content)}\n` +
        `Write ${count} variants of it to test against each other: each keeps its meaning, differs from it and from the others. ` +
        'Answer {"items":[{"title":"what changed, in a few words","content":"the text"}]}.';
      return withFallback(
        async () => ({ provider, items: await ask(task, seed, parseMessages(message.type, count, message.content.trim())) }),
        () => options.fallback.generateVariants(message, { count, seed }),
      );
    },
    generateCopies(project, message, { platform, format, count, seed }) {
      const task =
        `Business: ${JSON.stringify(brief(project))}\n` +
        (message ? `Brand message to build on: ${JSON.stringify(message.content)}\n` : '') +
        copyTask(platform, format, count);
      return withFallback(
        async () => ({ provider, items: await ask(task, seed, parseCopies(project, platform, format, count)) }),
        () => options.fallback.generateCopies(project, message, { platform, format, count, seed }),
      );
    },
    adaptCopy(copy, platform, seed) {
      const task =
        `This ${PLATFORM_LABELS[copy.platform]} ${copy.format}: ${JSON.stringify(copy.content)}\n` +
        `Rewrite it for ${PLATFORM_LABELS[platform]}, keeping its message. ${copyTask(platform, copy.format, 1)}`;
      return withFallback(
        async () => ({ provider, copy: (await ask(task, seed, parseCopies({ details: {} }, platform, copy.format, 1)))[0]! }),
        () => options.fallback.adaptCopy(copy, platform, seed),
      );
    },
    hashtags(text, project) {
      const task =
        `Business: ${JSON.stringify(brief(project))}\nText: ${JSON.stringify(text)}\n` +
        'Suggest up to 8 relevant hashtags for this text. Answer {"hashtags":["#word"]}.';
      const parse = (json: unknown) => {
        const parsed = hashtagsSchema.safeParse(json);
        if (!parsed.success) throw new ProviderFailure('answered without hashtags', true);
        const tags = uniqueHashtags(parsed.data.hashtags.map(toHashtag)).slice(0, 8);
        if (tags.length === 0) throw new ProviderFailure('gave no usable hashtags', true);
        return tags;
      };
      return withFallback(
        async () => ({ provider, hashtags: await ask(task, 0, parse) }),
        () => options.fallback.hashtags(text, project),
      );
    },
  };
}
