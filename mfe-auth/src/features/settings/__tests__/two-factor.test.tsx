import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR } from '@brandcast/shared';
import { api, authAtom, authStore, clearSession, setSession } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import { TwoFactorCard } from '../components/two-factor-card';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Brandcast:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};
const CODES = [
  'abcde-fghjk',
  'mnpqr-stuvw',
  'xyz23-45678',
  'a2b3c-d4e5f',
  'ghjkm-npqrs',
  'tuvwx-yz234',
  '56789-abcde',
  'fghjk-mnpqr',
  'stuvw-xyz23',
  '45678-a2b3c',
];

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('turns two-factor on by keyboard: password, then the QR code and the key, then a code; the recovery codes are shown once with Copy and Download', async () => {
  setSession({ token: 't', user: testUser });
  const post = jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
    if (url === '/en/user/two-factor/setup') return SETUP;
    if (url === '/en/user/two-factor/enable')
      return { recoveryCodes: CODES, user: { ...testUser, twoFactorEnabled: true } };
    throw new Error(`unexpected ${url}`);
  });
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  URL.createObjectURL = jest.fn(() => 'blob:codes');
  URL.revokeObjectURL = jest.fn();
  renderWithProviders(<TwoFactorCard />);
  expect(screen.getByText('Off')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  const password = screen.getByLabelText('Current password');
  expect(password).toHaveFocus();
  await userEvent.keyboard('correct horse battery{Enter}');
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/en/user/two-factor/setup', { currentPassword: 'correct horse battery' }),
  );

  const qr = await screen.findByRole('img', { name: 'QR code to add Brandcast to your authenticator app' });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(screen.getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  const code = screen.getByLabelText('2. Enter the 6-digit code the app shows');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  await userEvent.type(code, '12ab');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByText(TWO_FACTOR.codeFormat)).toBeInTheDocument();
  await userEvent.clear(code);
  await userEvent.type(code, '123456{Enter}');
  await waitFor(() => expect(post).toHaveBeenCalledWith('/en/user/two-factor/enable', { code: '123456' }));

  const list = await screen.findByTestId('recovery-codes');
  for (const recovery of CODES) expect(list).toHaveTextContent(recovery);
  expect(screen.getByText(TWO_FACTOR.recoveryCodesOnce)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download (.txt)' })).toHaveAttribute(
    'download',
    'brandcast-recovery-codes.txt',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  expect(authStore.get(authAtom).user?.twoFactorEnabled).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
  expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
  expect(screen.getByText('On')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
});

it("shows the server's message for a wrong code and stays on the step", async () => {
  setSession({ token: 't', user: testUser });
  jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
    if (url === '/en/user/two-factor/setup') return SETUP;
    throw httpError(403, { message: TWO_FACTOR.wrongCode });
  });
  renderWithProviders(<TwoFactorCard />);
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  await userEvent.type(screen.getByLabelText('Current password'), 'correct horse battery{Enter}');
  await userEvent.type(await screen.findByLabelText('2. Enter the 6-digit code the app shows'), '654321{Enter}');
  expect(await screen.findByText(TWO_FACTOR.wrongCode)).toBeInTheDocument();
  expect(screen.getByTestId('two-factor-key')).toBeInTheDocument();
  expect(authStore.get(authAtom).user?.twoFactorEnabled).toBe(false);
});

it('turns two-factor off with the password and a recovery code, and makes new recovery codes with a code', async () => {
  setSession({ token: 't', user: { ...testUser, twoFactorEnabled: true } });
  const post = jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
    if (url === '/en/user/two-factor/recovery-codes')
      return { recoveryCodes: CODES, user: { ...testUser, twoFactorEnabled: true } };
    if (url === '/en/user/two-factor/disable') return { user: testUser };
    throw new Error(`unexpected ${url}`);
  });
  URL.createObjectURL = jest.fn(() => 'blob:codes');
  URL.revokeObjectURL = jest.fn();
  renderWithProviders(<TwoFactorCard />);

  await userEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
  await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '111222{Enter}');
  await waitFor(() => expect(post).toHaveBeenCalledWith('/en/user/two-factor/recovery-codes', { code: '111222' }));
  expect(await screen.findByTestId('recovery-codes')).toHaveTextContent(CODES[0]!);
  await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));

  await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  await userEvent.type(screen.getByLabelText('Current password'), 'correct horse battery');
  await userEvent.type(screen.getByLabelText('Code from your app, or a recovery code'), 'abcde-fghjk{Enter}');
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/en/user/two-factor/disable', {
      currentPassword: 'correct horse battery',
      code: 'abcde-fghjk',
    }),
  );
  expect(await screen.findByText('Off')).toBeInTheDocument();
  expect(authStore.get(authAtom).user?.twoFactorEnabled).toBe(false);
});
