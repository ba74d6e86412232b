import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Credits } from '@brandcast/shared';
import { api, clearSession, creditsQueryKey, setSession } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import { CreditBalance } from '../components/credit-balance';

const credits: Credits = {
  balance: 450,
  plan: 'free',
  monthlyCredits: 500,
  renewsAt: '2026-12-22T10:00:00.000Z',
  ledger: [],
};

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('shows the balance from the API, linking to billing', async () => {
  setSession({ token: 'token', user: testUser });
  const get = jest.spyOn(api, 'get').mockResolvedValue(credits);
  renderWithProviders(<CreditBalance />);
  const link = await screen.findByRole('link', { name: '450 credits left' });
  expect(link).toHaveAttribute('href', '/settings/billing');
  expect(link).toHaveTextContent('450 credits');
  expect(link).toHaveAttribute('title', expect.stringMatching(/^450 of 500 monthly credits left; renews .*2026/));
  expect(get).toHaveBeenCalledWith('/credits');
});

it('asks nothing and shows nothing when signed out', () => {
  const get = jest.spyOn(api, 'get');
  renderWithProviders(<CreditBalance />);
  expect(screen.queryByTestId('credit-balance')).not.toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

it('follows a charge when a content screen invalidates the credits query', async () => {
  setSession({ token: 'token', user: testUser });
  const get = jest
    .spyOn(api, 'get')
    .mockResolvedValueOnce(credits)
    .mockResolvedValueOnce({ ...credits, balance: 30 });
  const { queryClient } = renderWithProviders(<CreditBalance />);
  await screen.findByRole('link', { name: '450 credits left' });
  await act(() => queryClient.invalidateQueries({ queryKey: creditsQueryKey }));
  expect(await screen.findByRole('link', { name: '30 credits left' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(2);
});

it('says when the balance could not be loaded and tries again on a click', async () => {
  setSession({ token: 'token', user: testUser });
  jest.spyOn(api, 'get').mockRejectedValueOnce(httpError(503)).mockResolvedValueOnce(credits);
  renderWithProviders(<CreditBalance />);
  const retry = await screen.findByRole('button', { name: /Balance unavailable/ });
  expect(retry).toHaveAttribute('title', 'Your balance could not be loaded. Click to try again.');
  await userEvent.click(retry);
  expect(await screen.findByRole('link', { name: '450 credits left' })).toBeInTheDocument();
});

it('is a target of 24 px or more, and 44 px on a touch screen', async () => {
  setSession({ token: 'token', user: testUser });
  jest.spyOn(api, 'get').mockResolvedValue(credits);
  const { unmount } = renderWithProviders(<CreditBalance />);
  expect(await screen.findByRole('link', { name: '450 credits left' })).toHaveStyle({
    minHeight: '24px',
    minWidth: '24px',
  });
  unmount();

  const originalMatchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query === '(pointer: coarse)' || originalMatchMedia(query).matches,
  })) as typeof window.matchMedia;
  try {
    renderWithProviders(<CreditBalance compact />);
    expect(await screen.findByRole('link', { name: '450 credits left' })).toHaveStyle({
      minHeight: '44px',
      minWidth: '44px',
    });
  } finally {
    window.matchMedia = originalMatchMedia;
  }
});
