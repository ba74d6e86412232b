import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ADMIN } from '@brandcast/shared';
import { api, clearSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import RegisterRoute from '../routes/register';

/* A new installation's first account administers it (issue 28): the sign-up says so before it goes on. */
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

async function register(isAdmin: boolean) {
  jest.spyOn(api, 'post').mockResolvedValue({ token: 't', user: { ...testUser, isAdmin }, joinedProjectId: null });
  renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterRoute />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { route: '/register' },
  );
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long enough');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

it('the first account is told it administers this Brandcast, then goes on to the dashboard', async () => {
  await register(true);
  expect(await screen.findByText('You administer this Brandcast')).toBeInTheDocument();
  expect(screen.getByText(ADMIN.firstAccount)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});

it('any later account goes straight on', async () => {
  await register(false);
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByText('You administer this Brandcast')).not.toBeInTheDocument();
});
