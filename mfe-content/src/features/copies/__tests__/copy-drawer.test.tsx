import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Copy } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { httpError, renderWithProviders } from '@brandcast/shared/testing';
import CopiesListRoute from '../routes/copies-list';
import { COPY_ID, copyCalls, makeCopy, makeProject, mockGet, openAction, paged } from './fixtures';

/* /copies?copy={id}: a copy opened from the list in the drawer. */

// The table, its tabs and a modal on top render slowly in jsdom when the 2 cores are busy.

afterEach(() => jest.restoreAllMocks());

it('opens a copy from the list to edit, preview and share it, keeping the page, and closes it', async () => {
  const get = mockGet();
  const patch = jest
    .spyOn(api, 'patch')
    .mockImplementation(async (_url: string, body?: unknown) => makeCopy(body as Partial<Copy>));
  renderWithProviders(<CopiesListRoute />, { route: '/copies?page=2' });
  await userEvent.click(await screen.findByRole('button', { name: 'X (Twitter): Fresh beans' }));
  const card = await screen.findByRole('region', { name: 'X (Twitter) copy' });
  expect(get).toHaveBeenCalledWith(`/copy/${COPY_ID}`);
  expect(copyCalls(get).at(-1)).toEqual(['/copy', { params: { page: 2, size: 20 } }]);
  expect(within(card).getByRole('link', { name: /Open in X/ })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/twitter\.com\/intent\/tweet\?text=Coffee/),
  );
  const title = within(card).getByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.type(title, 'Roast day');
  await userEvent.click(within(card).getByRole('button', { name: 'Save edits' }));
  await waitFor(() =>
    expect(patch).toHaveBeenCalledWith(`/copy/${COPY_ID}`, expect.objectContaining({ title: 'Roast day' })),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'X (Twitter) copy' })).not.toBeInTheDocument());
});

it('shows a viewer the copy to read and share, without anything that changes it', async () => {
  mockGet([makeCopy({ role: 'viewer' })]);
  renderWithProviders(<CopiesListRoute />, { route: `/copies?copy=${COPY_ID}` });
  const card = await screen.findByRole('region', { name: 'X (Twitter) copy' });
  expect(within(card).getByLabelText('Copy for X (Twitter)')).toHaveAttribute('readonly');
  expect(within(card).getByRole('button', { name: 'Copy to clipboard' })).toBeInTheDocument();
  for (const name of ['Save edits', 'Mark as published', 'Suggest hashtags (free)', 'Add a tracked link']) {
    expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
  }
});

it('says so when the copy in the link no longer exists', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/project') return paged([makeProject()]);
    if (url === '/copy') return paged([makeCopy()]);
    throw httpError(404, 'Copy not found');
  });
  renderWithProviders(<CopiesListRoute />, { route: '/copies?copy=c0a1b2c3-d4e5-4f60-8a7b-9c8d7e6f5a99' });
  expect(await screen.findByText('Copy not found')).toBeInTheDocument();
});

it('says a failed read of the copy in the link is about that one copy, not the list', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/project') return paged([makeProject()]);
    if (url === '/copy') return paged([makeCopy()]);
    throw httpError(500);
  });
  renderWithProviders(<CopiesListRoute />, { route: `/copies?copy=${COPY_ID}` });
  expect(await screen.findByText('Failed to fetch copy')).toBeInTheDocument();
  expect(screen.queryByText('Failed to fetch copies')).not.toBeInTheDocument();
});

it('opens the duplicate it writes, to be worked on', async () => {
  const duplicate = makeCopy({ id: 'c0a1b2c3-d4e5-4f60-8a7b-9c8d7e6f5a42', title: 'Fresh beans (copy)' });
  mockGet([makeCopy(), duplicate]);
  const post = jest.spyOn(api, 'post').mockResolvedValue(duplicate);
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  await openAction('Duplicate');
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/duplicate`));
  const card = await screen.findByRole('region', { name: 'X (Twitter) copy' });
  expect(within(card).getByLabelText('Title')).toHaveValue('Fresh beans (copy)');
});
