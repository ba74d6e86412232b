import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Copy } from '@brandcast/shared';
import { api, authStore, toastsAtom } from '@brandcast/shared/client';
import { COPY_ID, makeCopy } from './fixtures';
import { renderWithCard } from './generator';

/* /copies/new: a written copy's card: edit, count, schedule, publish, share and its tracked link. */

// Each card holds a form, a preview, a date picker and share links: slow in jsdom when the 2 cores are busy.

afterEach(() => jest.restoreAllMocks());

it("counts X's way what gets shared, with the hashtags sharing adds, and blocks saving past 280", async () => {
  const { card } = await renderWithCard();
  const text = within(card).getByLabelText('Copy for X (Twitter)');
  // 58 characters of copy, then a blank line and #coffee, which the text does not carry yet.
  expect(within(card).getByText(/^67 \/ 280 characters with its link and hashtags/)).toBeInTheDocument();
  await userEvent.clear(text);
  await userEvent.click(text);
  await userEvent.paste('a'.repeat(270) + ' 🎉🎉🎉🎉🎉');
  // 270 + a space + five emoji weighing 2 each = 281: too long even alone (the API refuses it too).
  expect(
    within(card).getByText(/^X \(Twitter\) allows 280 characters; this copy has 281\. Shorten it by 1\./),
  ).toBeInTheDocument();
  expect(text).toHaveAttribute('aria-invalid', 'true');
  expect(within(card).getByRole('button', { name: 'Save edits' })).toBeDisabled();
  expect(within(card).getByRole('button', { name: 'Mark as published' })).toBeDisabled();
  // 279 fits alone, but not with the hashtag added when it is shared.
  await userEvent.clear(text);
  await userEvent.paste('a'.repeat(270) + ' 🎉🎉🎉🎉');
  expect(within(card).getByText(/^288 \/ 280 characters with its link and hashtags/)).toBeInTheDocument();
  expect(
    within(card).getByText(/with its link and hashtags this post has 288\. Shorten it by 8 or drop a hashtag\./),
  ).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Save edits' })).toBeDisabled();
  await userEvent.clear(text);
  await userEvent.paste('a'.repeat(261) + ' 🎉🎉🎉🎉');
  expect(within(card).getByText(/^279 \/ 280 characters with its link and hashtags/)).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Save edits' })).toBeEnabled();
});

it('saves edits with PATCH, and suggests hashtags for free', async () => {
  const { card, post } = await renderWithCard();
  const patch = jest
    .spyOn(api, 'patch')
    .mockImplementation(async (_url: string, body?: unknown) => makeCopy(body as Partial<Copy>));
  const title = within(card).getByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.type(title, 'Roast day');
  await userEvent.click(within(card).getByRole('button', { name: 'Save edits' }));
  await waitFor(() =>
    expect(patch).toHaveBeenCalledWith(`/copy/${COPY_ID}`, {
      title: 'Roast day',
      content: 'Coffee roasted the day it ships, at your door in two days.',
      hashtags: ['#coffee'],
    }),
  );
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Save edits' })).toBeDisabled());

  post.mockResolvedValue(makeCopy({ title: 'Roast day', hashtags: ['#coffee', '#freshroast'] }));
  await userEvent.click(within(card).getByRole('button', { name: 'Suggest hashtags (free)' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/hashtags`));
  expect(await within(card).findAllByText('#freshroast')).not.toHaveLength(0);
});

it('schedules with the date picked, sent as ISO 8601 with an offset', async () => {
  const { card, post } = await renderWithCard();
  post.mockResolvedValue(makeCopy({ status: 'scheduled', scheduledDate: '2030-01-15T09:30:00.000Z' }));
  const picker = within(card).getByLabelText('Remind me to post on');
  // The time picked is the browser's: its zone is named beside the picker (issue 28).
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone.replace(/_/g, ' ');
  expect(picker).toHaveAccessibleDescription(expect.stringContaining(`Time zone: ${zone}`));
  await userEvent.click(picker);
  await userEvent.type(picker, '2030-01-15 09:30');
  await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
  await userEvent.click(within(card).getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/schedule`, expect.anything()));
  const { scheduledDate } = post.mock.calls.at(-1)![1] as { scheduledDate: string };
  expect(scheduledDate).toMatch(/^2030-01-15T09:30:00[+-]\d\d:\d\d$/);
  expect(new Date(scheduledDate).getTime()).toBe(new Date(2030, 0, 15, 9, 30).getTime());
  expect(await within(card).findByText(/Scheduled for Jan 15, 2030/)).toBeInTheDocument();
});

it('refuses to schedule in the past', async () => {
  const { card, post } = await renderWithCard();
  await userEvent.click(within(card).getByRole('button', { name: 'Schedule' }));
  expect(await within(card).findByText('Pick a date and time first.')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalledWith(`/copy/${COPY_ID}/schedule`, expect.anything());
});

it('saves the edits on screen before publishing, so what goes out is what was written', async () => {
  const { card, post } = await renderWithCard();
  const patch = jest.spyOn(api, 'patch').mockResolvedValue(makeCopy({ content: 'Roasted today.' }));
  post.mockResolvedValue(
    makeCopy({ content: 'Roasted today.', status: 'published', publishedAt: '2026-11-03T10:00:00.000Z' }),
  );
  const text = within(card).getByLabelText('Copy for X (Twitter)');
  await userEvent.clear(text);
  await userEvent.paste('Roasted today.');
  await userEvent.click(within(card).getByRole('button', { name: 'Mark as published' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/publish`));
  expect(patch).toHaveBeenCalledWith(`/copy/${COPY_ID}`, {
    title: 'Fresh beans',
    content: 'Roasted today.',
    hashtags: ['#coffee'],
  });
  expect(patch.mock.invocationCallOrder[0]).toBeLessThan(post.mock.invocationCallOrder.at(-1)!);
});

it('unschedules a scheduled copy back to a draft', async () => {
  const { card, post } = await renderWithCard(
    makeCopy({ status: 'scheduled', scheduledDate: '2030-01-15T09:30:00.000Z' }),
  );
  post.mockResolvedValue(makeCopy());
  expect(within(card).getByRole('button', { name: 'Mark as published now' })).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Unschedule' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/unschedule`));
  expect(await within(card).findByRole('button', { name: 'Schedule' })).toBeInTheDocument();
});

it('marks the copy as published, and says it went nowhere: the author posts it on its platform (issue 28)', async () => {
  const { card, post } = await renderWithCard();
  authStore.set(toastsAtom, []);
  expect(within(card).getByText(/^Meant for X \(Twitter\)\. Brandcast posts nothing itself yet/)).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument();
  post.mockResolvedValue(makeCopy({ status: 'published', publishedAt: '2026-11-03T10:00:00.000Z' }));
  await userEvent.click(within(card).getByRole('button', { name: 'Mark as published' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/publish`));
  expect(await within(card).findByText(/^Marked published Nov 3, 2026/)).toBeInTheDocument();
  expect(authStore.get(toastsAtom).map((t) => t.message)).toEqual([
    'Marked as published. Post it on X (Twitter): Brandcast posts nothing itself yet.',
  ]);
});

it("offers its own platform's composer only, with the text, and the tracked link once there is one", async () => {
  const { card, post } = await renderWithCard();
  const text = 'Coffee roasted the day it ships, at your door in two days.\n\n#coffee';
  expect(within(card).getByRole('link', { name: 'Open in X' })).toHaveAttribute(
    'href',
    `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`,
  );
  expect(within(card).queryByRole('link', { name: 'Open in LinkedIn' })).not.toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Open in Facebook' })).not.toBeInTheDocument();

  const link = {
    code: 'abc123',
    url: 'https://brandcast.test/r/abc123',
    targetUrl: 'https://northwind.example/beans',
    clicks: 0,
  };
  post.mockResolvedValue(makeCopy({ link }));
  await userEvent.type(within(card).getByLabelText('Page the link leads to'), 'https://northwind.example/beans');
  await userEvent.click(within(card).getByRole('button', { name: 'Add a tracked link' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(`/copy/${COPY_ID}/link`, { targetUrl: 'https://northwind.example/beans' }),
  );
  await waitFor(() =>
    expect(within(card).getByRole('link', { name: 'Open in X' }).getAttribute('href')).toContain(
      encodeURIComponent(link.url),
    ),
  );
});

it('keeps a hashtags field its own row when the button does not fit beside it', async () => {
  const { card } = await renderWithCard();
  const field = within(card).getByTitle('#coffee').closest('.ant-select');
  expect(field).toHaveStyle({ flex: '1 1 260px' });
  expect(field?.closest('.ant-space-compact')).toBeNull();
  expect(field?.parentElement).toHaveClass('ant-flex-wrap-wrap');
});

it('changes where a tracked link leads, keeping the link, and Cancel or Escape leave it as it was', async () => {
  const { card, post } = await renderWithCard();
  const link = {
    code: 'abc123',
    url: 'https://brandcast.test/r/abc123',
    targetUrl: 'https://northwind.example/beans',
    clicks: 4,
  };
  post.mockResolvedValue(makeCopy({ link }));
  await userEvent.type(within(card).getByLabelText('Page the link leads to'), link.targetUrl);
  await userEvent.click(within(card).getByRole('button', { name: 'Add a tracked link' }));
  expect(await within(card).findByText(/leads to https:\/\/northwind.example\/beans · 4 clicks/)).toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Change where it leads' }));
  const input = within(card).getByLabelText('Page the link leads to');
  expect(input).toHaveValue(link.targetUrl);
  expect(input).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(within(card).queryByLabelText('Page the link leads to')).not.toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Change where it leads' }));
  await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
  expect(within(card).getByText(/leads to https:\/\/northwind.example\/beans/)).toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Change where it leads' }));
  const retargeted = { ...link, targetUrl: 'https://northwind.example/gifts' };
  post.mockResolvedValue(makeCopy({ link: retargeted }));
  await userEvent.clear(within(card).getByLabelText('Page the link leads to'));
  await userEvent.type(within(card).getByLabelText('Page the link leads to'), `${retargeted.targetUrl}{Enter}`);
  await waitFor(() =>
    expect(post).toHaveBeenLastCalledWith(`/copy/${COPY_ID}/link`, { targetUrl: retargeted.targetUrl }),
  );
  expect(await within(card).findByText(/leads to https:\/\/northwind.example\/gifts · 4 clicks/)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: link.url })).toBeInTheDocument();
});

it('refuses a tracked link that is not a web address, before asking the API', async () => {
  const { card, post } = await renderWithCard();
  await userEvent.type(within(card).getByLabelText('Page the link leads to'), 'northwind');
  await userEvent.click(within(card).getByRole('button', { name: 'Add a tracked link' }));
  expect(
    await within(card).findByText('The link must be a web address starting with http:// or https://'),
  ).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);
});

it('copies the text and hashtags to the clipboard', async () => {
  const { card } = await renderWithCard();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await userEvent.click(within(card).getByRole('button', { name: 'Copy to clipboard' }));
  expect(writeText).toHaveBeenCalledWith('Coffee roasted the day it ships, at your door in two days.\n\n#coffee');
});

it('says which provider wrote the copy, and why the built-in one stood in', async () => {
  const { card } = await renderWithCard(
    makeCopy({ providerNote: 'The AI model did not answer in time; the built-in writer wrote this instead.' }),
  );
  expect(within(card).getByText('Written by Brandcast built-in writer.')).toBeInTheDocument();
  expect(
    within(card).getByText('The AI model did not answer in time; the built-in writer wrote this instead.'),
  ).toBeInTheDocument();
});
