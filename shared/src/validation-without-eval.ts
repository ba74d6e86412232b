import { config } from 'zod';

/**
 * Imported first by each app's entry (a side effect: package.json lists this file under sideEffects). Zod compiles
 * object schemas with `new Function` when it may, probing for that as each is built; the pages'
 * Content-Security-Policy has no 'unsafe-eval' (api/src/page-security-policy.ts), so the probe is a reported
 * violation. Zod keeps its config on globalThis: the host's import also holds for each remote's own copy of zod.
 */
config({ jitless: true });
