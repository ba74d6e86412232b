/*
 * The OpenAI-compatible provider: fills the prompt (openai-prompt.ts), asks through the chat client (openai-chat.ts),
 * keeps the answers that pass the built-in writer's checks and lets the built-in writer fill in or take over.
 */
import { lineShape } from '@brandcast/shared/scoring';
import { PLATFORM_CAPS, PLATFORM_LABELS, truncateToCap, type Platform } from '@brandcast/shared';
import { z } from 'zod';
import { brandOf } from './brand';
import { hashtagsFor, toHashtag, uniqueHashtags } from './hashtags';
import { ProviderFailure, openAiChat, type OpenAiCompatibleOptions } from './openai-chat';
import { CRAFT, MESSAGE_RULES, brief, briefFor, candidatesFormat, platformRules, usable } from './openai-prompt';
import { chooser } from './random';
import { defectsOf } from './defects';
import { choose } from './select';
import type {
  EngineProject,
  Generated,
  GeneratedCopy,
  GeneratedMessage,
  GenerationProvider,
  ProviderName,
} from './types';

export type { OpenAiCompatibleOptions } from './openai-chat';

const itemSchema = z.object({
  title: z.string().optional(),
  angle: z.string().optional(),
  device: z.string().optional(),
  content: z.string(),
  hashtags: z.array(z.string()).optional(),
});
const itemsSchema = z.object({ items: z.array(itemSchema).min(1) });
const hashtagsSchema = z.object({ hashtags: z.array(z.string()).min(1) });

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): GenerationProvider {
  const provider = 'openai-compatible' as ProviderName;
  const { ask, withFallback } = openAiChat(options);

  /**
   * Fewer strong ones than asked: the built-in writer adds its own, and the result says so (shown as the
   * provider note); it keeps the model's as they are.
   */
  async function fillIn<T extends { content: string }>(
    result: Generated<T>,
    count: number,
    builtIn: () => Promise<Generated<T>>,
    what: 'line' | 'copy',
  ): Promise<Generated<T>> {
    if (result.items.length >= count) return result;
    const more = await builtIn();
    const added = more.items
      .filter((item) => !result.items.some((own) => own.content === item.content))
      .slice(0, count - result.items.length);
    if (added.length === 0) return { ...result, ...(more.note ? { note: more.note } : {}) };
    const n = result.items.length;
    const things = (k: number) =>
      what === 'line' ? (k === 1 ? 'strong line' : 'strong lines') : k === 1 ? 'copy' : 'copies';
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
      items.push({
        type,
        title: item.angle?.trim() || item.title?.trim() || (type === 'tagline' ? 'Tagline' : 'Value proposition'),
        content,
      });
    }
    if (items.length === 0) throw new ProviderFailure('gave no usable text', true);
    return items.slice(0, count);
  };

  const parseCopies =
    (project: EngineProject, platform: Platform, format: GeneratedCopy['format'], count: number) => (json: unknown) => {
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
            written.map((m) => ({
              text: m.content,
              angle: m.title,
              ...(favour && lineShape(m.content) === favour.shape ? { bonus: favour.weight } : {}),
            })),
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
        async () => ({
          provider,
          items: await ask(task, seed, parseMessages(message.type, count, message.content.trim())),
        }),
        () => options.fallback.generateVariants(message, { count, seed, project }),
      );
    },
    generateCopies(project, message, { platform, format, count, seed }) {
      const task =
        `${briefFor(project)}\n` +
        (message ? `Brand message to build on: ${JSON.stringify(message.content)}\n` : '') +
        `\n${platformRules(platform)} ${CRAFT}\n` +
        `Write ${Math.min(10, count + 2)} distinct ${format}s that differ in angle (the pain, the proof, the offer, the story) and device, not in emoji.`;
      return withFallback(
        async () => {
          const b = brandOf(project);
          const written = (
            await ask(task, seed, parseCopies(project, platform, format, 10), candidatesFormat(true))
          ).filter(
            // Cut to the cap is the spec's rule (section 5), not the model's defect.
            (c) => defectsOf(c.content, 'copy', b).filter((d) => d !== 'cut off with an ellipsis').length === 0,
          );
          if (written.length === 0) throw new ProviderFailure('gave no copy that passed the checks', true);
          return fillIn(
            { provider, items: written.slice(0, count) },
            count,
            () => options.fallback.generateCopies(project, message, { platform, format, count, seed }),
            'copy',
          );
        },
        () => options.fallback.generateCopies(project, message, { platform, format, count, seed }),
      );
    },
    adaptCopy(copy, platform, seed) {
      const task =
        `This ${PLATFORM_LABELS[copy.platform]} ${copy.format}: ${JSON.stringify(copy.content)}\n` +
        `Rewrite it for ${PLATFORM_LABELS[platform]}, keeping its message. ${copyTask(platform, copy.format, 1)}`;
      return withFallback(
        async () => ({
          provider,
          copy: (await ask(task, seed, parseCopies({ details: {} }, platform, copy.format, 1)))[0]!,
        }),
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
