import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api } from '@brandcast/shared/client';
import { httpError, renderWithProviders } from '@brandcast/shared/testing';
import ForgotPasswordRoute from '../routes/forgot-password';
import ResetPasswordRoute from '../routes/reset-password';

afterEach(() => jest.restoreAllMocks());

it('asks for an email, then says a link was sent without telling whether the account exists', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({ message: 'sent' });
  renderWithProviders(<ForgotPasswordRoute />);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Check your email')).toBeInTheDocument();
  expect(screen.getByText(/If an account exists for ada@example.com/)).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/en/auth/forgot-password', { email: 'ada@example.com' });
});

it('says a reset link without its token is incomplete', () => {
  renderWithProviders(<ResetPasswordRoute />, { route: '/reset-password' });
  expect(screen.getByText('This reset link is incomplete')).toBeInTheDocument();
});

it('shows a used or expired token as the server says, else ends at sign-in', async () => {
  jest
    .spyOn(api, 'post')
    .mockRejectedValueOnce(httpError(400, { message: 'This reset link is invalid or has expired.' }))
    .mockResolvedValueOnce({ message: 'done' });
  renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordRoute />} />
      <Route path="/login" element={<h1>Sign in page</h1>} />
    </Routes>,
    { route: '/reset-password?token=abc' },
  );
  await userEvent.type(screen.getByLabelText('New password'), 'a new password');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
});
