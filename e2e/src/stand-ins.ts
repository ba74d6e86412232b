/**
 * The platforms' stand-ins the browser tests publish to (api/test/stand-ins/serve.ts, started by the config):
 * Bluesky at STAND_IN_PORT, Mastodon at the next port, and the control that shapes what they do next after that.
 */
export const STAND_IN_PORT = Number(process.env.E2E_PORT ?? 3210) + 2;
export const BLUESKY_URL = `http://127.0.0.1:${STAND_IN_PORT}`;
export const MASTODON_URL = `http://127.0.0.1:${STAND_IN_PORT + 1}`;
const CONTROL_URL = `http://127.0.0.1:${STAND_IN_PORT + 2}`;

async function control(path: string, method = 'POST'): Promise<unknown> {
  const response = await fetch(`${CONTROL_URL}${path}`, { method });
  if (!response.ok) throw new Error(`stand-in control ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export const standIns = {
  addBlueskyAccount: (handle: string, appPassword: string) =>
    control(`/bluesky/accounts?${new URLSearchParams({ handle, appPassword })}`),
  failNext: (platform: 'bluesky' | 'mastodon', kind: '429' | '500' | 'drop-after-post' | 'hang') =>
    control(`/${platform}/fail-next?kind=${kind}`),
  revoke: (platform: 'bluesky' | 'mastodon') => control(`/${platform}/revoke`),
  posts: (platform: 'bluesky' | 'mastodon') =>
    control(`/${platform}/posts`, 'GET') as Promise<{ text: string; deleted: boolean }[]>,
};
