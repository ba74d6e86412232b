import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api, clearSession } from '@brandcast/shared/client';
import { httpError, renderWithProviders } from '@brandcast/shared/testing';
import RegisterRoute from '../routes/register';

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

const renderRegister = () =>
  renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterRoute />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { route: '/register' },
  );

it('asks for every field and a long enough password', async () => {
  renderRegister();
  await userEvent.type(screen.getByLabelText('Password'), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('First name is required')).toBeInTheDocument();
  expect(screen.getByText('Last name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
});

it('ties each error and the password hint to their field, for assistive technology', async () => {
  renderRegister();
  const password = screen.getByLabelText('Password');
  expect(password).toBeRequired();
  expect(password).toHaveAccessibleDescription('At least 8 characters.');
  expect(password).not.toHaveAttribute('aria-invalid');
  await userEvent.type(password, 'short');
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveAccessibleDescription('Password must be at least 8 characters At least 8 characters.');
  await userEvent.type(password, '-and-long-enough');
  await screen.findByText('At least 8 characters.');
  expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
  expect(password).not.toHaveAttribute('aria-invalid');
  expect(password).toHaveAccessibleDescription('At least 8 characters.');
});

it('shows a taken email as the server says it, and lands on the dashboard once registered', async () => {
  const conflict = httpError(409, { message: 'An account with this email already exists' });
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValueOnce(conflict)
    .mockResolvedValueOnce({ token: 't', user: { firstName: 'Ada' } });
  renderRegister();
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long enough');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith('/en/auth/signup', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'long enough',
  });
});
