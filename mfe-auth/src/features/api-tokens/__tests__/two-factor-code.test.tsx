import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR } from '@brandcast/shared';
import { api, clearSession, setSession, toast } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import { CreateTokenForm } from '../components/create-token-form';

const CODE_LABEL = 'Code from your authenticator app';

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('asks for no code while two-factor sign-in is off', () => {
  setSession({ token: 't', user: testUser });
  renderWithProviders(<CreateTokenForm onCreated={() => undefined} />);
  expect(screen.queryByLabelText(CODE_LABEL)).not.toBeInTheDocument();
});

it('with two-factor on, needs the current code and sends it; a refused code is cleared and the reason shown', async () => {
  setSession({ token: 't', user: { ...testUser, twoFactorEnabled: true } });
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValueOnce(httpError(403, { message: TWO_FACTOR.tokenNeedsCode }))
    .mockResolvedValueOnce({
      id: 'k1',
      name: 'CI',
      scope: 'read',
      prefix: 'bc_AbCdEf',
      token: 'bc_secret',
      expiresAt: null,
      lastUsedAt: null,
      createdAt: '2026-11-01T10:00:00.000Z',
    });
  const failed = jest.spyOn(toast, 'error');
  const onCreated = jest.fn();
  renderWithProviders(<CreateTokenForm onCreated={onCreated} />);

  await userEvent.type(screen.getByLabelText('Name'), 'CI');
  await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
  expect(await screen.findByText(TWO_FACTOR.codeRequired)).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  const code = screen.getByLabelText(CODE_LABEL);
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await userEvent.type(code, '123456{Enter}');
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/token', {
      name: 'CI',
      scope: 'read',
      expiresAt: null,
      twoFactorCode: '123456',
    }),
  );
  await waitFor(() => expect(failed).toHaveBeenCalledWith(TWO_FACTOR.tokenNeedsCode));
  await waitFor(() => expect(code).toHaveValue(''));

  await userEvent.type(code, '654321{Enter}');
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ token: 'bc_secret' })));
  expect(post).toHaveBeenLastCalledWith('/token', {
    name: 'CI',
    scope: 'read',
    expiresAt: null,
    twoFactorCode: '654321',
  });
});
