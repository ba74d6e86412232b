import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TWO_FACTOR } from '@brandcast/shared';
import { api, authAtom, authStore, clearSession } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import LoginRoute from '../routes/login';

const user = { ...testUser, twoFactorEnabled: true };
const CHALLENGE = { twoFactorRequired: true, challenge: 'signed.challenge.jwt', expiresAt: '2026-11-29T10:05:00.000Z' };

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/projects" element={<h1>Projects</h1>} />
    </Routes>,
    { route: '/login?next=%2Fprojects' },
  );
}

async function passwordStep() {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('asks for the 6-digit code after the password, with no session until it is right', async () => {
  const post = jest
    .spyOn(api, 'post')
    .mockResolvedValueOnce(CHALLENGE)
    .mockRejectedValueOnce(httpError(401, { message: TWO_FACTOR.wrongCodeOrRecovery }))
    .mockResolvedValueOnce({ token: 'tok', user });
  renderLogin();
  await passwordStep();

  expect(await screen.findByText('Two-factor sign-in')).toBeInTheDocument();
  expect(authStore.get(authAtom).isAuthenticated).toBe(false);
  const code = screen.getByLabelText('Code from your authenticator app');
  expect(code).toHaveFocus();
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');

  await userEvent.keyboard('12{Enter}');
  expect(await screen.findByText(TWO_FACTOR.codeFormat)).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);

  await userEvent.clear(code);
  await userEvent.type(code, '000000{Enter}');
  expect(await screen.findByText(TWO_FACTOR.wrongCodeOrRecovery)).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith(
    '/en/auth/signin/two-factor',
    { challenge: CHALLENGE.challenge, code: '000000' },
    { authRedirect: false },
  );

  await userEvent.clear(code);
  await userEvent.type(code, '123456{Enter}');
  expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith(
    '/en/auth/signin/two-factor',
    { challenge: CHALLENGE.challenge, code: '123456' },
    { authRedirect: false },
  );
  expect(authStore.get(authAtom)).toMatchObject({ token: 'tok', isAuthenticated: true });
});

it('takes a recovery code instead (the last refusal cleared on switching)', async () => {
  const post = jest
    .spyOn(api, 'post')
    .mockResolvedValueOnce(CHALLENGE)
    .mockRejectedValueOnce(httpError(401, { message: TWO_FACTOR.wrongCodeOrRecovery }))
    .mockResolvedValueOnce({ token: 'tok', user });
  renderLogin();
  await passwordStep();
  await userEvent.type(await screen.findByLabelText('Code from your authenticator app'), '000000{Enter}');
  expect(await screen.findByText(TWO_FACTOR.wrongCodeOrRecovery)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
  expect(screen.queryByText(TWO_FACTOR.wrongCodeOrRecovery)).not.toBeInTheDocument();
  const recovery = screen.getByLabelText('Recovery code');
  expect(recovery).toHaveAttribute('inputmode', 'text');
  await userEvent.type(recovery, 'abcde-fghjk{Enter}');
  await waitFor(() =>
    expect(post).toHaveBeenLastCalledWith(
      '/en/auth/signin/two-factor',
      { challenge: CHALLENGE.challenge, code: 'abcdefghjk' },
      { authRedirect: false },
    ),
  );
  expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
});

it('"Start over" goes back to the password step', async () => {
  jest.spyOn(api, 'post').mockResolvedValueOnce(CHALLENGE);
  renderLogin();
  await passwordStep();
  await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});
