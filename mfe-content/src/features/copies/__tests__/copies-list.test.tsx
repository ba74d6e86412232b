import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Copy } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { httpError, pickOption, renderWithProviders } from '@brandcast/shared/testing';
import CopiesListRoute from '../routes/copies-list';
import { readText } from '../utils/performance-csv';
import { COPY_ID, PROJECT_ID, findDialog, makeCopy, makeProject, paged } from './fixtures';

function mockGet(copies: Copy[] = [makeCopy()]) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/project') return paged([makeProject()]);
    if (url === '/copy') return paged(copies);
    const one = copies.find((copy) => url === `/copy/${copy.id}`);
    if (one) return one;
    throw new Error(`unexpected GET ${url}`);
  });
}

const copyCalls = (get: jest.SpyInstance) => get.mock.calls.filter(([url]) => url === '/copy');

async function openAction(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Fresh beans' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

// The table, its tabs and a modal on top render slowly in jsdom when the 2 cores are busy.

afterEach(() => jest.restoreAllMocks());

it('sends the filters in the URL to the API and a platform tab changes the platform from page 1', async () => {
  const get = mockGet();
  renderWithProviders(<CopiesListRoute />, { route: `/copies?projectId=${PROJECT_ID}&platform=twitter&status=draft&search=beans&page=2` });
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
    expect(copyCalls(get).at(-1)).toEqual(['/copy', { params: { page: 1, size: 20, projectId: PROJECT_ID, status: 'draft', search: 'beans' } }]),
  );
  const search = screen.getByRole('searchbox', { name: 'Search copies' });
  await userEvent.clear(search);
  await userEvent.type(search, 'roast{Enter}');
  await waitFor(() =>
    expect(copyCalls(get).at(-1)).toEqual(['/copy', { params: { page: 1, size: 20, projectId: PROJECT_ID, status: 'draft', search: 'roast' } }]),
  );
});

it('shows a spinner while the copies load', async () => {
  jest.spyOn(api, 'get').mockReturnValue(new Promise(() => {}));
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading copies');
});

it('shows the performance columns and says that tracked-link clicks fill Clicks by themselves', async () => {
  mockGet([makeCopy({ performance: { views: 1234, likes: 56, shares: 7, comments: 8, retweets: 9, clicks: 42, lastUpdated: null } })]);
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  const row = (await screen.findByText('Fresh beans')).closest('tr')!;
  for (const column of ['Views', 'Likes', 'Shares', 'Comments', 'Retweets', 'Clicks', 'Last updated']) {
    expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
  }
  for (const value of ['1,234', '56', '7', '8', '9', '42']) expect(within(row).getByText(value)).toBeInTheDocument();
  expect(screen.getByText(/Clicks on a copy's tracked link are added to Clicks by themselves/)).toBeInTheDocument();
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

it('saves performance typed by hand with PATCH, and refuses a negative number', async () => {
  mockGet();
  const patch = jest.spyOn(api, 'patch').mockResolvedValue(makeCopy());
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  await openAction('Edit performance');
  const dialog = await findDialog('Edit performance');
  const views = within(dialog).getByLabelText('Views');
  expect(views).toHaveValue('10');

  await userEvent.clear(views);
  // The modal takes focus once it has opened: click the field again so the paste lands in it.
  await userEvent.click(views);
  await userEvent.paste('-5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save performance' }));
  expect(await within(dialog).findByText('Views must be a whole number, 0 or more')).toBeInTheDocument();
  expect(patch).not.toHaveBeenCalled();

  await userEvent.clear(views);
  // The modal takes focus once it has opened: click the field again so the paste lands in it.
  await userEvent.click(views);
  await userEvent.paste('250');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save performance' }));
  // Only what changed is sent: numbers counted meanwhile (link clicks) are not written over.
  await waitFor(() => expect(patch).toHaveBeenCalledWith(`/copy/${COPY_ID}`, { performance: { views: 250 } }));
});

it("keeps Clicks out of hand entry when the copy's tracked link counts them", async () => {
  mockGet([makeCopy({ link: { code: 'abcd1234', url: 'http://localhost:3000/r/abcd1234', targetUrl: 'https://example.com', clicks: 4 } })]);
  const patch = jest.spyOn(api, 'patch').mockResolvedValue(makeCopy());
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  await openAction('Edit performance');
  const dialog = await findDialog('Edit performance');
  expect(within(dialog).getByLabelText('Clicks')).toBeDisabled();
  expect(within(dialog).getByText(/Clicks are counted by the copy's tracked link/)).toBeInTheDocument();
  const likes = within(dialog).getByLabelText('Likes');
  await userEvent.clear(likes);
  await userEvent.type(likes, '9');
  expect(likes).toHaveValue('9');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save performance' }));
  await waitFor(() => expect(patch).toHaveBeenCalledWith(`/copy/${COPY_ID}`, { performance: { likes: 9 } }));
});

it('imports a CSV: previews the rows, lists the ones it skips, posts the rest and reports the answer', async () => {
  mockGet();
  const post = jest.spyOn(api, 'post').mockResolvedValue({
    updated: 1,
    skipped: [{ id: 'c0a1b2c3-d4e5-4f60-8a7b-9c8d7e6f5a99', reason: 'Copy not found.' }],
  });
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  await screen.findByText('Fresh beans');
  await userEvent.click(screen.getByRole('button', { name: 'Import performance (CSV)' }));
  const dialog = await findDialog('Import performance from a CSV');
  const csv = [
    'id,platform,views,clicks',
    `${COPY_ID},twitter,"1,200",7`,
    'c0a1b2c3-d4e5-4f60-8a7b-9c8d7e6f5a99,linkedin,30,',
    'not-an-id,twitter,5,5',
    `${COPY_ID.replace('41', '43')},twitter,-3,1`,
  ].join('\n');
  await userEvent.upload(within(dialog).getByLabelText('CSV file'), new File([csv], 'numbers.csv', { type: 'text/csv' }));

  expect(await within(dialog).findByText('numbers.csv: 2 rows to import, 2 to skip.')).toBeInTheDocument();
  expect(within(dialog).getByText(/Line 4 \(not-an-id\): id must be an id/)).toBeInTheDocument();
  expect(within(dialog).getByText(/Line 5 .*views can't be negative/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));

  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/copy/performance/import', {
      rows: [
        { id: COPY_ID, views: 1200, clicks: 7 },
        { id: 'c0a1b2c3-d4e5-4f60-8a7b-9c8d7e6f5a99', views: 30 },
      ],
    }),
  );
  expect(await within(dialog).findByText('Updated 1 copy; skipped 1.')).toBeInTheDocument();
  expect(within(dialog).getByText('c0a1b2c3-d4e5-4f60-8a7b-9c8d7e6f5a99: Copy not found.')).toBeInTheDocument();
});

it('refuses a CSV without an id column before sending anything', async () => {
  mockGet();
  const post = jest.spyOn(api, 'post');
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  await screen.findByText('Fresh beans');
  await userEvent.click(screen.getByRole('button', { name: 'Import performance (CSV)' }));
  const dialog = await findDialog('Import performance from a CSV');
  await userEvent.upload(within(dialog).getByLabelText('CSV file'), new File(['views\n5'], 'x.csv', { type: 'text/csv' }));
  expect(await within(dialog).findByText(/The file needs an "id" column/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  expect(post).not.toHaveBeenCalled();
});

it('offers the actions a draft allows and publishes through the API', async () => {
  mockGet();
  const post = jest.spyOn(api, 'post').mockResolvedValue(makeCopy({ status: 'published' }));
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Fresh beans' }));
  for (const name of ['Publish', 'Schedule', 'Edit performance', 'Duplicate', 'Adapt to another platform (30 credits)', 'Delete']) {
    expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
  }
  expect(screen.queryByRole('menuitem', { name: 'Unschedule' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Publish' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/publish`));
});

it('offers a scheduled copy publish now, reschedule and unschedule, and unschedules it', async () => {
  mockGet([makeCopy({ status: 'scheduled', scheduledDate: '2030-01-15T09:30:00.000Z' })]);
  const post = jest.spyOn(api, 'post').mockResolvedValue(makeCopy());
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  expect(await screen.findByText(/Scheduled for 15 Jan 2030/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Fresh beans' }));
  for (const name of ['Publish now', 'Reschedule']) expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
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
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValue(httpError(402, { message: 'Generating copy costs 30 credits; you have 20. Credits renew monthly; upgrade your plan for more.' }));
  const { queryClient } = renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  await openAction('Adapt to another platform (30 credits)');
  const dialog = await findDialog('Adapt this X (Twitter) copy');
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Adapt to' }));
  await pickOption('LinkedIn');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Adapt — 30 credits' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/adapt`, { platform: 'linkedin' }));
  expect(await within(dialog).findByText(/Generating copy costs 30 credits; you have 20/)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/settings/billing');
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
  const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  expect(await screen.findByText('Numbers updated 2 Nov 2026, 09:30')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  matchMedia.mockRestore();
});

it("on a phone the platform is a picker, not nine tabs cut at the screen's edge, and a card shows its platform's own numbers", async () => {
  const get = mockGet([makeCopy({ platform: 'instagram' })]);
  const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  expect(await screen.findByText('Numbers updated 2 Nov 2026, 09:30')).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.queryByText('Retweets')).not.toBeInTheDocument();
  for (const metric of ['Views', 'Likes', 'Comments', 'Shares', 'Clicks']) expect(screen.getByText(metric)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('combobox', { name: 'Platform' }));
  await pickOption('Facebook');
  await waitFor(() => expect(copyCalls(get).at(-1)?.[1]).toMatchObject({ params: { platform: 'facebook', page: 1 } }));
  matchMedia.mockRestore();
});

it("takes only the numbers the copy's platform has, in its words (LinkedIn counts reactions and impressions)", async () => {
  mockGet([makeCopy({ platform: 'linkedin' })]);
  const patch = jest.spyOn(api, 'patch').mockResolvedValue(makeCopy());
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  await openAction('Edit performance');
  const dialog = await findDialog('Edit performance');
  expect(within(dialog).queryByLabelText('Retweets')).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('Impressions')).toHaveValue('10');
  const reactions = within(dialog).getByLabelText('Reactions');
  await userEvent.clear(reactions);
  await userEvent.type(reactions, '7');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save performance' }));
  await waitFor(() => expect(patch).toHaveBeenCalledWith(`/copy/${COPY_ID}`, { performance: { likes: 7 } }));
});

it('shows a dash, not a zero, for a number the platform does not have', async () => {
  mockGet([makeCopy({ platform: 'instagram' })]);
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  expect(await screen.findByLabelText('Instagram has no retweets')).toHaveTextContent('—');
});

it('downloads every copy matching the filters as a CSV to fill in', async () => {
  const get = mockGet();
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:copies'), revokeObjectURL: () => {} });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderWithProviders(<CopiesListRoute />, { route: '/copies?platform=twitter' });
  await screen.findByText('Fresh beans');
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(copyCalls(get).at(-1)).toEqual(['/copy', { params: { page: 1, size: 100, platform: 'twitter' } }]);
  const text = await readText(blobs[0]!);
  expect(text.split('\r\n')[0]).toBe('id,platform,title,content,views,likes,shares,comments,retweets,clicks,clicks counted by tracked link');
  expect(text).toContain(`${COPY_ID},twitter,Fresh beans,`);
});

it('opens a copy from the list to edit, preview and share it, keeping the page, and closes it', async () => {
  const get = mockGet();
  const patch = jest.spyOn(api, 'patch').mockImplementation(async (_url: string, body?: unknown) => makeCopy(body as Partial<Copy>));
  renderWithProviders(<CopiesListRoute />, { route: '/copies?page=2' });
  await userEvent.click(await screen.findByRole('button', { name: 'X (Twitter): Fresh beans' }));
  const card = await screen.findByRole('region', { name: 'X (Twitter) copy' });
  expect(get).toHaveBeenCalledWith(`/copy/${COPY_ID}`);
  expect(copyCalls(get).at(-1)).toEqual(['/copy', { params: { page: 2, size: 20 } }]);
  expect(within(card).getByRole('link', { name: /Open in X/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/twitter\.com\/intent\/tweet\?text=Coffee/));
  const title = within(card).getByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.type(title, 'Roast day');
  await userEvent.click(within(card).getByRole('button', { name: 'Save edits' }));
  await waitFor(() => expect(patch).toHaveBeenCalledWith(`/copy/${COPY_ID}`, expect.objectContaining({ title: 'Roast day' })));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'X (Twitter) copy' })).not.toBeInTheDocument());
});

it("shows a viewer the copy to read and share, without anything that changes it", async () => {
  mockGet([makeCopy({ role: 'viewer' })]);
  renderWithProviders(<CopiesListRoute />, { route: `/copies?copy=${COPY_ID}` });
  const card = await screen.findByRole('region', { name: 'X (Twitter) copy' });
  expect(within(card).getByLabelText('Copy for X (Twitter)')).toHaveAttribute('readonly');
  expect(within(card).getByRole('button', { name: 'Copy to clipboard' })).toBeInTheDocument();
  for (const name of ['Save edits', 'Publish', 'Suggest hashtags (free)', 'Add a tracked link']) {
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
