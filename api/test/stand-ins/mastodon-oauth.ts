import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { bearerToken, randomToken, type Reply } from './server';

// The OAuth half of the Mastodon stand-in (mastodon.ts): apps (POST /api/v1/apps), the authorize redirect,
// the token and revoke endpoints (Doorkeeper's answers), and the bearer-token check every API method makes.

/** An app registered through POST /api/v1/apps. */
export interface MastodonApp {
  id: string;
  name: string;
  website: string | null;
  redirectUris: string[];
  scopes: string;
  clientId: string;
  clientSecret: string;
}

/** A parsed request body (form, JSON or multipart). */
export type Body = Record<string, any>;

/** Mastodon's 422 for a model that fails validation. */
export const validationFailed = (message: string): Reply => ({
  status: 422,
  body: { error: `Validation failed: ${message}` },
});

const INVALID_GRANT = {
  error: 'invalid_grant',
  error_description:
    'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
};
const INVALID_CLIENT = {
  error: 'invalid_client',
  error_description:
    'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
};
const UNSUPPORTED_GRANT = {
  error: 'unsupported_grant_type',
  error_description: 'The authorization grant type is not supported by the authorization server.',
};
const DENIED = 'The resource owner or authorization server denied the request.';
const page = (text: string): Reply => ({ status: 400, body: `<p>${text}</p>` });

export function mastodonOAuth(options: { denyAuthorization?: boolean }) {
  const apps: MastodonApp[] = [];
  const codes = new Map<string, { app: MastodonApp; redirectUri: string; scope: string; challenge: string | null }>();
  const tokens = new Map<string, { scope: string; clientId: string | null; revoked: boolean }>();
  let denyNext = false;

  /** A new access token for the account, as the token endpoint would give. */
  function issueToken(scope = 'read write', clientId: string | null = null): string {
    const token = randomToken(32);
    tokens.set(token, { scope, clientId, revoked: false });
    return token;
  }

  /**
   * The 401 (no, unknown or revoked token) or 403 (scope not granted) answer for a request that needs `scope`,
   * or undefined when its token may go ahead. 'write' grants 'write:statuses', and so on.
   */
  function refuse(headers: IncomingHttpHeaders, scope: string): Reply | undefined {
    const token = tokens.get(bearerToken(headers));
    const error = !token ? 'The access token is invalid' : token.revoked ? 'The access token was revoked' : '';
    if (!token || error) {
      const challenge = `Bearer realm="Doorkeeper", error="invalid_token", error_description="${error}"`;
      return { status: 401, body: { error }, headers: { 'www-authenticate': challenge } };
    }
    const granted = token.scope.split(/[\s+]+/);
    if (!granted.includes(scope) && !granted.includes(scope.split(':')[0]!))
      return { status: 403, body: { error: 'This action is outside the authorized scopes' } };
  }

  function createApp(body: Body): Reply {
    const given = body.redirect_uris ?? body.redirect_uri ?? '';
    const redirectUris = (Array.isArray(given) ? given : String(given).split(/\s+/)).filter(Boolean).map(String);
    if (!body.client_name) return validationFailed("Application name can't be blank");
    if (redirectUris.length === 0) return validationFailed("Redirect URI can't be blank");
    const app: MastodonApp = {
      id: String(apps.length + 1),
      name: String(body.client_name),
      website: body.website ?? null,
      redirectUris,
      scopes: String(body.scopes ?? 'read'),
      clientId: randomToken(),
      clientSecret: randomToken(),
    };
    apps.push(app);
    return {
      status: 200,
      body: {
        ...{ id: app.id, name: app.name, website: app.website, scopes: app.scopes.split(' ') },
        ...{ redirect_uri: redirectUris.join('\n'), redirect_uris: redirectUris },
        ...{ client_id: app.clientId, client_secret: app.clientSecret, vapid_key: randomToken(65) },
      },
    };
  }

  /** The user presses Authorize (or Deny): a redirect back with a code (or error=access_denied). */
  function authorize(query: URLSearchParams): Reply {
    const app = apps.find((a) => a.clientId === query.get('client_id'));
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!app) return page('Client authentication failed due to unknown client.');
    if (!app.redirectUris.includes(redirectUri)) return page('The redirect uri included is not valid.');
    if (query.get('response_type') !== 'code')
      return page('The authorization server does not support this response type.');
    const target = new URL(redirectUri);
    if (options.denyAuthorization || denyNext) {
      denyNext = false;
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', DENIED);
    } else {
      const code = randomToken();
      const scope = query.get('scope') ?? 'read';
      codes.set(code, { app, redirectUri, scope, challenge: query.get('code_challenge') });
      target.searchParams.set('code', code);
    }
    if (query.has('state')) target.searchParams.set('state', query.get('state')!);
    return { status: 302, headers: { location: target.toString() } };
  }

  /** authorization_code only; a code is single use, tied to its app and redirect_uri, and to its PKCE challenge. */
  function exchange(body: Body): Reply {
    const app = apps.find((a) => a.clientId === body.client_id && a.clientSecret === body.client_secret);
    if (!app) return { status: 401, body: INVALID_CLIENT };
    if (body.grant_type !== 'authorization_code') return { status: 400, body: UNSUPPORTED_GRANT };
    const grant = codes.get(String(body.code));
    const verified = createHash('sha256').update(String(body.code_verifier)).digest('base64url');
    if (!grant || grant.app !== app || grant.redirectUri !== body.redirect_uri)
      return { status: 400, body: INVALID_GRANT };
    if (grant.challenge && grant.challenge !== verified) return { status: 400, body: INVALID_GRANT };
    codes.delete(String(body.code));
    const access_token = issueToken(grant.scope, app.clientId);
    const created_at = Math.floor(Date.now() / 1000);
    return { status: 200, body: { access_token, token_type: 'Bearer', scope: grant.scope, created_at } };
  }

  /** The answer for an OAuth path, or undefined for any other. */
  function route(method: string, path: string, query: URLSearchParams, body: Body): Reply | undefined {
    if (method === 'POST' && path === '/api/v1/apps') return createApp(body);
    if (method === 'GET' && path === '/oauth/authorize') return authorize(query);
    if (method === 'POST' && path === '/oauth/token') return exchange(body);
    if (method === 'POST' && path === '/oauth/revoke') {
      const token = tokens.get(String(body.token));
      if (token && (token.clientId === null || token.clientId === body.client_id)) token.revoked = true;
      return { status: 200, body: {} };
    }
  }

  return {
    apps,
    issueToken,
    refuse,
    route,
    revokeAll: () => tokens.forEach((token) => (token.revoked = true)),
    denyNextAuthorization: () => {
      denyNext = true;
    },
  };
}
