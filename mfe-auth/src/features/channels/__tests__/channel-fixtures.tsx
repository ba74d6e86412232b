import type { Channel } from '@brandcast/shared';
import { api, authStore, clearSession, setSession, toastsAtom } from '@brandcast/shared/client';
import { testUser } from '@brandcast/shared/testing';
import { useLocation } from 'react-router-dom';

/* The channels tab's tests' shared answers: channels-list.test.tsx and channels-connect.test.tsx. */

export const mastodonChannel = (changes: Partial<Channel> = {}): Channel => ({
  id: 'c1',
  platform: 'mastodon',
  server: 'https://mastodon.social',
  handle: '@ada@mastodon.social',
  displayName: 'Ada Lovelace',
  avatarUrl: null,
  profileUrl: 'https://mastodon.social/@ada',
  state: 'connected',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...changes,
});

export const blueskyChannel = (changes: Partial<Channel> = {}): Channel => ({
  id: 'c2',
  platform: 'bluesky',
  server: 'https://bsky.social',
  handle: 'ada.bsky.social',
  displayName: '',
  avatarUrl: null,
  profileUrl: null,
  state: 'reconnect',
  createdAt: '2026-11-02T10:00:00.000Z',
  ...changes,
});

/** GET /channel answers what `listed()` holds at the time it is asked; returns the spy. */
export function answerChannels(listed: () => Channel[]) {
  return jest.spyOn(api, 'get').mockImplementation((async (url: string) => {
    if (url === '/channel') return listed();
    throw new Error(`unexpected GET ${url}`);
  }) as typeof api.get);
}

/** The toasts raised so far, as type and message. */
export const toasts = () => authStore.get(toastsAtom).map(({ type, message }) => ({ type, message }));

/** Shows the router's current query, to see what the tab left in the address. */
export function Search() {
  return <output aria-label="Address query">{useLocation().search}</output>;
}

/** A signed-in session for each test; spies and toasts put back after it. */
export function withChannelsSession(): void {
  beforeEach(() => {
    setSession({ token: 't', user: testUser });
    authStore.set(toastsAtom, []);
  });
  afterEach(() => {
    clearSession();
    jest.restoreAllMocks();
  });
}
