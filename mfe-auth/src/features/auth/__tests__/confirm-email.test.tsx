import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_CHANGE } from '@brandcast/shared';
import { api, authAtom, authStore, clearSession, setSession } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import ConfirmEmailRoute from '../routes/confirm-email';

const route = '/confirm-email?token=abc';

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('says a link without its token is incomplete', () => {
  renderWithProviders(<ConfirmEmailRoute />, { route: '/confirm-email' });
  expect(screen.getByText('This confirmation link is incomplete')).toBeInTheDocument();
});

it('changes nothing until the button is pressed, then confirms and shows the new email where signed in', async () => {
  setSession({ token: 't', user: { ...testUser, pendingEmail: 'ada@new.example' } });
  const post = jest
    .spyOn(api, 'post')
    .mockResolvedValue({ message: EMAIL_CHANGE.confirmed('ada@new.example'), email: 'ada@new.example' });
  renderWithProviders(<ConfirmEmailRoute />, { route });
  expect(post).not.toHaveBeenCalled();
  const button = screen.getByRole('button', { name: 'Confirm new email' });
  expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Your new email is confirmed')).toBeInTheDocument();
  expect(screen.getByText(EMAIL_CHANGE.confirmed('ada@new.example'))).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/en/auth/confirm-email', { token: 'abc' });
  expect(authStore.get(authAtom).user).toMatchObject({ email: 'ada@new.example', pendingEmail: null });
  expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/settings/profile');
});

it.each([
  [httpError(400, { message: EMAIL_CHANGE.linkExpired }), 'This link has expired', EMAIL_CHANGE.linkExpired],
  [httpError(400, { message: EMAIL_CHANGE.linkUsed }), 'This link was already used', EMAIL_CHANGE.linkUsed],
  [httpError(400, { message: EMAIL_CHANGE.linkInvalid }), 'This link no longer works', EMAIL_CHANGE.linkInvalid],
  [
    httpError(409, { message: 'An account with this email already exists.' }),
    'This address now belongs to another account',
    'An account with this email already exists.',
  ],
])('says why a link is refused: %#', async (error, title, message) => {
  jest.spyOn(api, 'post').mockRejectedValue(error);
  renderWithProviders(<ConfirmEmailRoute />, { route });
  await userEvent.click(screen.getByRole('button', { name: 'Confirm new email' }));
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

it('offers to try again when the server was not reached', async () => {
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValueOnce(httpError(503))
    .mockResolvedValueOnce({ message: EMAIL_CHANGE.confirmed('ada@new.example'), email: 'ada@new.example' });
  renderWithProviders(<ConfirmEmailRoute />, { route });
  await userEvent.click(screen.getByRole('button', { name: 'Confirm new email' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Your new email is confirmed')).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(2);
});
