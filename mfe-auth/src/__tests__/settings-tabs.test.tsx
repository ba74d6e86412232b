import { screen } from '@testing-library/react';
import { renderWithProviders } from '@brandcast/shared/testing';
import { answer, withBillingSession } from '../features/billing/__tests__/billing-fixtures';
import { SettingsArea } from '../routes';

// The settings page shows tabs that other features own; they are composed here, in routes.tsx.
withBillingSession();
it('Settings → Billing loads the billing tab when it is opened', async () => {
  answer();
  renderWithProviders(<SettingsArea />, { route: '/settings/billing', path: '/settings/*' });
  // The page and the tab are lazy chunks: the first test of the file waits for Jest to compile them.
  expect(await screen.findByRole('columnheader', { name: 'Rollover' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Billing', selected: true })).toBeInTheDocument();
});

it.each([
  ['/settings/api-tokens', 'API tokens'],
  ['/settings/branding', 'Branding'],
  ['/settings/channels', 'Channels'],
])('%s opens the %s tab', async (route, name) => {
  answer();
  renderWithProviders(<SettingsArea />, { route, path: '/settings/*' });
  expect(await screen.findByRole('tab', { name, selected: true })).toBeInTheDocument();
});
