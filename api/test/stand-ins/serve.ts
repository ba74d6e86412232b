import { createServer } from 'node:http';
import { startBlueskyStandIn } from './bluesky';
import { startMastodonStandIn } from './mastodon';
import type { StandInFailure } from './server';

/*
 * The platforms' stand-ins as one process, for the browser tests (e2e/playwright.config.ts starts it): Bluesky on
 * STAND_IN_PORT, Mastodon on STAND_IN_PORT + 1, and a control on STAND_IN_PORT + 2 that the tests use to shape what
 * the platforms do next:
 *   POST /bluesky/accounts?handle=&appPassword=   an account (again: a new app password, valid again)
 *   POST /{bluesky|mastodon}/fail-next?kind=429|500|drop-after-post|hang&retryAfterSeconds=
 *   POST /{bluesky|mastodon}/revoke               every token issued so far stops working
 *   GET  /{bluesky|mastodon}/posts                what was posted, as JSON
 */
const base = Number(process.env.STAND_IN_PORT ?? 3212);
const bluesky = await startBlueskyStandIn({ port: base });
const mastodon = await startMastodonStandIn({ port: base + 1 });
const platforms = { bluesky, mastodon };

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://control');
  const [, name, action] = url.pathname.split('/');
  const platform = platforms[name as keyof typeof platforms];
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (!platform) return answer(404, { error: `no platform ${name}` });
  if (request.method === 'GET' && action === 'posts') return answer(200, platform.posts);
  if (request.method !== 'POST') return answer(405, { error: 'POST' });
  if (action === 'accounts' && name === 'bluesky') {
    const did = bluesky.addAccount({
      handle: url.searchParams.get('handle') ?? '',
      appPassword: url.searchParams.get('appPassword') ?? '',
    });
    return answer(200, { did });
  }
  if (action === 'fail-next') {
    const retryAfterSeconds = Number(url.searchParams.get('retryAfterSeconds') ?? 1);
    platform.failNext(url.searchParams.get('kind') as StandInFailure, { retryAfterSeconds });
    return answer(200, {});
  }
  if (action === 'revoke') {
    platform.revokeAll();
    return answer(200, {});
  }
  return answer(404, { error: `no action ${action}` });
});
control.listen(base + 2, '127.0.0.1');
console.log(`stand-ins: Bluesky ${bluesky.url}, Mastodon ${mastodon.url}, control http://127.0.0.1:${base + 2}`);

const stop = async () => {
  control.close();
  await Promise.all([bluesky.close(), mastodon.close()]);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
