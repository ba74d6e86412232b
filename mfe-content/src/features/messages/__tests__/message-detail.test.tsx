import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Message } from '@brandcast/shared';
import { api, creditsQueryKey } from '@brandcast/shared/client';
import { httpError, renderWithProviders } from '@brandcast/shared/testing';
import MessageDetailRoute from '../routes/message-detail';
import { PROJECT_ID, message, testedMessage } from './fixtures';

function renderDetail(answer: Message) {
  jest.spyOn(api, 'get').mockResolvedValue(answer);
  return renderWithProviders(
    <Routes>
      <Route path="/messages/:messageId" element={<MessageDetailRoute />} />
      <Route path="/messages" element={<h1>All messages</h1>} />
    </Routes>,
    { route: `/messages/${answer.id}` },
  );
}

afterEach(() => jest.restoreAllMocks());

it('shows a tested message: its metrics as dials, the parts behind them, and the split-test links with their clicks', async () => {
  const user = userEvent.setup();
  renderDetail(testedMessage);
  expect(await screen.findByRole('heading', { level: 2, name: 'Morning tagline' })).toBeInTheDocument();
  expect(screen.getByText('Testing')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Northwind Coffee' })).toHaveAttribute('href', `/projects/${PROJECT_ID}`);
  expect(screen.getByText('Written by hand')).toBeInTheDocument();

  expect(screen.getByRole('progressbar', { name: 'Clarity: 94 out of 100' })).toHaveAttribute('aria-valuenow', '94');
  expect(screen.getByRole('progressbar', { name: 'Impact: 29 out of 100' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Memorability: 54 out of 100' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Overall score: 59 out of 100' })).toBeInTheDocument();
  const clarity = screen.getByRole('region', { name: 'Clarity: the measured parts' });
  expect(within(clarity).getByText('Flesch reading ease 91: easy for almost anyone.')).toBeInTheDocument();
  expect(within(clarity).getByLabelText('+64 points')).toBeInTheDocument();
  expect(screen.getByText('7 words: short enough to repeat from memory.')).toBeInTheDocument();

  const links = screen.getByRole('region', { name: 'Split test' });
  const variantRow = within(links).getByText('https://brandcast.test/r/def456').closest('tr')!;
  expect(within(variantRow).getByText('9')).toBeInTheDocument();
  expect(within(links).getByText('13')).toBeInTheDocument();
  expect(within(links).getByText('Variant 1, with 9 clicks')).toBeInTheDocument();
  await user.click(within(links).getByRole('button', { name: 'Copy the link for Variant 1' }));
  expect(await navigator.clipboard.readText()).toBe('https://brandcast.test/r/def456');

  expect(screen.getByText('Variant 1: Roasted today, in your cup tomorrow.')).toBeInTheDocument();
  expect(screen.getByText('Written by Brandcast built-in writer')).toBeInTheDocument();
});

it('names no leader on a tie (the server leaves leaderVariantId out)', async () => {
  const tie = testedMessage.testResults!.links.map((link) => ({ ...link, clicks: 5 }));
  renderDetail({
    ...testedMessage,
    testResults: { ...testedMessage.testResults!, links: tie, totalClicks: 10, leaderVariantId: undefined },
  });
  expect(await screen.findByText('No leader yet')).toBeInTheDocument();
});

it('offers an archived message only Duplicate and Delete', async () => {
  renderDetail({ ...message, status: 'archived' });
  expect(await screen.findByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  for (const name of ['Publish', 'Archive', /^Run/, /^Generate variants/]) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
});

it('before a test, shows the live preview of the text, labelled as a preview', async () => {
  renderDetail(message);
  const preview = await screen.findByRole('region', { name: 'Preview: not tested yet' });
  expect(within(preview).getByRole('progressbar', { name: /^Preview Clarity: \d+ out of 100$/ })).toBeInTheDocument();
  expect(within(preview).getByText('No business jargon.')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: /^Clarity/ })).not.toBeInTheDocument();
  expect(screen.getByText(/Not tested yet\. A split test measures/)).toBeInTheDocument();
});

it.each([
  ['Publish', 'publish', { ...message, status: 'published' as const }, 'Published'],
  ['Archive', 'archive', { ...message, status: 'archived' as const }, 'Archived'],
])('%s calls its endpoint and shows the new status', async (button, endpoint, answer, shown) => {
  const post = jest.spyOn(api, 'post').mockResolvedValue(answer);
  renderDetail(message);
  await userEvent.click(await screen.findByRole('button', { name: button }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/message/m1/${endpoint}`));
  expect(await screen.findByText(shown)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument();
});

it('duplicates into a new draft and opens it', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({ ...message, id: 'm2', title: 'Copy of Morning tagline' });
  renderDetail(message);
  await userEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/message/m1/duplicate'));
  expect(await screen.findByRole('heading', { level: 2, name: 'Copy of Morning tagline' })).toBeInTheDocument();
});

it('deletes after a confirmation and goes back to the list', async () => {
  const del = jest.spyOn(api, 'delete').mockResolvedValue(undefined);
  renderDetail(message);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('tooltip');
  expect(del).not.toHaveBeenCalled();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(del).toHaveBeenCalledWith('/message/m1'));
  expect(await screen.findByRole('heading', { name: 'All messages' })).toBeInTheDocument();
});

it('links to making copies from the message and to editing it', async () => {
  renderDetail(message);
  expect(await screen.findByRole('link', { name: 'Make copies' })).toHaveAttribute(
    'href',
    `/copies/new?projectId=${PROJECT_ID}&messageId=m1`,
  );
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/messages/m1/edit');
  expect(screen.getByRole('link', { name: 'Read on the teleprompter' })).toHaveAttribute(
    'href',
    '/teleprompter?message=m1',
  );
});

it('runs a split test to the given page, showing its cost first, and updates the balance', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue(testedMessage);
  const { queryClient } = renderDetail(message);
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  await userEvent.type(await screen.findByLabelText('Where the links lead (optional)'), 'https://northwind.test/offer');
  await userEvent.click(screen.getByRole('button', { name: 'Run split test — 100 credits' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(
      '/message/m1/test',
      { targetUrl: 'https://northwind.test/offer' },
      { idempotent: true },
    ),
  );
  expect(await screen.findByText('https://brandcast.test/r/abc123')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Clarity: 94 out of 100' })).toBeInTheDocument();
  expect(invalidate).toHaveBeenCalledWith({ queryKey: creditsQueryKey });
  // Testing again is allowed, and says what it costs and replaces.
  expect(screen.getByRole('button', { name: 'Run a new split test — 100 credits' })).toBeInTheDocument();
  expect(screen.getByText('A new test replaces these links and starts counting from zero.')).toBeInTheDocument();
});

it('asks for the latest clicks on Refresh', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue(testedMessage);
  renderWithProviders(
    <Routes>
      <Route path="/messages/:messageId" element={<MessageDetailRoute />} />
    </Routes>,
    { route: '/messages/m1' },
  );
  const refresh = await screen.findByRole('button', { name: 'Refresh clicks' });
  const more = testedMessage.testResults!.links.map((link) => ({ ...link, clicks: link.clicks + 10 }));
  get.mockResolvedValue({
    ...testedMessage,
    testResults: { ...testedMessage.testResults!, links: more, totalClicks: 33 },
  });
  await userEvent.click(refresh);
  expect(await screen.findByText('33')).toBeInTheDocument();
  // Read twice (the split test's form also reads the project list, to know if the project is private).
  expect(get.mock.calls.filter(([url]) => url === '/message/m1')).toHaveLength(2);
});

it('refuses a target that is not a web address before spending anything', async () => {
  const post = jest.spyOn(api, 'post');
  renderDetail(message);
  await userEvent.type(await screen.findByLabelText('Where the links lead (optional)'), 'northwind');
  await userEvent.click(screen.getByRole('button', { name: 'Run split test — 100 credits' }));
  expect(
    await screen.findByText('The link must be a web address starting with http:// or https://'),
  ).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it("shows the server's message when a split test costs more than the balance", async () => {
  jest.spyOn(api, 'post').mockRejectedValue(
    httpError(402, {
      statusCode: 402,
      error: 'Payment Required',
      message: 'Running a split test costs 100 credits; you have 40.',
    }),
  );
  renderDetail(message);
  await userEvent.click(await screen.findByRole('button', { name: 'Run split test — 100 credits' }));
  expect(await screen.findByText('Running a split test costs 100 credits; you have 40.')).toBeInTheDocument();
});

it('generates variants for 50 credits and lists them', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({ ...message, variants: testedMessage.variants });
  renderDetail(message);
  expect(await screen.findByText('No variants yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Generate variants — 50 credits' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/message/m1/variants', { count: 3 }, { idempotent: true }));
  expect(await screen.findByText('Variant 1: Roasted today, in your cup tomorrow.')).toBeInTheDocument();
});

it('shows a viewer the message and its results, but no action that changes it', async () => {
  renderDetail({ ...testedMessage, role: 'viewer' });
  expect(await screen.findByText('Shared with you · viewer')).toBeInTheDocument();
  expect(screen.getByText('https://brandcast.test/r/abc123')).toBeInTheDocument();
  for (const name of ['Publish', 'Archive', 'Duplicate', 'Delete', /^Run/, /^Generate variants/]) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Make copies' })).not.toBeInTheDocument();
});

it('shows a missing message as not found, with a way back', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(httpError(404, { message: 'Message not found.' }));
  renderWithProviders(
    <Routes>
      <Route path="/messages/:messageId" element={<MessageDetailRoute />} />
    </Routes>,
    { route: '/messages/nope' },
  );
  expect(await screen.findByText('Message not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/messages');
});

it('shows another failure with a Retry', async () => {
  const get = jest.spyOn(api, 'get').mockRejectedValue(httpError(500));
  renderWithProviders(
    <Routes>
      <Route path="/messages/:messageId" element={<MessageDetailRoute />} />
    </Routes>,
    { route: '/messages/m1' },
  );
  expect(await screen.findByText('Failed to fetch message')).toBeInTheDocument();
  get.mockResolvedValue(message);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Morning tagline' })).toBeInTheDocument();
});
