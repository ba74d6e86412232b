import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFERENCE_DEFAULTS } from '@brandcast/shared';
import { api, authAtom, authStore, clearSession, setSession } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import { ChangePasswordCard } from '../components/change-password-card';
import { PreferencesCard } from '../components/preferences-card';
import { ProfileCard } from '../components/profile-card';

const user = testUser;

beforeEach(() => setSession({ token: 't', user }));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('asks for the current password and a long enough new one', async () => {
  const post = jest.spyOn(api, 'post');
  renderWithProviders(<ChangePasswordCard />);
  await userEvent.type(screen.getByLabelText('New password'), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Current password is required')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it('shows a wrong current password as the server says, without ending the session', async () => {
  const post = jest.spyOn(api, 'post').mockRejectedValue(httpError(401, { message: 'The current password is wrong.' }));
  renderWithProviders(<ChangePasswordCard />);
  await userEvent.type(screen.getByLabelText('Current password'), 'not it at all');
  await userEvent.type(screen.getByLabelText('New password'), 'a new password');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith(
    '/en/auth/change-password',
    { currentPassword: 'not it at all', newPassword: 'a new password' },
    { authRedirect: false },
  );
  expect(authStore.get(authAtom).isAuthenticated).toBe(true);
});

it.each([
  ['a failed call with no message', httpError(500), 'Failed to change password'],
  ['a failure that is not a call', new TypeError('x is undefined'), 'Password change failed'],
])('says what went wrong with a password change: %s', async (_, error, text) => {
  jest.spyOn(api, 'post').mockRejectedValue(error);
  renderWithProviders(<ChangePasswordCard />);
  await userEvent.type(screen.getByLabelText('Current password'), 'the old password');
  await userEvent.type(screen.getByLabelText('New password'), 'a new password');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
});

it.each([
  ['a failed call with no message', httpError(500), 'Failed to update profile'],
  ['a failure that is not a call', new TypeError('x is undefined'), 'Update failed'],
])('says what went wrong with a profile update: %s', async (_, error, text) => {
  jest.spyOn(api, 'patch').mockRejectedValue(error);
  renderWithProviders(<ProfileCard />);
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
});

it('shows the stored preferences and saves the whole set when one changes', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ ...PREFERENCE_DEFAULTS, compactView: false });
  const put = jest.spyOn(api, 'put').mockImplementation(async (_url, body) => body);
  renderWithProviders(<PreferencesCard />, { preferences: null });
  const compact = await screen.findByRole('switch', { name: 'Compact view' });
  expect(compact).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Show statistics' })).toBeChecked();
  await userEvent.click(compact);
  await waitFor(() =>
    expect(put).toHaveBeenCalledWith('/en/user/preferences', { ...PREFERENCE_DEFAULTS, compactView: true }),
  );
  expect(screen.getByRole('switch', { name: 'Compact view' })).toBeChecked();
});

it('puts a preference back when the server refuses it', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(PREFERENCE_DEFAULTS);
  jest.spyOn(api, 'put').mockRejectedValue(new Error('offline'));
  renderWithProviders(<PreferencesCard />, { preferences: null });
  await userEvent.click(await screen.findByRole('switch', { name: 'Animations' }));
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Animations' })).toBeChecked());
});

it('saves the profile, showing what the server refuses', async () => {
  const patch = jest
    .spyOn(api, 'patch')
    .mockRejectedValueOnce(httpError(409, { message: 'An account with this email already exists.' }))
    .mockResolvedValueOnce({ user: { ...testUser, firstName: 'Augusta' } });
  renderWithProviders(<ProfileCard />);
  const first = screen.getByLabelText('First name');
  await userEvent.clear(first);
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('First name is required')).toBeInTheDocument();
  expect(patch).not.toHaveBeenCalled();

  await userEvent.type(first, 'Augusta');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  await waitFor(() => expect(authStore.get(authAtom).user?.firstName).toBe('Augusta'));
  expect(patch).toHaveBeenLastCalledWith('/en/user/profile', {
    firstName: 'Augusta',
    lastName: 'Lovelace',
    email: 'ada@example.com',
  });
});

it('a switch is pressed anywhere on its row, and no switch offers a sound Brandcast does not play (issue 28)', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(PREFERENCE_DEFAULTS);
  const put = jest.spyOn(api, 'put').mockImplementation(async (_url, body) => body);
  renderWithProviders(<PreferencesCard />, { preferences: null });
  await userEvent.click(await screen.findByText('Tighter spacing everywhere, to see more at once.'));
  await waitFor(() =>
    expect(put).toHaveBeenCalledWith('/en/user/preferences', { ...PREFERENCE_DEFAULTS, compactView: true }),
  );

  expect(screen.queryByRole('switch', { name: /chime|sound/i })).not.toBeInTheDocument();
  expect(screen.queryByText(/plays no sounds/)).not.toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeInTheDocument();
});
