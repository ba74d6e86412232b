import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Channel, Publication } from '@brandcast/shared';
import { api, authStore, toastsAtom } from '@brandcast/shared/client';
import { httpError, renderWithProviders } from '@brandcast/shared/testing';
import { PublishToChannels } from '../components/publish-to-channels';
import { COPY_ID, makeCopy } from './fixtures';

/* A copy published straight to the caller's Mastodon and Bluesky channels (issue 30). */

const channel = (overrides: Partial<Channel> = {}): Channel => ({
  id: 'ch-1',
  platform: 'bluesky',
  server: 'https://bsky.social',
  handle: 'pawsh.bsky.social',
  displayName: 'Pawsh',
  avatarUrl: null,
  profileUrl: null,
  state: 'connected',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const publication = (overrides: Partial<Publication> = {}): Publication => ({
  id: 'pub-1',
  copyId: COPY_ID,
  channelId: 'ch-1',
  platform: 'bluesky',
  handle: 'pawsh.bsky.social',
  state: 'queued',
  postUrl: null,
  error: null,
  publishedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

function mockApi(channels: Channel[], publications: Publication[][]) {
  let read = 0;
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/channel') return channels;
    if (url === `/copy/${COPY_ID}/publications`) return publications[Math.min(read++, publications.length - 1)];
    throw new Error(`unexpected GET ${url}`);
  });
}

const render = (props: Partial<Parameters<typeof PublishToChannels>[0]> = {}) =>
  renderWithProviders(
    <PublishToChannels
      copy={makeCopy()}
      beforePublish={() => Promise.resolve()}
      readOnly={false}
      problem={undefined}
      {...props}
    />,
  );

afterEach(() => jest.restoreAllMocks());

it('publishes now to a picked channel after saving the edits, then shows the post once it is out', async () => {
  mockApi(
    [channel(), channel({ id: 'ch-2', platform: 'mastodon', handle: '@pawsh@mastodon.social' })],
    [[], [publication({ state: 'published', postUrl: 'https://bsky.app/profile/pawsh.bsky.social/post/3k' })]],
  );
  const order: string[] = [];
  const post = jest.spyOn(api, 'post').mockImplementation(async () => {
    order.push('publish');
    return [publication()];
  });
  render({ beforePublish: async () => void order.push('save') });
  const publish = await screen.findByRole('button', { name: 'Publish now' });
  expect(publish).toBeDisabled();
  await userEvent.click(screen.getByRole('combobox', { name: 'Channels to publish to' }));
  await userEvent.click(await screen.findByText('Bluesky: pawsh.bsky.social'));
  await userEvent.click(publish);
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/publications`, { channelIds: ['ch-1'] }));
  expect(order).toEqual(['save', 'publish']);
  expect(await screen.findByText('Queued')).toBeInTheDocument();
  // Read again while it is on its way, until it is out.
  const link = await screen.findByRole('link', { name: /See the post/ }, { timeout: 5000 });
  expect(link).toHaveAttribute('href', 'https://bsky.app/profile/pawsh.bsky.social/post/3k');
});

it('a failed publication says why and is tried again on request; a queued one can be cancelled', async () => {
  mockApi(
    [channel()],
    [
      [
        publication({ state: 'failed', error: 'Bluesky refused it: too long.' }),
        publication({ id: 'pub-2', channelId: 'ch-9', handle: 'other.bsky.social' }),
      ],
    ],
  );
  const post = jest.spyOn(api, 'post').mockResolvedValue([publication({ state: 'queued' })]);
  const del = jest.spyOn(api, 'delete').mockResolvedValue(null);
  render();
  expect(await screen.findByText('Bluesky refused it: too long.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/publications/pub-1/retry`));
  const queued = screen.getAllByRole('button', { name: 'Cancel' });
  await userEvent.click(queued[0]!);
  await waitFor(() => expect(del).toHaveBeenCalled());
});

it('without a channel it says where to connect one; a viewer sees where it went and changes nothing', async () => {
  mockApi([], [[]]);
  const { unmount } = render();
  const connect = await screen.findByRole('link', { name: 'Settings → Channels' });
  expect(connect).toHaveAttribute('href', '/settings/channels');
  expect(
    screen.getByText(/X \(Twitter\) copies go out to Mastodon and Bluesky from here\. Connect one:/),
  ).toBeInTheDocument();
  unmount();
  mockApi([channel()], [[publication({ state: 'failed', error: 'No.' })]]);
  render({ readOnly: true });
  const section = await screen.findByRole('region', { name: 'Publish to your channels' });
  expect(await within(section).findByText('Failed')).toBeInTheDocument();
  expect(within(section).queryByRole('button')).not.toBeInTheDocument();
});

it('an API refusal is shown as the API says it', async () => {
  mockApi([channel()], [[]]);
  authStore.set(toastsAtom, []);
  jest.spyOn(api, 'post').mockRejectedValue(
    httpError(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Bluesky takes 300 characters and this copy is 320.',
    }),
  );
  render();
  await userEvent.click(await screen.findByRole('combobox', { name: 'Channels to publish to' }));
  await userEvent.click(await screen.findByText('Bluesky: pawsh.bsky.social'));
  await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
  await waitFor(() =>
    expect(authStore.get(toastsAtom).map((t) => t.message)).toContain(
      'Bluesky takes 300 characters and this copy is 320.',
    ),
  );
});

it('nothing is published while the copy has a problem', async () => {
  mockApi([channel()], [[]]);
  render({ problem: 'Too long.' });
  await userEvent.click(await screen.findByRole('combobox', { name: 'Channels to publish to' }));
  await userEvent.click(await screen.findByText('Bluesky: pawsh.bsky.social'));
  expect(screen.getByRole('button', { name: 'Publish now' })).toBeDisabled();
});
