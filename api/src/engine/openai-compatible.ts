/*
 * The OpenAI-compatible writer: the prompt it sends (brief, rules per kind and platform, structured-output formats),
 * the chat call (openAiChat, which scripts use too) and the provider's methods. Past 300 lines because the prompt and
 * the methods that fill it are read together; the chat call is the part to move out when the file grows again.
 */
import { lineShape } from '@brandcast/shared/scoring';
import { PLATFORM_CAPS, PLATFORM_LABELS, truncateToCap, type Platform } from '@brandcast/shared';
import { z } from 'zod';
import { brandOf } from './brand';
import { HASHTAGS_PER_PLATFORM } from './built-in/platforms';
import { hashtagsFor, toHashtag, uniqueHashtags } from './hashtags';
import { chooser } from './random';
import { MAX_WORDS, choose, defectsOf } from './select';
import type { EngineProject, Generated, GeneratedCopy, GeneratedMessage, GenerationProvider, Provenance, ProviderName } from './types';
import { describeVoice } from './voice';

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
export class ProviderFailure extends Error {
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

const itemSchema = z.object({ title: z.string().optional(), angle: z.string().optional(), content: z.string(), hashtags: z.array(z.string()).optional() });
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

export function usable(text: string): boolean {
  return /\p{L}/u.test(text) && !PLACEHOLDER.test(text);
}

function brief(project: EngineProject): Record<string, string> {
  return Object.fromEntries(Object.entries(project.details ?? {}).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
}

/**
 * The business as the built-in writer reads it (fields.ts: case restored, first person turned into the
 * brand, filler dropped, phrases whole), then the voice: what the model writes from.
 */
export function briefFor(project: EngineProject): string {
  const b = brandOf(project);
  const goal = project.details?.businessGoal?.trim();
  const lines = [
    b.name && `Business name: ${b.name}`,
    b.offer && `What it sells: ${b.offer.doing ? `${b.name ?? 'it'} ${b.offer.doing}` : b.offer.phrase}`,
    b.audience && `Who it is for: ${b.audience}`,
    b.problem && `The problem it solves: ${b.problem}`,
    b.value.length > 0 && `What sets it apart: ${b.value.map((v) => v.text).join('; ')}`,
    b.price && `Price: ${b.price}`,
    (b.location || b.online) && `Where: ${[b.location, b.online ? 'online' : null].filter(Boolean).join(', ')}`,
    b.stage && `Stage: ${b.stage === 'prelaunch' ? 'not launched yet' : b.stage === 'new' ? 'just launched' : 'growing'}`,
    goal && `Business goal (for the call to action only): ${goal}`,
  ].filter(Boolean);
  return `${lines.join('\n')}\nBrand voice: ${describeVoice(project.voice)}`;
}

/** How each kind is written, the limits the filter after will hold the model to. */
const MESSAGE_RULES = {
  tagline: `Taglines of at most ${MAX_WORDS.tagline} words that lead with what sets the business apart or the outcome for the customer.`,
  value_proposition: `Value propositions of at most ${MAX_WORDS.value_proposition} words in the "For [audience] who [problem], [business] [benefit]" family, each from a different angle (benefit, problem, audience, proof, place, price).`,
} as const;

const CRAFT =
  'Every line says something only this business could say, using its facts as given. No filler any business could sign ' +
  '("Meet us", "Say hello", "at your service", "here to help", "quality you can trust"), no repeated phrase, no question as a tagline.';

/** A platform's conventions and limits, for the prompt. */
function platformRules(platform: Platform): string {
  const tags = HASHTAGS_PER_PLATFORM[platform];
  const conventions: Record<Platform, string> = {
    twitter: 'one hook, one supporting line and a call to action; no emoji',
    instagram: 'a hook, short lines, a call to action ending "link in bio"',
    facebook: 'a hook, a short paragraph and a call to action',
    linkedin: 'a hook line, then a short paragraph with a point of view in the brand\'s voice, then one call to action; no stock headings ("In short:", "Why it matters:") and no stock questions',
    tiktok: 'one short hook line with an emoji and a call to action',
    youtube: 'a video description: a hook, what the video shows, and a call to action',
    email: 'starts "Subject: …" (under 50 characters) then "Preview: …" (a line the body does not repeat), a greeting, a body of 50 to 120 words with one ask, and a sign-off from the team',
    website: 'a headline, a sub-headline, a short list of benefits and a call to action',
  };
  return `${PLATFORM_LABELS[platform]}: ${conventions[platform]}; at most ${PLATFORM_CAPS[platform]} characters including hashtags; ${tags > 0 ? `${tags} hashtags, nouns from the business's category, never words from the problem` : 'no hashtags'}.`;
}

/** A structured-output `response_format` (json_schema), as the endpoint takes it. */
export interface ResponseFormat {
  type: 'json_schema';
  json_schema: { name: string; strict: boolean; schema: object };
}

/** Structured output: the model answers a list of candidates, each with its text (and, for copies, hashtags). */
function candidatesFormat(withHashtags: boolean) {
  const item = {
    type: 'object',
    properties: {
      angle: { type: 'string', description: 'The angle it takes: benefit, outcome, problem, audience, proof, place, price, founder' },
      content: { type: 'string' },
      ...(withHashtags ? { hashtags: { type: 'array', items: { type: 'string' } } } : {}),
    },
    required: ['angle', 'content', ...(withHashtags ? ['hashtags'] : [])],
    additionalProperties: false,
  };
  return {
    type: 'json_schema',
    json_schema: {
      name: 'candidates',
      strict: true,
      schema: { type: 'object', properties: { items: { type: 'array', items: item } }, required: ['items'], additionalProperties: false },
    },
  } as const;
}

/** The endpoint's settings: what a chat-completions call needs. */
export type ChatOptions = Pick<OpenAiCompatibleOptions, 'baseUrl' | 'apiKey' | 'model' | 'timeoutMs'>;

/**
 * The chat-completions plumbing every writer on the model shares (this provider and the script writer):
 * one call with a timeout, one retry when it may help, the JSON in the answer, and the fallback's note.
 */
export function openAiChat(options: ChatOptions, system: string = SYSTEM_PROMPT) {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function once(task: string, seed: number, format?: ResponseFormat): Promise<unknown> {
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
          ...(format ? { response_format: format } : {}),
          messages: [
            { role: 'system', content: system },
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
  async function ask<T>(task: string, seed: number, parse: (json: unknown) => T, format?: ResponseFormat): Promise<T> {
    let last: ProviderFailure | null = null;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        return parse(await once(task, seed, format));
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

  return { ask, withFallback };
}

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): GenerationProvider {
  const provider = 'openai-compatible' as ProviderName;
  const { ask, withFallback } = openAiChat(options);

  /**
   * Fewer strong ones than asked: the built-in writer adds its own, and the result says so (shown as the
   * provider note); it keeps the model's as they are.
   */
  async function fillIn<T extends { content: string }>(result: Generated<T>, count: number, builtIn: () => Promise<Generated<T>>, what: 'line' | 'copy'): Promise<Generated<T>> {
    if (result.items.length >= count) return result;
    const more = await builtIn();
    const added = more.items.filter((item) => !result.items.some((own) => own.content === item.content)).slice(0, count - result.items.length);
    if (added.length === 0) return { ...result, ...(more.note ? { note: more.note } : {}) };
    const n = result.items.length;
    const things = (k: number) => (what === 'line' ? (k === 1 ? 'strong line' : 'strong lines') : k === 1 ? 'copy' : 'copies');
    return {
      provider: result.provider,
      items: [...result.items, ...added],
      fallbackReason: `The AI provider (${options.model}) wrote ${n} ${things(n)} that passed the checks; the built-in writer wrote the other ${added.length}.`,
    };
  }

  const parseMessages = (type: GeneratedMessage['type'], count: number, original?: string) => (json: unknown) => {
    const parsed = itemsSchema.safeParse(json);
    if (!parsed.success) throw new ProviderFailure('answered without a list of items', true);
    const items: GeneratedMessage[] = [];
    for (const item of parsed.data.items) {
      const content = item.content.replace(/\s+/g, ' ').trim();
      if (!usable(content) || content === original || items.some((m) => m.content === content)) continue;
      // The angle the model named is the title here (choose() takes one of each first); the API titles by the text.
      items.push({ type, title: item.angle?.trim() || item.title?.trim() || (type === 'tagline' ? 'Tagline' : 'Value proposition'), content });
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
    generateMessages(project, asked) {
      const { type, count, seed, favour } = asked;
      // Over-generated, then the built-in writer's filter and ranking choose the best `count`.
      const task =
        `${briefFor(project)}\n\n${MESSAGE_RULES[type]} ${CRAFT}\n` +
        `Write ${Math.min(10, count * 2 + 2)} distinct candidates, each from its own angle.`;
      return withFallback(
        async () => {
          const written = await ask(task, seed, parseMessages(type, 10), candidatesFormat(false));
          const b = brandOf(project);
          const kept = choose(
            // The same ranking as the built-in writer's, with the shape this account's audience clicks more ranked up.
            written.map((m) => ({ text: m.content, angle: m.title, ...(favour && lineShape(m.content) === favour.shape ? { bonus: favour.weight } : {}) })),
            type,
            count,
            b,
            chooser(seed),
          );
          if (kept.length === 0) throw new ProviderFailure('gave no line that passed the checks', true);
          const items = kept.map((c) => written.find((m) => m.content === c.text)!);
          return fillIn({ provider, items }, count, () => options.fallback.generateMessages(project, asked), 'line');
        },
        () => options.fallback.generateMessages(project, asked),
      );
    },
    generateVariants(message, { count, seed, project }) {
      const task =
        (project ? `${briefFor(project)}\n` : '') +
        `Brand ${message.type === 'tagline' ? 'tagline' : 'value proposition'}: ${JSON.stringify(message.content)}\n` +
        `Write ${count} variants of it to test against each other: each keeps its idea but says it from another angle or with another device ` +
        '(a contrast pair, a question and answer, the number first, the reader addressed as "you", the ask with its outcome); never the same sentence behind a new opener or closer. ' +
        'Answer {"items":[{"title":"what changed, in a few words","content":"the text"}]}.';
      return withFallback(
        async () => ({ provider, items: await ask(task, seed, parseMessages(message.type, count, message.content.trim())) }),
        () => options.fallback.generateVariants(message, { count, seed, project }),
      );
    },
    generateCopies(project, message, { platform, format, count, seed }) {
      const task =
        `${briefFor(project)}\n` +
        (message ? `Brand message to build on: ${JSON.stringify(message.content)}\n` : '') +
        `\n${platformRules(platform)} ${CRAFT}\n` +
        `Write ${Math.min(10, count + 2)} distinct ${format}s that differ in their hook and in what they say.`;
      return withFallback(
        async () => {
          const b = brandOf(project);
          const written = (await ask(task, seed, parseCopies(project, platform, format, 10), candidatesFormat(true))).filter(
            // Cut to the cap is the spec's rule (section 5), not the model's defect.
            (c) => defectsOf(c.content, 'copy', b).filter((d) => d !== 'cut off with an ellipsis').length === 0,
          );
          if (written.length === 0) throw new ProviderFailure('gave no copy that passed the checks', true);
          return fillIn({ provider, items: written.slice(0, count) }, count, () => options.fallback.generateCopies(project, message, { platform, format, count, seed }), 'copy');
        },
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
