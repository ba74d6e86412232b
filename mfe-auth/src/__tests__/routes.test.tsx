import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { SettingsArea } from '../routes';

function App() {
  return (
    <Routes>
      <Route path="/settings/*" element={<SettingsArea />} />
      <Route path="/" element={<h1>Landing page</h1>} />
    </Routes>
  );
}

beforeEach(() => {
  setSession({ token: 't', user: testUser });
  jest
    .spyOn(api, 'get')
    .mockImplementation((async (url: string) =>
      url === '/channel' ? [] : { balance: 500, plan: 'free', monthlyCredits: 500, ledger: [] }) as typeof api.get);
});
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it.each(['/settings/anything', '/settings/profile/x', '/settings/a/b/c'])(
  'sends %s, which is no page, to / rather than showing the Profile tab',
  async (route) => {
    renderWithProviders(<App />, { route });
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Profile' })).not.toBeInTheDocument();
  },
);

it.each([
  ['/settings', 'Profile'],
  ['/settings/profile', 'Profile'],
  ['/settings/preferences', 'Preferences'],
  ['/settings/billing', 'Billing'],
  ['/settings/api-tokens', 'API tokens'],
  ['/settings/branding', 'Branding'],
  ['/settings/channels', 'Channels'],
])('opens %s on its tab', async (route, tab) => {
  renderWithProviders(<App />, { route });
  expect(await screen.findByRole('tab', { name: tab, selected: true })).toBeInTheDocument();
});
