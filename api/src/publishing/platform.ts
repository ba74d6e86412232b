import type { ChannelPlatform } from '@brandcast/shared';
import { CHANNEL_LABELS } from '@brandcast/shared';
import { UnsafeServer, type ServerFetch } from './safe-fetch';

/** What a post needs: its text, and the key that makes a second attempt of it the same post (never a second). */
export interface PostRequest {
  text: string;
  attemptKey: string;
  /** When the first attempt began: a post found on the platform from before then is not this one. */
  since: Date;
}

export interface Posted {
  postId: string;
  url: string;
}

export interface ChannelAuth {
  server: string;
  accountId: string;
  handle: string;
  accessToken: string;
  refreshToken: string | null;
}

/** One platform's calls, each against the channel's own server. */
export interface PlatformClient {
  post(auth: ChannelAuth, request: PostRequest): Promise<Posted>;
  /** The post an earlier attempt of this request made, when the platform has it; null when it has none. */
  find(auth: ChannelAuth, request: PostRequest): Promise<Posted | null>;
  /** New tokens for a channel whose access token stopped working; a PlatformFailure('auth') when it cannot. */
  refresh(auth: ChannelAuth): Promise<Pick<ChannelAuth, 'accessToken' | 'refreshToken'>>;
}

/**
 * How a call failed, which decides what happens next:
 * - auth: the token no longer works (refresh once, then the channel needs reconnecting);
 * - rate: the platform asks to wait (`retryAfterSeconds`);
 * - content: the platform refused this post (fails with its reason; trying again changes nothing);
 * - unavailable: the platform answered with a server error;
 * - unknown: no answer (a timeout, a dropped connection): the post may or may not exist.
 */
export type FailureKind = 'auth' | 'rate' | 'content' | 'unavailable' | 'unknown';

export class PlatformFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly retryAfterSeconds = 0,
  ) {
    super(message);
  }
}

/** Retry-After as seconds or an HTTP date; a minute when absent or unreadable. */
export function retryAfter(value: string | null, now = Date.now()): number {
  if (!value) return 60;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? 60 : Math.max(0, Math.ceil((at - now) / 1000));
}

export interface CallOptions {
  fetch: ServerFetch;
  timeoutMs: number;
}

/** The platform's own words from an error body: Mastodon's `error`, Bluesky's `message` (or `error`). */
function platformWords(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { error, message, error_description: description } = body as Record<string, unknown>;
  const words = [message, description, error].find((value) => typeof value === 'string' && value.trim());
  return typeof words === 'string' ? words.trim() : '';
}

/**
 * One JSON call to a platform: the parsed body of a 2xx, or a PlatformFailure of the right kind. `isAuthError`
 * names a platform's own way of saying a token expired (Bluesky answers 400 ExpiredToken).
 */
export async function callPlatform<T>(
  platform: ChannelPlatform,
  options: CallOptions,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array },
  isAuthError: (status: number, body: Record<string, unknown>) => boolean = (status) => status === 401,
): Promise<T> {
  const label = CHANNEL_LABELS[platform];
  let response;
  try {
    response = await options.fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    // A typed server that resolves to a private address is refused where the connection opens (safe-fetch.ts).
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof UnsafeServer) throw cause;
    throw new PlatformFailure('unknown', `${label} did not answer (${(error as Error).message}).`);
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    if (response.ok) throw new PlatformFailure('unknown', `${label} answered, but not in a way Brandcast can read.`);
  }
  if (response.ok) return body as T;
  const words = platformWords(body);
  if (isAuthError(response.status, body)) {
    throw new PlatformFailure('auth', `${label} no longer accepts Brandcast's access${words ? ` (${words})` : ''}.`);
  }
  if (response.status === 429) {
    const wait = retryAfter(response.headers.get('retry-after'));
    throw new PlatformFailure('rate', `${label} asked Brandcast to slow down.`, wait);
  }
  if (response.status >= 500) {
    throw new PlatformFailure(
      'unavailable',
      `${label} had a problem (${response.status}${words ? `: ${words}` : ''}).`,
    );
  }
  throw new PlatformFailure('content', `${label} refused it: ${words || `error ${response.status}`}.`);
}
