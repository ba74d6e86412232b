import type { CallOptions, ChannelAuth, PlatformClient, PostRequest, Posted } from './platform';
import { PlatformFailure, callPlatform } from './platform';

/*
 * Mastodon's API (docs.joinmastodon.org), which GoToSocial and Pleroma answer too: Brandcast registers itself on
 * each server (POST /api/v1/apps), the user signs in there (OAuth 2 authorization code with PKCE), and posts
 * carry an Idempotency-Key, so a repeated attempt of one publication is the same status, not a second one.
 */

export const MASTODON_SCOPES = 'read:accounts read:statuses write:statuses write:media';

export interface MastodonApp {
  clientId: string;
  clientSecret: string;
}

interface Status {
  id: string;
  url: string | null;
  uri: string;
  content: string;
  created_at: string;
}

interface Account {
  id: string;
  username: string;
  acct: string;
  display_name: string;
  avatar: string | null;
  url: string | null;
}

const JSON_BODY = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function registerApp(
  options: CallOptions,
  server: string,
  redirectUri: string,
  website: string,
): Promise<MastodonApp> {
  const app = await callPlatform<{ client_id: string; client_secret: string }>(
    'mastodon',
    options,
    `${server}/api/v1/apps`,
    {
      method: 'POST',
      headers: JSON_BODY,
      body: JSON.stringify({ client_name: 'Brandcast', redirect_uris: redirectUri, scopes: MASTODON_SCOPES, website }),
    },
  );
  return { clientId: app.client_id, clientSecret: app.client_secret };
}

export function authorizeUrl(
  server: string,
  app: MastodonApp,
  redirectUri: string,
  state: string,
  codeChallenge: string,
): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.clientId,
    redirect_uri: redirectUri,
    scope: MASTODON_SCOPES,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  return `${server}/oauth/authorize?${query}`;
}

export async function exchangeCode(
  options: CallOptions,
  server: string,
  app: MastodonApp,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const token = await callPlatform<{ access_token: string }>('mastodon', options, `${server}/oauth/token`, {
    method: 'POST',
    headers: JSON_BODY,
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code: input.code,
      client_id: app.clientId,
      client_secret: app.clientSecret,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
      scope: MASTODON_SCOPES,
    }),
  });
  return token.access_token;
}

export async function whoAmI(options: CallOptions, server: string, accessToken: string) {
  const account = await callPlatform<Account>('mastodon', options, `${server}/api/v1/accounts/verify_credentials`, {
    headers: bearer(accessToken),
  });
  return {
    accountId: account.id,
    handle: `@${account.acct.includes('@') ? account.acct : `${account.acct}@${new URL(server).host}`}`,
    displayName: account.display_name || account.username,
    avatarUrl: account.avatar || null,
    profileUrl: account.url || null,
  };
}

/** A status's words as plain text: Mastodon answers HTML (paragraphs, line breaks, links split into spans). */
export function statusText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const sameWords = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();
const posted = (status: Status): Posted => ({ postId: status.id, url: status.url ?? status.uri });

/** How many of the account's latest statuses are read to find an earlier attempt's post. */
const LOOK_BACK = 40;

export function mastodonClient(options: CallOptions): PlatformClient {
  return {
    async post(auth: ChannelAuth, request: PostRequest) {
      const status = await callPlatform<Status>('mastodon', options, `${auth.server}/api/v1/statuses`, {
        method: 'POST',
        headers: { ...JSON_BODY, ...bearer(auth.accessToken), 'idempotency-key': request.attemptKey },
        body: JSON.stringify({ status: request.text, visibility: 'public' }),
      });
      return posted(status);
    },

    async find(auth, request) {
      const statuses = await callPlatform<Status[]>(
        'mastodon',
        options,
        `${auth.server}/api/v1/accounts/${encodeURIComponent(auth.accountId)}/statuses?limit=${LOOK_BACK}&exclude_replies=true&exclude_reblogs=true`,
        { headers: bearer(auth.accessToken) },
      );
      // A minute's slack for the two clocks.
      const since = request.since.getTime() - 60_000;
      const found = statuses.find(
        (status) => Date.parse(status.created_at) >= since && sameWords(statusText(status.content), request.text),
      );
      return found ? posted(found) : null;
    },

    refresh() {
      // Mastodon's tokens do not expire: one that stopped working was revoked, and only signing in again helps.
      return Promise.reject(new PlatformFailure('auth', 'Mastodon revoked Brandcast’s access.'));
    },
  };
}
