import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_VERIFICATION } from '@brandcast/shared';
import { api, authAtom, authStore, clearSession, setSession } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import VerifyEmailRoute from '../routes/verify-email';

const route = '/verify-email?token=abc';

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('confirms nothing until the button is pressed, then the signed-in account counts as confirmed', async () => {
  setSession({ token: 't', user: { ...testUser, emailVerified: false } });
  const post = jest.spyOn(api, 'post').mockResolvedValue({
    message: EMAIL_VERIFICATION.verified(testUser.email),
    email: testUser.email,
    joinedProjectId: null,
  });
  renderWithProviders(<VerifyEmailRoute />, { route });
  expect(post).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Confirm email address' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Your email address is confirmed')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/en/auth/verify-email', { token: 'abc' });
  expect(authStore.get(authAtom).user?.emailVerified).toBe(true);
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
});

it('leads to the project an invitation to the address joined', async () => {
  setSession({ token: 't', user: { ...testUser, emailVerified: false } });
  jest.spyOn(api, 'post').mockResolvedValue({
    message: EMAIL_VERIFICATION.verified(testUser.email),
    email: testUser.email,
    joinedProjectId: 'p1',
  });
  renderWithProviders(<VerifyEmailRoute />, { route });
  await userEvent.click(screen.getByRole('button', { name: 'Confirm email address' }));
  expect(await screen.findByRole('link', { name: 'Open the shared project' })).toHaveAttribute('href', '/projects/p1');
});

it.each([
  [httpError(400, { message: EMAIL_VERIFICATION.linkExpired }), 'This link has expired'],
  [httpError(400, { message: EMAIL_VERIFICATION.linkUsed }), 'This link was already used'],
  [httpError(400, { message: EMAIL_VERIFICATION.linkInvalid }), 'This link does not work'],
  [httpError(409, { message: EMAIL_VERIFICATION.alreadyVerified }), 'Your email address is already confirmed'],
])('says why a link is refused, with what to do next', async (error, title) => {
  jest.spyOn(api, 'post').mockRejectedValue(error);
  renderWithProviders(<VerifyEmailRoute />, { route });
  await userEvent.click(screen.getByRole('button', { name: 'Confirm email address' }));
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});
