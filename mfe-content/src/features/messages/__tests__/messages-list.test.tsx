import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { api } from '@brandcast/shared/client';
import { pickOption, renderWithProviders } from '@brandcast/shared/testing';
import MessagesListRoute from '../routes/messages-list';
import { PROJECT_ID, message, paged, project } from './fixtures';

/** Shows the URL's query, to check that filters are kept in it. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderList(route: string, messages = [message]) {
  const get = jest
    .spyOn(api, 'get')
    .mockImplementation(async (url: string) => (url === '/project' ? paged([project]) : paged(messages)));
  const result = renderWithProviders(
    <>
      <MessagesListRoute />
      <Search />
    </>,
    { route },
  );
  return { get, ...result };
}

const messageCalls = (get: jest.SpyInstance) => get.mock.calls.filter(([url]) => url === '/message');

afterEach(() => jest.restoreAllMocks());

it('sends the filters in the URL to the API and shows each message with its project, type, status and score', async () => {
  const { get } = renderList(`/messages?projectId=${PROJECT_ID}&status=draft&page=2`);
  expect(await screen.findByRole('link', { name: 'Morning tagline' })).toHaveAttribute('href', '/messages/m1');
  const row = screen.getByRole('link', { name: 'Morning tagline' }).closest('tr')!;
  expect(within(row).getByText('Northwind Coffee')).toBeInTheDocument();
  expect(within(row).getByText('Tagline')).toBeInTheDocument();
  expect(within(row).getByText('Draft')).toBeInTheDocument();
  expect(within(row).getByText('Not tested')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/message', {
    params: { page: 2, size: 20, projectId: PROJECT_ID, status: 'draft' },
  });
});

it('puts a new search and a type in the URL and the API query, back on page 1', async () => {
  const { get } = renderList('/messages?status=draft&page=3');
  await screen.findByRole('link', { name: 'Morning tagline' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'fresh{Enter}');
  await waitFor(() =>
    expect(messageCalls(get).at(-1)).toEqual([
      '/message',
      { params: { page: 1, size: 20, status: 'draft', search: 'fresh' } },
    ]),
  );
  expect(screen.getByTestId('search')).toHaveTextContent('?status=draft&search=fresh');

  await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
  await pickOption('Value proposition');
  await waitFor(() =>
    expect(messageCalls(get).at(-1)).toEqual([
      '/message',
      { params: { page: 1, size: 20, status: 'draft', type: 'value_proposition', search: 'fresh' } },
    ]),
  );
  expect(screen.getByTestId('search')).toHaveTextContent('type=value_proposition');
});

it('leads to writing the first message when there are none', async () => {
  renderList('/messages', []);
  expect(await screen.findByRole('link', { name: 'Write your first message' })).toHaveAttribute(
    'href',
    '/messages/new',
  );
});

it('says when filters match nothing, and clears them', async () => {
  const { get } = renderList('/messages?status=archived', []);
  await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(messageCalls(get).at(-1)).toEqual(['/message', { params: { page: 1, size: 20 } }]));
  expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
});

it('starts a new message in the filtered project', async () => {
  renderList(`/messages?projectId=${PROJECT_ID}`);
  expect(await screen.findByRole('link', { name: 'New message' })).toHaveAttribute(
    'href',
    `/messages/new?projectId=${PROJECT_ID}`,
  );
});

it('shows a viewer no write actions', async () => {
  renderList('/messages', [{ ...message, role: 'viewer' }]);
  const row = (await screen.findByRole('link', { name: 'Morning tagline' })).closest('tr')!;
  expect(within(row).getByText('Read only · viewer')).toBeInTheDocument();
  for (const verb of ['Edit', 'Publish', 'Archive', 'Duplicate', 'Delete']) {
    expect(within(row).queryByRole('button', { name: new RegExp(`^${verb}`) })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: new RegExp(`^${verb}`) })).not.toBeInTheDocument();
  }
});

it('publishes from the row, and deletes only after a confirmation', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({ ...message, status: 'published' });
  const del = jest.spyOn(api, 'delete').mockResolvedValue(undefined);
  renderList('/messages');
  await userEvent.click(await screen.findByRole('button', { name: 'Publish Morning tagline' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/message/m1/publish'));

  await userEvent.click(screen.getByRole('button', { name: 'Delete Morning tagline' }));
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText('Delete Morning tagline?')).toBeInTheDocument();
  expect(del).not.toHaveBeenCalled();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(del).toHaveBeenCalledWith('/message/m1'));
});

it('offers only the transitions of the status: a published message is not published again', async () => {
  renderList('/messages', [{ ...message, status: 'published' }]);
  await screen.findByRole('link', { name: 'Morning tagline' });
  expect(screen.queryByRole('button', { name: 'Publish Morning tagline' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Archive Morning tagline' })).toBeInTheDocument();
});

it('shows the error with a Retry that asks again', async () => {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/project') return paged([project]);
    throw new Error('network');
  });
  renderWithProviders(<MessagesListRoute />, { route: '/messages' });
  expect(await screen.findByText('Failed to fetch messages')).toBeInTheDocument();
  get.mockImplementation(async (url: string) => (url === '/project' ? paged([project]) : paged([message])));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Morning tagline' })).toBeInTheDocument();
});

it('shows cards instead of a table on a phone', async () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('max-width: 767px'),
  })) as typeof window.matchMedia;
  try {
    renderList('/messages');
    expect(await screen.findByRole('link', { name: 'Morning tagline' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish Morning tagline' })).toBeInTheDocument();
  } finally {
    window.matchMedia = matchMedia;
  }
});
