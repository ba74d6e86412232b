import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import CopiesListRoute from '../routes/copies-list';
import { readText } from '../utils/performance-csv';
import { COPY_ID, copyCalls, findDialog, makeCopy, mockGet, openAction } from './fixtures';

/* /copies: the performance numbers, typed by hand, imported from a CSV and downloaded to fill in. */

// The table, its tabs and a modal on top render slowly in jsdom when the 2 cores are busy.

afterEach(() => jest.restoreAllMocks());

it('shows the performance columns and says that tracked-link clicks fill Clicks by themselves', async () => {
  mockGet([
    makeCopy({
      performance: { views: 1234, likes: 56, shares: 7, comments: 8, retweets: 9, clicks: 42, lastUpdated: null },
    }),
  ]);
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  const row = (await screen.findByText('Fresh beans')).closest('tr')!;
  // One Performance column, not six numbers and a date, so no column is cut at 1280 px ("Re…").
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Copy',
    'Platform',
    'Status',
    'Performance',
    'Actions',
  ]);
  const numbers = within(row)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(numbers).toEqual([
    ['Views', '1,234'],
    ['Likes', '56'],
    ['Shares', '7'],
    ['Replies', '8'],
    ['Retweets', '9'],
    ['Clicks', '42'],
  ]);
  expect(within(row).getByText('No numbers yet')).toBeInTheDocument();
  expect(screen.getByText(/Clicks on a copy's tracked link are added to Clicks by themselves/)).toBeInTheDocument();
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
  mockGet([
    makeCopy({
      link: { code: 'abcd1234', url: 'http://localhost:3000/r/abcd1234', targetUrl: 'https://example.com', clicks: 4 },
    }),
  ]);
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
  await userEvent.upload(
    within(dialog).getByLabelText('CSV file'),
    new File([csv], 'numbers.csv', { type: 'text/csv' }),
  );

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
  await userEvent.upload(
    within(dialog).getByLabelText('CSV file'),
    new File(['views\n5'], 'x.csv', { type: 'text/csv' }),
  );
  expect(await within(dialog).findByText(/The file needs an "id" column/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  expect(post).not.toHaveBeenCalled();
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

it('shows only the numbers the platform has, in its words, never a zero for one it does not have', async () => {
  mockGet([makeCopy({ platform: 'instagram' })]);
  renderWithProviders(<CopiesListRoute />, { route: '/copies' });
  const row = (await screen.findByText('Fresh beans')).closest('tr')!;
  expect(
    within(row)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Views', 'Likes', 'Shares', 'Comments', 'Clicks']);
  expect(within(row).queryByText(/retweets/i)).not.toBeInTheDocument();
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
  expect(text.split('\r\n')[0]).toBe(
    'id,platform,title,content,views,likes,shares,comments,retweets,clicks,clicks counted by tracked link',
  );
  expect(text).toContain(`${COPY_ID},twitter,Fresh beans,`);
});
