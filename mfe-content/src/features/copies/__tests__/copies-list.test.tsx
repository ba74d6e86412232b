import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@brandcast/shared/client';
import { atPhoneWidth, httpError, pickOption, renderWithProviders } from '@brandcast/shared/testing';
import CopiesListRoute from '../routes/copies-list';
import {
  COPY_ID,
  PROJECT_ID,
  copyCalls,
  findDialog,
  makeCopy,
  makeProject,
  mockGet,
  openAction,
  paged,
} from './fixtures';

// The table, its tabs and a modal on top render slowly in jsdom when the 2 cores are busy.

afterEach(() => jest.restoreAllMocks());

it('sends the filters in the URL to the API and a platform tab changes the platform from page 1', async () => {
  const get = mockGet();
  renderWithProviders(<CopiesListRoute />, {
    route: `/copies?projectId=${PROJECT_ID}&platform=twitter&status=draft&search=beans&page=2`,
  });
  expect(await screen.findByText('Coffee roasted the day it ships, at your door in two days.')).toBeInTheDocument();
  expect(copyCalls(get).at(-1)).toEqual([
    '/copy',
    { params: { page: 2, size: 20, projectId: PROJECT_ID, platform: 'twitter', status: 'draft', search: 'beans' } },
  ]);
  await userEvent.click(screen.getByRole('tab', { name: 'LinkedIn' }));
  await waitFor(() =>
    expect(copyCalls(get).at(-1)).toEqual([
      '/copy',
      { params: { page: 1, size: 20, projectId: PROJECT_ID, platform: 'linkedin', status: 'draft', search: 'beans' } },
    ]),
  );
  await userEvent.click(screen.getByRole('tab', { name: 'All platforms' }));
  await waitFor(() =>
    expect(copyCalls(get).at(-1)).toEqual([
      '/copy',
      { params: { page: 1, size: 20, projectId: PROJECT_ID, status: 'draft', search: 'beans' } },
    ]),
  );
  const search = screen.getByRole('searchbox', { name: 'Search copies' });
  await userEvent.clear(search);
  await userEvent.type(search, 'roast{Enter}');
  await waitFor(() =>
    expect(copyCalls(get).at(-1)).toEqual([
      '/copy',
      { params: { page: 1, size: 20, projectId: PROJECT_ID, status: 'draft', search: 'roast' } },
    ]),
  );
});

it('shows a spinner while the copies load', async () => {
  jest.spyOn(api, 'get').mockReturnValue(new Promise(() => {}));
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading copies');
});

it('leads to the generator when there are no copies at all', async () => {
  mockGet([]);
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  expect(await screen.findByRole('link', { name: 'Generate your first copy' })).toHaveAttribute('href', '/copies/new');
});

it('says when filters match nothing, without the first-copy prompt', async () => {
  mockGet([]);
  renderWithProviders(<CopiesListRoute />, { route: '/copies?status=published' });
  expect(await screen.findByText('No copies match these filters.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Generate your first copy' })).not.toBeInTheDocument();
});

it('shows the error with a Retry that asks again', async () => {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/project') return paged([makeProject()]);
    throw httpError(503, { message: 'The database is not reachable.' });
  });
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  expect(await screen.findByText('The database is not reachable.')).toBeInTheDocument();
  get.mockImplementation(async (url: string) => (url === '/project' ? paged([makeProject()]) : paged([makeCopy()])));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Fresh beans')).toBeInTheDocument();
});

it('offers the actions a draft allows and publishes through the API', async () => {
  mockGet();
  const post = jest.spyOn(api, 'post').mockResolvedValue(makeCopy({ status: 'published' }));
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Fresh beans' }));
  for (const name of [
    'Mark as published',
    'Schedule',
    'Edit performance',
    'Duplicate',
    'Adapt to another platform (30 credits)',
    'Delete',
  ]) {
    expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
  }
  expect(screen.queryByRole('menuitem', { name: 'Unschedule' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as published' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/publish`));
});

it("keeps each row's actions in view while the wide table scrolls sideways", async () => {
  mockGet();
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  const actions = await screen.findByRole('button', { name: 'Actions for Fresh beans' });
  expect(actions.closest('td')).toHaveClass('ant-table-cell-fix-end');
  expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass('ant-table-cell-fix-end');
});

it('offers a scheduled copy publish now, reschedule and unschedule, and unschedules it', async () => {
  mockGet([makeCopy({ status: 'scheduled', scheduledDate: '2030-01-15T09:30:00.000Z' })]);
  const post = jest.spyOn(api, 'post').mockResolvedValue(makeCopy());
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  expect(await screen.findByText(/Scheduled for Jan 15, 2030/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Fresh beans' }));
  for (const name of ['Mark as published now', 'Reschedule'])
    expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Schedule' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Unschedule' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/unschedule`));
});

it('deletes only after a confirm', async () => {
  mockGet();
  const del = jest.spyOn(api, 'delete').mockResolvedValue(undefined);
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  await openAction('Delete');
  const dialog = await findDialog('Delete this X (Twitter) copy?');
  expect(del).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(del).toHaveBeenCalledWith(`/copy/${COPY_ID}`));
});

it("adapts to another platform for 30 credits and shows the server's 402 message", async () => {
  mockGet();
  const post = jest.spyOn(api, 'post').mockRejectedValue(
    httpError(402, {
      message: 'Generating copy costs 30 credits; you have 20. Credits renew monthly; upgrade your plan for more.',
    }),
  );
  const { queryClient } = renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  await openAction('Adapt to another platform (30 credits)');
  const dialog = await findDialog('Adapt this X (Twitter) copy');
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Adapt to' }));
  await pickOption('LinkedIn');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Adapt — 30 credits' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/adapt`, { platform: 'linkedin' }, { idempotent: true }),
  );
  expect(await within(dialog).findByText(/Generating copy costs 30 credits; you have 20/)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'See the Starter plan' })).toHaveAttribute(
    'href',
    '/settings/billing?plan=starter',
  );
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['credits'] });
});

it('lets a viewer read but not act', async () => {
  mockGet([makeCopy({ role: 'viewer' })]);
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  expect(await screen.findByText('View only')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
});

it('shows cards instead of a table on a phone', async () => {
  mockGet();
  const matchMedia = atPhoneWidth();
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  expect(await screen.findByText(/^Numbers updated Nov 2, 2026, 9:30\sAM$/)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  matchMedia.mockRestore();
});

it("on a phone the platform is a picker, not nine tabs cut at the screen's edge, and a card shows its platform's own numbers", async () => {
  const get = mockGet([makeCopy({ platform: 'instagram' })]);
  const matchMedia = atPhoneWidth();
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  expect(await screen.findByText(/^Numbers updated Nov 2, 2026, 9:30\sAM$/)).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.queryByText('Retweets')).not.toBeInTheDocument();
  for (const metric of ['Views', 'Likes', 'Comments', 'Shares', 'Clicks'])
    expect(screen.getByText(metric)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('combobox', { name: 'Platform' }));
  await pickOption('Facebook');
  await waitFor(() => expect(copyCalls(get).at(-1)?.[1]).toMatchObject({ params: { platform: 'facebook', page: 1 } }));
  matchMedia.mockRestore();
});
