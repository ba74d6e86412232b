import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, clearSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { StandaloneRoutes } from '../standalone';

beforeEach(() => {
  // Settings asks for the credit balance.
  jest.spyOn(api, 'get').mockResolvedValue({ balance: 500, plan: 'free', monthlyCredits: 500, ledger: [] });
});
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('signing in alone lands on settings, saying that /dashboard belongs to another remote', async () => {
  jest.spyOn(api, 'post').mockResolvedValue({ token: 'tok', user: testUser });
  renderWithProviders(<StandaloneRoutes />, { route: '/login' });
  await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  expect(
    screen.getByText('/dashboard belongs to the host or another remote, so mfe-auth alone brought you to /settings.'),
  ).toBeInTheDocument();
});

it('sends a signed-out visitor of another remote’s path to sign in', async () => {
  renderWithProviders(<StandaloneRoutes />, { route: '/projects/create' });
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});
