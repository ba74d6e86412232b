import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@brandcast/shared';
import { atPhoneWidth, renderWithProviders } from '@brandcast/shared/testing';
import SettingsRoute from '../routes/settings';

/* On a phone, six settings tabs do not fit: the administrator picks the section instead; five stay tabs. */

const tab = (key: string, label: string) => ({ key, label, children: <p>{`${label} section`}</p> });
const FOUR = [
  tab(paths.settingsBilling, 'Billing'),
  tab(paths.settingsApiTokens, 'API tokens'),
  tab(paths.settingsBranding, 'Branding'),
  tab(paths.settingsAccounts, 'Accounts'),
];

let matchMedia: jest.SpyInstance;
beforeEach(() => {
  matchMedia = atPhoneWidth();
});
afterEach(() => matchMedia.mockRestore());

it("an administrator's six sections on a phone: a picker naming the open one, every section in it", async () => {
  renderWithProviders(<SettingsRoute moreTabs={FOUR} />, { route: paths.settingsBranding, path: '/settings/*' });
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.getByText('Branding section')).toBeInTheDocument();
  const picker = screen.getByRole('combobox', { name: 'Settings section' });
  await userEvent.click(picker);
  const listbox = await screen.findByRole('listbox');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Profile', 'Preferences', 'Billing', 'API tokens', 'Branding', 'Accounts']);
  await userEvent.click(within(listbox).getByRole('option', { name: 'Accounts' }));
  expect(await screen.findByText('Accounts section')).toBeInTheDocument();
});

it('five sections on a phone stay tabs, all of them', () => {
  renderWithProviders(<SettingsRoute moreTabs={FOUR.slice(0, 3)} />, {
    route: paths.settingsBilling,
    path: '/settings/*',
  });
  expect(screen.getAllByRole('tab')).toHaveLength(5);
  expect(screen.getByRole('tab', { name: 'Billing', selected: true })).toBeInTheDocument();
});
