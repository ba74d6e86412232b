import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { api, authAtom, authStore, clearSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { ForgotPasswordArea, LoginArea, RegisterArea, ResetPasswordArea } from '../../../routes';

/**
 * The host mounts these areas without React Query (the contract's `queries: false`, for the first-load budget): rendered as the host
 * renders them, with no QueryClientProvider, each sends its form and goes on. A useMutation would throw here.
 */
const renderArea = (path: string, area: ReactElement, route = path) =>
  renderWithProviders(
    <Routes>
      <Route path={path} element={area} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      <Route path="/login" element={<h1>Sign in page</h1>} />
    </Routes>,
    { route, withoutQueryClient: true },
  );

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('signs in and goes on to the dashboard', async () => {
  jest.spyOn(api, 'post').mockResolvedValue({ token: 't', user: testUser });
  renderArea('/login', <LoginArea />);
  await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long enough');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(authStore.get(authAtom).isAuthenticated).toBe(true);
});

it('registers and goes on to the dashboard', async () => {
  jest.spyOn(api, 'post').mockResolvedValue({ token: 't', user: testUser });
  renderArea('/register', <RegisterArea />);
  await userEvent.type(await screen.findByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long enough');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(authStore.get(authAtom).isAuthenticated).toBe(true);
});

it('sends a reset link', async () => {
  jest.spyOn(api, 'post').mockResolvedValue({ message: 'sent' });
  renderArea('/forgot-password', <ForgotPasswordArea />);
  await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Check your email')).toBeInTheDocument();
});

it('chooses a new password and goes on to sign in', async () => {
  jest.spyOn(api, 'post').mockResolvedValue({ message: 'done' });
  renderArea('/reset-password', <ResetPasswordArea />, '/reset-password?token=abc');
  await userEvent.type(await screen.findByLabelText('New password'), 'a new password');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
});
