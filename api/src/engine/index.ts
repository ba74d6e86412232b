import { createBuiltInProvider } from './built-in';
import { createOpenAiCompatibleProvider } from './openai-compatible';
import type { GenerationProvider } from './types';

export type * from './types';
export { PROVIDER_NAMES } from './types';
export { createBuiltInProvider } from './built-in';
export { createOpenAiCompatibleProvider } from './openai-compatible';
export { HASHTAG } from './hashtags';

export interface EngineConfig {
  /** AI_BASE_URL: an OpenAI-compatible API root; without it the built-in provider writes everything. */
  aiBaseUrl: string | undefined;
  /** AI_API_KEY: sent as a bearer token when set (Ollama and LM Studio need none). */
  aiApiKey: string | undefined;
  /** AI_MODEL: required with AI_BASE_URL. */
  aiModel: string | undefined;
  /** AI_TIMEOUT_MS: per attempt, default 20000. */
  aiTimeoutMs: number;
}

export function engineConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EngineConfig {
  const timeout = env.AI_TIMEOUT_MS ? Number(env.AI_TIMEOUT_MS) : 20_000;
  if (!Number.isInteger(timeout) || timeout <= 0) {
    throw new Error(`AI_TIMEOUT_MS must be a whole number of milliseconds, got "${env.AI_TIMEOUT_MS}"`);
  }
  return {
    aiBaseUrl: env.AI_BASE_URL?.trim() || undefined,
    aiApiKey: env.AI_API_KEY || undefined,
    aiModel: env.AI_MODEL?.trim() || undefined,
    aiTimeoutMs: timeout,
  };
}

/** The generation engine: the OpenAI-compatible provider when AI_BASE_URL is set (built-in as its fallback), else built-in. */
export function createEngine(config: EngineConfig = engineConfigFromEnv()): GenerationProvider {
  const builtIn = createBuiltInProvider();
  if (!config.aiBaseUrl) return builtIn;
  if (!config.aiModel)
    throw new Error('AI_MODEL must be set when AI_BASE_URL is set (e.g. gpt-4o-mini, or llama3.2 for Ollama)');
  return createOpenAiCompatibleProvider({
    baseUrl: config.aiBaseUrl,
    apiKey: config.aiApiKey,
    model: config.aiModel,
    timeoutMs: config.aiTimeoutMs,
    fallback: builtIn,
  });
}
