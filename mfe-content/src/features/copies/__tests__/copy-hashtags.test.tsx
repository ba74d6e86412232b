import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Copy } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { makeCopy } from './fixtures';
import { renderWithCard } from './generator';

/* A copy's hashtags live in its list: the text shown, copied, shared and counted is composed from text + list. */

afterEach(() => jest.restoreAllMocks());

// As the writers store a copy: its list's tags also end its text.
const STORED = makeCopy({ content: 'Roasted today.\n\n#Coffee #beans', hashtags: ['#coffee', '#beans'] });

const clipboard = () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
};

it('shows and copies the hashtags once, from the list, for a copy stored with them in its text', async () => {
  const { card } = await renderWithCard(STORED);
  // The text field holds the text; the tags are in the list only.
  expect(within(card).getByLabelText('Copy for X (Twitter)')).toHaveValue('Roasted today.');
  const preview = within(card).getByRole('figure', { name: 'Preview on X (Twitter)' });
  expect(within(preview).getAllByText(/#coffee/i)).toHaveLength(1);
  expect(within(preview).getByText('#coffee #beans')).toBeInTheDocument();
  const writeText = clipboard();
  await userEvent.click(within(card).getByRole('button', { name: 'Copy to clipboard' }));
  expect(writeText).toHaveBeenCalledWith('Roasted today.\n\n#coffee #beans');
  // 14 + 2 + 14: the text, a blank line, the two tags.
  expect(within(card).getByText(/^30 \/ 280 characters with its link and hashtags/)).toBeInTheDocument();
}, 30000);

it('drops a tag removed from the list everywhere: preview, clipboard, share link, counter, and what is saved', async () => {
  const { card, post } = await renderWithCard(STORED);
  // The list's tag "#coffee", removed with its ×.
  const tag = card.querySelector('.ant-select-selection-item[title="#coffee"] .ant-select-selection-item-remove');
  await userEvent.click(tag as HTMLElement);
  const preview = within(card).getByRole('figure', { name: 'Preview on X (Twitter)' });
  expect(within(preview).queryByText(/#coffee/i)).not.toBeInTheDocument();
  expect(within(preview).getByText('#beans')).toBeInTheDocument();
  const writeText = clipboard();
  await userEvent.click(within(card).getByRole('button', { name: 'Copy to clipboard' }));
  expect(writeText).toHaveBeenCalledWith('Roasted today.\n\n#beans');
  expect(within(card).getByRole('link', { name: 'Open in X' })).toHaveAttribute(
    'href',
    `https://twitter.com/intent/tweet?text=${encodeURIComponent('Roasted today.\n\n#beans')}`,
  );
  expect(within(card).getByText(/^22 \/ 280 characters/)).toBeInTheDocument();

  // Saved, the text no longer carries the tags: the list is their one home.
  const patch = jest.spyOn(api, 'patch').mockImplementation(async (_url: string, body?: unknown) => ({
    ...STORED,
    ...(body as Partial<Copy>),
  }));
  await userEvent.click(within(card).getByRole('button', { name: 'Save edits' }));
  expect(patch).toHaveBeenCalledWith(
    expect.stringContaining('/copy/'),
    expect.objectContaining({ content: 'Roasted today.', hashtags: ['#beans'] }),
  );
  expect(post).toHaveBeenCalledTimes(1);
}, 30000);

it('gives an email no hashtags: no field, none in its preview or on the clipboard', async () => {
  const email = makeCopy({
    platform: 'email',
    content: 'Hi there,\n\nRoasted today.\n\n#coffee',
    hashtags: ['#coffee'],
  });
  const { card } = await renderWithCard(email);
  expect(within(card).queryByLabelText('Hashtags')).not.toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Suggest hashtags (free)' })).not.toBeInTheDocument();
  const preview = within(card).getByRole('figure', { name: 'Preview on Email' });
  expect(within(preview).queryByText(/#coffee/)).not.toBeInTheDocument();
  const writeText = clipboard();
  await userEvent.click(within(card).getByRole('button', { name: 'Copy to clipboard' }));
  expect(writeText).toHaveBeenCalledWith('Hi there,\n\nRoasted today.');
  expect(screen.queryByText(/#coffee/)).not.toBeInTheDocument();
}, 30000);
