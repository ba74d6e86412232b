/*
 * The chat-completions client every writer on the model shares (the copy provider and the script writer):
 * one call with a timeout, one retry when it may help, the JSON in the answer, and the fallback's note.
 */
import { z } from 'zod';
import { SYSTEM_PROMPT, type ResponseFormat } from './openai-prompt';
import type { GenerationProvider, Provenance } from './types';

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

const chatSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

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

/** The endpoint's settings: what a chat-completions call needs. */
export type ChatOptions = Pick<OpenAiCompatibleOptions, 'baseUrl' | 'apiKey' | 'model' | 'timeoutMs'>;

/** One endpoint's chat call: `ask` (with its one retry) and `withFallback` (the built-in writer's answer and why). */
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
        last =
          error instanceof ProviderFailure ? error : new ProviderFailure('gave an answer that could not be used', true);
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
      return {
        ...result,
        fallbackReason: `The AI provider (${options.model}) ${reason}; the built-in engine wrote this instead.`,
      };
    }
  }

  return { ask, withFallback };
}
