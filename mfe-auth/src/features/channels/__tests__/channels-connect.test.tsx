import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLUESKY_WRONG_PASSWORD } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { httpError, renderWithProviders } from '@brandcast/shared/testing';
import ChannelsTab from '../routes/channels-tab';
import { answerChannels, blueskyChannel, mastodonChannel, toasts, withChannelsSession } from './channel-fixtures';

withChannelsSession();

const authorizeUrl = 'https://mastodon.social/oauth/authorize?client_id=abc&state=xyz';

describe('Connect Bluesky', () => {
  it("refuses empty fields with the schema's messages before asking the server", async () => {
    answerChannels(() => []);
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<ChannelsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Bluesky' }));
    expect(await screen.findByText('Type your Bluesky handle, e.g. yourname.bsky.social')).toBeInTheDocument();
    expect(
      screen.getByText('Paste an app password made in Bluesky: Settings → Privacy and security → App passwords'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('connects with handle and app password, empties the form and lists the new channel', async () => {
    let listed = [mastodonChannel()];
    answerChannels(() => listed);
    const post = jest.spyOn(api, 'post').mockImplementation(async () => {
      const connected = blueskyChannel({ state: 'connected', displayName: 'Ada on Bluesky' });
      listed = [...listed, connected];
      return connected;
    });
    renderWithProviders(<ChannelsTab />);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(/Not your account password: make an app password in Bluesky/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Handle'), '@ada.bsky.social');
    await userEvent.type(screen.getByLabelText('App password'), 'abcd-efgh-ijkl-mnop');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Bluesky' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/channel/bluesky', {
        handle: 'ada.bsky.social',
        appPassword: 'abcd-efgh-ijkl-mnop',
      }),
    );
    expect(await screen.findByText('Ada on Bluesky')).toBeInTheDocument();
    expect(screen.getByLabelText('Handle')).toHaveValue('');
    expect(screen.getByLabelText('App password')).toHaveValue('');
    expect(toasts()).toEqual([
      { type: 'success', message: '@ada.bsky.social is connected: Brandcast can publish there.' },
    ]);
  });

  it('signs in at your own PDS when asked to', async () => {
    answerChannels(() => []);
    const post = jest.spyOn(api, 'post').mockResolvedValue(blueskyChannel({ state: 'connected' }));
    renderWithProviders(<ChannelsTab />);
    expect(screen.queryByLabelText('Your own PDS')).not.toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Handle'), 'ada.example.com');
    await userEvent.type(screen.getByLabelText('App password'), 'secret-app-pass');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I host my own PDS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Connect Bluesky' }));
    expect(await screen.findByText('Type your PDS’s address, e.g. pds.example.com')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Your own PDS'), 'pds.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Bluesky' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/channel/bluesky', {
        handle: 'ada.example.com',
        appPassword: 'secret-app-pass',
        service: 'pds.example.com',
      }),
    );
  });

  it("shows the API's message under the form when Bluesky refuses", async () => {
    answerChannels(() => []);
    jest.spyOn(api, 'post').mockRejectedValue(httpError(400, { message: BLUESKY_WRONG_PASSWORD }));
    renderWithProviders(<ChannelsTab />);
    await userEvent.type(await screen.findByLabelText('Handle'), 'ada.bsky.social');
    await userEvent.type(screen.getByLabelText('App password'), 'my-real-password');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Bluesky' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BLUESKY_WRONG_PASSWORD);
    // What was typed stays, to be corrected.
    expect(screen.getByLabelText('Handle')).toHaveValue('ada.bsky.social');
  });

  it('Reconnect fills the handle in and puts the cursor on the app password', async () => {
    answerChannels(() => [blueskyChannel()]);
    renderWithProviders(<ChannelsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reconnect @ada.bsky.social' }));
    expect(screen.getByLabelText('Handle')).toHaveValue('ada.bsky.social');
    expect(screen.getByLabelText('App password')).toHaveFocus();
    expect(screen.queryByLabelText('Your own PDS')).not.toBeInTheDocument();
  });

  it('Reconnect of an account on its own PDS fills that PDS in too', async () => {
    answerChannels(() => [blueskyChannel({ handle: 'ada.example.com', server: 'https://pds.example.com' })]);
    renderWithProviders(<ChannelsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reconnect @ada.example.com' }));
    expect(screen.getByLabelText('Handle')).toHaveValue('ada.example.com');
    expect(screen.getByRole('checkbox', { name: 'I host my own PDS' })).toBeChecked();
    expect(await screen.findByLabelText('Your own PDS')).toHaveValue('pds.example.com');
  });
});

describe('Connect Mastodon', () => {
  it("asks for the server's sign-in page and sends the browser there", async () => {
    answerChannels(() => []);
    let answer: (value: { authorizeUrl: string }) => void = () => {};
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve as never)));
    const goTo = jest.fn();
    renderWithProviders(<ChannelsTab goTo={goTo} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue on your server' }));
    expect(await screen.findByText('Type the server’s address, e.g. mastodon.social')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Your server'), ' mastodon.social ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue on your server' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/channel/mastodon', { server: 'mastodon.social' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Continue on your server/ })).toHaveClass('ant-btn-loading'),
    );
    expect(goTo).not.toHaveBeenCalled();
    answer({ authorizeUrl });
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(authorizeUrl));
  });

  it("shows the API's message when the server is no Mastodon server", async () => {
    answerChannels(() => []);
    const message = 'example.com did not answer as a Mastodon server: 404. Check the address.';
    jest.spyOn(api, 'post').mockRejectedValue(httpError(400, { message }));
    const goTo = jest.fn();
    renderWithProviders(<ChannelsTab goTo={goTo} />);
    await userEvent.type(await screen.findByLabelText('Your server'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue on your server' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(goTo).not.toHaveBeenCalled();
  });

  it("Reconnect starts the sign-in again on the channel's server", async () => {
    answerChannels(() => [mastodonChannel({ state: 'reconnect' })]);
    const post = jest.spyOn(api, 'post').mockResolvedValue({ authorizeUrl });
    const goTo = jest.fn();
    renderWithProviders(<ChannelsTab goTo={goTo} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reconnect @ada@mastodon.social' }));
    expect(post).toHaveBeenCalledWith('/channel/mastodon', { server: 'https://mastodon.social' });
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(authorizeUrl));
    expect(screen.getByLabelText('Your server')).toHaveValue('mastodon.social');
  });
});
