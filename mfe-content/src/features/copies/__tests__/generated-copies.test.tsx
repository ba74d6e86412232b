import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CopyGenerateInput, Platform } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import CopyNewRoute from '../routes/copy-new';
import { PROJECT_ID, makeCopy } from './fixtures';
import { mockGeneratorGet } from './generator';

afterEach(() => jest.restoreAllMocks());

const FIVE = ['X (Twitter)', 'Instagram', 'Facebook', 'LinkedIn', 'TikTok'];

/** Five platforms generated at once, with a balance that a second set of five would not cover. */
async function generateFive(balance: number) {
  mockGeneratorGet(balance);
  jest.spyOn(api, 'post').mockImplementation(async (_url: string, body?: unknown) => {
    const { platform } = body as CopyGenerateInput;
    return [makeCopy({ id: `copy-${platform}`, platform: platform as Platform, content: `For ${platform}` })];
  });
  renderWithProviders(<CopyNewRoute />, { route: `/copies/new?projectId=${PROJECT_ID}` });
  for (const name of FIVE) await userEvent.click(await screen.findByRole('checkbox', { name }));
  await userEvent.click(screen.getByRole('button', { name: /Generate for 5 platforms/ }));
  await screen.findByRole('tablist');
}

it('shows one platform at a time, the others a tab away, by mouse or keyboard', async () => {
  await generateFive(500);
  const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(FIVE);
  // Only the open tab's card is rendered: five platforms are one card tall.
  expect(screen.getAllByRole('region', { name: / copy$/ })).toHaveLength(1);
  expect(screen.getByRole('region', { name: 'X (Twitter) copy' })).toBeVisible();

  await userEvent.click(screen.getByRole('tab', { name: 'LinkedIn' }));
  expect(screen.getByRole('region', { name: 'LinkedIn copy' })).toBeVisible();
  expect(screen.queryByRole('region', { name: 'X (Twitter) copy' })).not.toBeInTheDocument();

  // The arrow keys move along the tabs, as a tab list does.
  screen.getByRole('tab', { name: 'LinkedIn' }).focus();
  await userEvent.keyboard('{ArrowRight}{Enter}');
  expect(await screen.findByRole('region', { name: 'TikTok copy' })).toBeVisible();
}, 30000);

it('does not warn, right after a success, that the next set costs more than is left', async () => {
  // The balance read after the set (140) would not cover another five: nobody asked for another five.
  await generateFive(140);
  expect(screen.queryByText(/this needs/)).not.toBeInTheDocument();
  for (const name of FIVE) expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Generate — pick a platform' })).toBeDisabled();
}, 30000);
