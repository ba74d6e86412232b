/** `/channel`: the caller's connected channels (issue 30), and a copy's publications to them. */
export const channelEndpoints = {
  list: '/channel',
  one: (id: string) => `/channel/${encodeURIComponent(id)}`,
  bluesky: '/channel/bluesky',
  mastodon: '/channel/mastodon',
  publications: (copyId: string) => `/copy/${encodeURIComponent(copyId)}/publications`,
  publication: (copyId: string, publicationId: string) =>
    `/copy/${encodeURIComponent(copyId)}/publications/${encodeURIComponent(publicationId)}`,
  retry: (copyId: string, publicationId: string) =>
    `/copy/${encodeURIComponent(copyId)}/publications/${encodeURIComponent(publicationId)}/retry`,
} as const;

export const channelKeys = {
  all: ['channels'] as const,
  /** A copy's publications: under the copy's own key space, refreshed while any is on its way. */
  publications: (copyId: string) => ['copies', 'publications', copyId] as const,
};
