import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlueskyConnectInput, Channel, MastodonConnectInput } from '@brandcast/shared';
import { channelEndpoints, channelKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** What to say when the API gave no message of its own (the server could not be reached). */
export const CHANNEL_ERRORS = {
  fetch: 'Failed to load your channels',
  bluesky: 'Failed to connect Bluesky',
  mastodon: 'Failed to start connecting Mastodon',
  disconnect: 'Failed to disconnect the channel',
} as const;

/** GET /channel: the caller's channels, never a token. */
export const useChannels = () =>
  useQuery({ queryKey: channelKeys.all, queryFn: () => api.get<Channel[]>(channelEndpoints.list) });

/** POST /channel/bluesky: handle and app password; the same account again reconnects it. */
export function useConnectBluesky() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlueskyConnectInput) => api.post<Channel>(channelEndpoints.bluesky, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
}

/**
 * POST /channel/mastodon: the address of the server's own sign-in page, where `goTo` sends the browser. The server
 * sends it back to Settings → Channels with `?connected=` or `?error=`.
 */
export function useStartMastodon(goTo: (url: string) => void) {
  return useMutation({
    mutationFn: (input: MastodonConnectInput) => api.post<{ authorizeUrl: string }>(channelEndpoints.mastodon, input),
    onSuccess: ({ authorizeUrl }) => goTo(authorizeUrl),
  });
}

/** DELETE /channel/{id}: its tokens and publications are forgotten here; posts stay on the platform. */
export function useDisconnectChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(channelEndpoints.one(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
}
