import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_VERIFICATION } from '@brandcast/shared';
import { api, clearSession, setSession, setUser } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import { answerShellCalls, setViewport, Shell } from './shell-fixtures';

beforeEach(answerShellCalls);
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('an unconfirmed account sees where the link went above every page; Resend says what happened, limit included', async () => {
  setViewport(1280);
  const send = jest
    .spyOn(api, 'post')
    .mockResolvedValueOnce({ message: EMAIL_VERIFICATION.resent(testUser.email) })
    .mockRejectedValueOnce(httpError(429, { message: EMAIL_VERIFICATION.tooManyResends(42) }));
  setSession({ token: 't', user: { ...testUser, emailVerified: false } });
  renderWithProviders(<Shell />, { route: '/dashboard' });
  expect(await screen.findByText(EMAIL_VERIFICATION.notice(testUser.email))).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
  expect(await screen.findByText(EMAIL_VERIFICATION.resent(testUser.email))).toBeInTheDocument();
  expect(send).toHaveBeenCalledWith('/en/user/email-verification');
  await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_VERIFICATION.tooManyResends(42));

  // Confirmed (the link's page updates the signed-in user): the notice goes.
  act(() => setUser({ ...testUser, emailVerified: true }));
  expect(screen.queryByText(EMAIL_VERIFICATION.notice(testUser.email))).not.toBeInTheDocument();
});

it('a confirmed account never loads the notice', async () => {
  setViewport(1280);
  setSession({ token: 't', user: testUser });
  renderWithProviders(<Shell />, { route: '/dashboard' });
  expect(await screen.findByRole('main')).toBeInTheDocument();
  expect(screen.queryByText(/Confirm your email address/)).not.toBeInTheDocument();
});
