import { randomInt } from 'node:crypto';
import fp from 'fastify-plugin';
import { createEngine, engineConfigFromEnv, type GenerationProvider } from '../../engine/index';
import { DomainError, WriterUnavailable } from '../../lib/domain-errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The generation engine: built-in, or the OpenAI-compatible provider when AI_BASE_URL is set. */
    engine: GenerationProvider;
    /** The seed for one generation request: a new one each time, or ENGINE_SEED's when it is set. */
    newSeed: () => number;
  }
}

export interface EnginePluginOptions {
  /** A provider to use instead of the one the environment configures (tests). */
  engine?: GenerationProvider | undefined;
}

/**
 * A fresh seed for one request: the built-in provider is deterministic for a seed (so it can be tested),
 * and a new seed per request is what makes "Generate" again give new candidates.
 */
export function newSeed(): number {
  return randomInt(0, 2 ** 31 - 1);
}

export const ENGINE_FAILED =
  'Brandcast could not write this just now, so nothing was saved or charged. Try again in a moment.';

/**
 * The provider with its failures answered as a 503 a person can act on (the error handler would turn a
 * thrown error into a bare 500). The work's transaction has not started when the engine runs, so a failure
 * stores and charges nothing.
 */
export function guarded(provider: GenerationProvider, log: (error: unknown) => void): GenerationProvider {
  const attempt =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await method.apply(provider, args);
      } catch (error) {
        if (error instanceof DomainError || (error as { statusCode?: number }).statusCode) throw error;
        log(error);
        throw new WriterUnavailable(ENGINE_FAILED);
      }
    };
  return {
    name: provider.name,
    generateMessages: attempt(provider.generateMessages),
    generateVariants: attempt(provider.generateVariants),
    generateCopies: attempt(provider.generateCopies),
    adaptCopy: attempt(provider.adaptCopy),
    hashtags: attempt(provider.hashtags),
  };
}

export default fp<EnginePluginOptions>(
  async (fastify, opts) => {
    const provider = opts.engine ?? createEngine(engineConfigFromEnv());
    const fixed = fastify.config.engineSeed;
    fastify.decorate('newSeed', () => fixed ?? newSeed());
    fastify.decorate(
      'engine',
      guarded(provider, (error) => fastify.log.error({ err: error }, 'generation engine failed')),
    );
  },
  { name: 'engine' },
);
