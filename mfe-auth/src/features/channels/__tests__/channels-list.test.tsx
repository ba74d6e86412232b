import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@brandcast/shared/client';
import { atPhoneWidth, httpError, renderWithProviders } from '@brandcast/shared/testing';
import ChannelsTab from '../routes/channels-tab';
import {
  Search,
  answerChannels,
  blueskyChannel,
  mastodonChannel,
  toasts,
  withChannelsSession,
} from './channel-fixtures';

withChannelsSession();

it('lists each channel with its name, linked handle, platform and state; a reconnect-needed one offers Reconnect', async () => {
  answerChannels(() => [mastodonChannel(), blueskyChannel()]);
  renderWithProviders(<ChannelsTab />);

  const mastodon = (await screen.findByText('Ada Lovelace')).closest('tr')!;
  const profile = within(mastodon).getByRole('link', { name: '@ada@mastodon.social' });
  expect(profile).toHaveAttribute('href', 'https://mastodon.social/@ada');
  expect(profile).toHaveAttribute('target', '_blank');
  expect(within(mastodon).getByText('Mastodon')).toBeInTheDocument();
  expect(within(mastodon).getByText('Connected')).toBeInTheDocument();
  expect(within(mastodon).getByText('A')).toBeInTheDocument();
  expect(within(mastodon).queryByRole('button', { name: /^Reconnect/ })).not.toBeInTheDocument();
  expect(within(mastodon).getByRole('button', { name: 'Disconnect @ada@mastodon.social' })).toBeInTheDocument();

  // No display name, no profile address: the handle names it, unlinked.
  const bluesky = screen.getByText('@ada.bsky.social').closest('tr')!;
  expect(within(bluesky).queryByRole('link')).not.toBeInTheDocument();
  expect(within(bluesky).getByText('Bluesky')).toBeInTheDocument();
  expect(within(bluesky).getByText('Reconnect needed')).toBeInTheDocument();
  expect(within(bluesky).queryByText('Connected')).not.toBeInTheDocument();
  expect(within(bluesky).getByRole('button', { name: 'Reconnect @ada.bsky.social' })).toBeInTheDocument();
});

it('says what a channel is for when there is none, and the platforms not connectable yet', async () => {
  answerChannels(() => []);
  renderWithProviders(<ChannelsTab />);
  expect(
    await screen.findByText(
      'No channels yet. Connect Mastodon or Bluesky to publish X copies there straight from Brandcast.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(/X, LinkedIn, Facebook, Instagram and YouTube are not connectable yet/)).toBeInTheDocument();
});

it('says when the list could not be loaded, and loads it again on Try again', async () => {
  const get = jest
    .spyOn(api, 'get')
    .mockRejectedValueOnce(httpError(500, { message: 'The database is unreachable.' }))
    .mockResolvedValue([mastodonChannel()]);
  renderWithProviders(<ChannelsTab />);
  expect(await screen.findByText('The database is unreachable.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(2);
});

it('disconnects only after confirming, saying the posts stay on the platform', async () => {
  let listed = [mastodonChannel(), blueskyChannel()];
  answerChannels(() => listed);
  const del = jest.spyOn(api, 'delete').mockImplementation(async (url: string) => {
    listed = listed.filter((channel) => `/channel/${channel.id}` !== url);
    return null;
  });
  renderWithProviders(<ChannelsTab />);
  const disconnect = await screen.findByRole('button', { name: 'Disconnect @ada@mastodon.social' });

  await userEvent.click(disconnect);
  expect(await screen.findByText('Disconnect @ada@mastodon.social?')).toBeInTheDocument();
  expect(screen.getByText(/Posts already on Mastodon stay there/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(del).not.toHaveBeenCalled();

  await userEvent.click(disconnect);
  await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
  await waitFor(() => expect(del).toHaveBeenCalledWith('/channel/c1'));
  await waitFor(() => expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument());
  expect(del).toHaveBeenCalledTimes(1);
  expect(toasts()).toEqual([{ type: 'success', message: '@ada@mastodon.social was disconnected.' }]);
});

it('shows cards rather than a table on a phone', async () => {
  const matchMedia = atPhoneWidth();
  try {
    answerChannels(() => [mastodonChannel(), blueskyChannel()]);
    renderWithProviders(<ChannelsTab />);
    const card = await screen.findByRole('region', { name: '@ada.bsky.social' });
    expect(within(card).getByText('Reconnect needed')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Disconnect @ada.bsky.social' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '@ada@mastodon.social' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  } finally {
    matchMedia.mockRestore();
  }
});

describe('coming back from the Mastodon server', () => {
  const render = (route: string) =>
    renderWithProviders(
      <>
        <ChannelsTab />
        <Search />
      </>,
      { route, path: '/settings/channels' },
    );

  it('says the account is connected, once: the query leaves the address', async () => {
    answerChannels(() => [mastodonChannel()]);
    render('/settings/channels?connected=%40ada%40mastodon.social');
    expect(
      await screen.findByText('@ada@mastodon.social is connected: Brandcast can publish there.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address query' })).toHaveTextContent(/^$/));
    expect(screen.getByText('@ada@mastodon.social is connected: Brandcast can publish there.')).toBeInTheDocument();
  });

  it("shows the server's error, once: the query leaves the address", async () => {
    answerChannels(() => []);
    render('/settings/channels?error=Mastodon%20did%20not%20allow%20the%20connection.%20Connect%20again%20to%20retry.');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mastodon did not allow the connection. Connect again to retry.');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address query' })).toHaveTextContent(/^$/));
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Mastodon did not allow the connection/)).not.toBeInTheDocument();
  });

  it('shows nothing without either', async () => {
    answerChannels(() => []);
    render('/settings/channels');
    expect(await screen.findByText(/No channels yet/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/is connected/)).not.toBeInTheDocument();
  });
});
