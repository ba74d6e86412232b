import { EXAMPLE_SEED } from '@brandcast/shared';

/**
 * The new user's journey (tests/journey.spec.ts) runs against a server of its own: a fresh database each run and a
 * fixed ENGINE_SEED, so what the writer gives, and so each screen's picture, is the same every run.
 */
export const JOURNEY_PORT = Number(process.env.E2E_JOURNEY_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1);
export const JOURNEY_URL = `http://127.0.0.1:${JOURNEY_PORT}`;
export const JOURNEY_SEED = String(EXAMPLE_SEED);
