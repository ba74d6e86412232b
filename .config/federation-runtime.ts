/**
 * The Module Federation runtime for a remote's standalone page (`dev`, `preview`): a remote's build leaves it out
 * (`externalRuntime`, federation.ts) and reads it from this global, which the host sets in the composed app.
 */
import * as runtimeCore from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
