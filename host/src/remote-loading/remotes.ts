import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mountedAreas, mountPattern, remoteNames, type MountedArea, type RemoteName } from '@brandcast/shared/areas';

/** Where the host learns, at run time, where each remote's manifest lives. */
export const RUNTIME_CONFIG_URL = '/remotes.json';

/** The remotes the contract in `@brandcast/shared/areas` names. */
export const REMOTE_NAMES: readonly RemoteName[] = remoteNames;
export type { RemoteName };

/** Every remote exposes one module, `./routes`, whose named exports are areas (components). */
export const REMOTE_MODULE = 'routes';

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

export type RuntimeConfig = Record<string, string>;

/** A JSON object of non-empty strings, or null. Checked by hand: zod would put 26 KB before the first render. */
function asRuntimeConfig(body: unknown): RuntimeConfig | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body);
  return entries.every(([, value]) => typeof value === 'string' && value.length > 0)
    ? Object.fromEntries(entries)
    : null;
}

let configRequest: Promise<RuntimeConfig> | null = null;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  } catch {
    throw new RemoteLoadError(`The runtime config ${RUNTIME_CONFIG_URL} could not be reached.`);
  }
  if (!response.ok) {
    throw new RemoteLoadError(`The runtime config ${RUNTIME_CONFIG_URL} answered ${response.status}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RemoteLoadError(`The runtime config ${RUNTIME_CONFIG_URL} is not valid JSON.`);
  }
  const config = asRuntimeConfig(body);
  if (!config) {
    throw new RemoteLoadError(
      `The runtime config ${RUNTIME_CONFIG_URL} must map each remote name to its manifest URL, like {"mfe_projects": "/remotes/mfe-projects/mf-manifest.json"}.`,
    );
  }
  return config;
}

/** Fetched once; a failed fetch is forgotten so that Retry asks again. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  configRequest ??= fetchRuntimeConfig().catch((error: unknown) => {
    configRequest = null;
    throw error;
  });
  return configRequest;
}

export function resetRuntimeConfig(): void {
  configRequest = null;
}

function missingRemoteMessage(name: RemoteName, config: RuntimeConfig): string {
  const unknown = Object.keys(config).filter((key) => !(REMOTE_NAMES as readonly string[]).includes(key));
  let message = `The remote "${name}" is not listed in the runtime config ${RUNTIME_CONFIG_URL}.`;
  if (unknown.length > 0) {
    message += ` It names unknown remotes: ${unknown.map((key) => `"${key}"`).join(', ')}.`;
  }
  return `${message} Known remotes: ${REMOTE_NAMES.join(', ')}.`;
}

/** Turns the runtime's failure into what a person can act on: which URL failed, and how. */
async function describeFailure(entry: string, error: unknown): Promise<string> {
  try {
    const response = await fetch(entry, { cache: 'no-store' });
    if (!response.ok)
      return `${entry} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`;
  } catch {
    return `${entry} could not be reached.`;
  }
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return `Its code failed to load from ${entry}: ${detail}`;
}

/** Remotes whose last load failed. */
const failed = new Set<RemoteName>();

/** Registers a remote from the runtime config and returns its manifest's URL. */
async function registerRemote(name: RemoteName): Promise<string> {
  const config = await loadRuntimeConfig();
  const configured = config[name];
  if (!configured) throw new RemoteLoadError(missingRemoteMessage(name, config));
  const entry = new URL(configured, window.location.href).href;

  // Registering a known remote again is a no-op; only a retry after a failure forces it, which drops what
  // the runtime cached of the failed attempt (and warns, so it is not done for every area mounted).
  registerRemotes([{ name, entry }], { force: failed.has(name) });
  failed.delete(name);
  return entry;
}

/** Loads a remote's `./routes` module, registering the remote from the runtime config first. */
export async function loadRemoteRoutes<T>(name: RemoteName): Promise<T> {
  const entry = await registerRemote(name);

  let module: T | null;
  try {
    module = await loadRemote<T>(`${name}/${REMOTE_MODULE}`);
  } catch (error) {
    failed.add(name);
    throw new RemoteLoadError(await describeFailure(entry, error));
  }
  if (!module) {
    failed.add(name);
    throw new RemoteLoadError(await describeFailure(entry, new Error('the remote returned nothing')));
  }
  return module;
}

/** Does `pathname` fall under the route pattern (`/projects/*`, `/p/:projectId`, `/login`)? */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.at(-1) === '*')
    return (
      got.length >= want.length - 1 && want.slice(0, -1).every((part, i) => part.startsWith(':') || part === got[i])
    );
  return got.length === want.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The area the host mounts at `pathname`, if any (the router decides; this only looks ahead). */
export function areaAt(pathname: string): MountedArea | undefined {
  return mountedAreas.find((area) => matches(mountPattern(area), pathname));
}

/**
 * Started by the entry before the app's own code is fetched: the runtime config, the manifest of the remote that
 * serves the page being opened, its entry and its `./routes` module's files load alongside the shell's chunks
 * instead of after them (on /dashboard they were four round trips behind the first render). A signed-in
 * area is looked ahead only with a stored session (without one the guard sends the visitor to sign in). Nothing
 * here runs the remote's code; a failure is left to the area, which reports it when it mounts.
 */
export async function preloadAreaAt(pathname: string, signedIn: boolean): Promise<void> {
  const area = areaAt(pathname);
  if (!area || (area.access === 'signed-in' && !signedIn)) return;
  try {
    await registerRemote(area.remote);
    await preloadRemote([{ nameOrAlias: area.remote, exposes: [`./${REMOTE_MODULE}`] }]);
  } catch {
    // The area's own load says what failed, with Retry.
  }
}
