import { SCRIPT_WORDS_PER_MINUTE, spokenWords, type ScriptSeconds } from '@brandcast/shared';
import { z } from 'zod';
import { brandOf } from './brand';
import { SCRIPT_SECTIONS, targetWords, writeScript, type GeneratedScript } from './built-in/scripts';
import type { EngineConfig } from './index';
import { ProviderFailure, openAiChat, type ChatOptions } from './openai-chat';
import { briefFor, usable, type ResponseFormat } from './openai-prompt';
import type { EngineMessage, EngineProject, Provenance } from './types';

/** How far a script may be from its length (the API's promise: within 25% at 150 words per minute). */
export const SCRIPT_LENGTH_TOLERANCE = 0.25;

/** Writes a video script: the built-in writer, or the OpenAI-compatible model with the built-in one as its fallback. */
export interface ScriptWriter {
  write(
    project: EngineProject,
    message: EngineMessage | null,
    seconds: ScriptSeconds,
    seed: number,
  ): Promise<GeneratedScript & Provenance>;
}

const SYSTEM = [
  'You write short video scripts for a small business, read aloud to camera from a teleprompter.',
  'Plain spoken English, short sentences, no stage directions, no emoji, no hashtags. Never invent facts the brief',
  'does not give (no made-up numbers, prices, awards or customers). Never leave a placeholder such as [Name].',
  'Answer with one JSON object only, no commentary and no code fence.',
].join(' ');

const scriptSchema = z.object({
  title: z.string().optional(),
  hook: z.string(),
  body: z.string(),
  callToAction: z.string(),
});

const FORMAT: ResponseFormat = {
  type: 'json_schema',
  json_schema: {
    name: 'video_script',
    strict: true,
    schema: {
      type: 'object',
      properties: {
        title: { type: 'string' },
        hook: { type: 'string' },
        body: { type: 'string' },
        callToAction: { type: 'string' },
      },
      required: ['title', 'hook', 'body', 'callToAction'],
      additionalProperties: false,
    },
  },
};

const clean = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph
        .replace(/^#+\s*/gm, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');

/** The model's script, checked: every part readable, and its length within the tolerance of `seconds`. */
export function parseScript(json: unknown, seconds: number, fallbackTitle: string): GeneratedScript {
  const parsed = scriptSchema.safeParse(json);
  if (!parsed.success) throw new ProviderFailure('answered without a hook, a body and a call to action', true);
  const hook = clean(parsed.data.hook);
  const body = clean(parsed.data.body);
  const cta = clean(parsed.data.callToAction);
  if (![hook, body, cta].every(usable))
    throw new ProviderFailure('gave a script with an empty part or a placeholder', true);
  const content = [
    `# ${SCRIPT_SECTIONS.hook}`,
    hook,
    '',
    `# ${SCRIPT_SECTIONS.body}`,
    body,
    '',
    `# ${SCRIPT_SECTIONS.cta}`,
    cta,
  ].join('\n');
  const words = spokenWords(content).length;
  const target = targetWords(seconds);
  if (Math.abs(words - target) > target * SCRIPT_LENGTH_TOLERANCE) {
    throw new ProviderFailure(
      `wrote ${words} words for a ${seconds}-second script (about ${Math.round(target)} fit)`,
      true,
    );
  }
  const title = parsed.data.title?.replace(/\s+/g, ' ').trim();
  return { title: title && usable(title) ? title.slice(0, 120) : fallbackTitle, content };
}

/** Scripts from the model: the project's brief (as copies and messages read it), the message, the length in words. */
export function openAiScriptWriter(options: ChatOptions): ScriptWriter {
  const { ask, withFallback } = openAiChat(options, SYSTEM);
  return {
    write(project, message, seconds, seed) {
      const target = Math.round(targetWords(seconds));
      const fallbackTitle = `${brandOf(project).name ?? 'Video'}: ${seconds}-second script`;
      const task =
        `${briefFor(project)}\n` +
        (message ? `Brand message to build on: ${JSON.stringify(message.content)}\n` : '') +
        `\nWrite a ${seconds}-second video script, read at ${SCRIPT_WORDS_PER_MINUTE} words per minute: ${target} words in all ` +
        `(between ${Math.ceil(target * 0.85)} and ${Math.floor(target * 1.15)}). A hook of one or two sentences that names the viewer's problem ` +
        'or the outcome, a body that tells what the business does and what sets it apart, and a call to action from the business goal. ' +
        'Answer {"title":"a short title","hook":"…","body":"…","callToAction":"…"}.';
      return withFallback<GeneratedScript & Provenance>(
        async () => ({
          provider: 'openai-compatible',
          ...(await ask(task, seed, (json) => parseScript(json, seconds, fallbackTitle), FORMAT)),
        }),
        async () => ({ provider: 'built-in', ...writeScript(project, message, seconds, seed) }),
      );
    },
  };
}

const builtInScriptWriter: ScriptWriter = {
  write: async (project, message, seconds, seed) => ({
    provider: 'built-in',
    ...writeScript(project, message, seconds, seed),
  }),
};

/** The script writer the configuration names: the model when AI_BASE_URL is set (as for messages and copies), else built-in. */
export function createScriptWriter(config: EngineConfig): ScriptWriter {
  if (!config.aiBaseUrl) return builtInScriptWriter;
  if (!config.aiModel)
    throw new Error('AI_MODEL must be set when AI_BASE_URL is set (e.g. gpt-4o-mini, or llama3.2 for Ollama)');
  return openAiScriptWriter({
    baseUrl: config.aiBaseUrl,
    apiKey: config.aiApiKey,
    model: config.aiModel,
    timeoutMs: config.aiTimeoutMs,
  });
}
