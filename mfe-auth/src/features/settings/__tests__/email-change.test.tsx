import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_CHANGE } from '@brandcast/shared';
import { api, authAtom, authStore, clearSession, setSession, toast } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import { ProfileCard } from '../components/profile-card';

beforeEach(() => setSession({ token: 't', user: { ...testUser, pendingEmail: null } }));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('asks for the current password only when the email changes, and sends it with the new email', async () => {
  const patch = jest.spyOn(api, 'patch').mockResolvedValue({ user: { ...testUser, pendingEmail: 'ada@new.example' } });
  const told = jest.spyOn(toast, 'success');
  renderWithProviders(<ProfileCard />);
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

  const email = screen.getByLabelText('Email');
  await userEvent.clear(email);
  await userEvent.type(email, 'Ada@New.example');
  const password = await screen.findByLabelText('Current password');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Current password is required')).toBeInTheDocument();
  expect(patch).not.toHaveBeenCalled();

  // By keyboard: the password field comes next after the email.
  await userEvent.click(email);
  await userEvent.tab();
  expect(password).toHaveFocus();
  await userEvent.keyboard('correct horse battery{Enter}');
  await waitFor(() =>
    expect(patch).toHaveBeenCalledWith('/en/user/profile', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@new.example',
      currentPassword: 'correct horse battery',
    }),
  );
  // The email in use stays until the link is opened; the card says where to look.
  expect(await screen.findByText('Check your new inbox to confirm')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(EMAIL_CHANGE.pending('ada@new.example'));
  expect(told).toHaveBeenCalledWith(EMAIL_CHANGE.pending('ada@new.example'));
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  expect(authStore.get(authAtom).user).toMatchObject({ email: 'ada@example.com', pendingEmail: 'ada@new.example' });
});

it('shows a wrong current password as the server says, keeping the session and the email', async () => {
  jest.spyOn(api, 'patch').mockRejectedValue(httpError(403, { message: EMAIL_CHANGE.wrongPassword }));
  renderWithProviders(<ProfileCard />);
  const email = screen.getByLabelText('Email');
  await userEvent.clear(email);
  await userEvent.type(email, 'ada@new.example');
  await userEvent.type(await screen.findByLabelText('Current password'), 'not it');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText(EMAIL_CHANGE.wrongPassword)).toBeInTheDocument();
  expect(authStore.get(authAtom)).toMatchObject({ isAuthenticated: true, user: { email: 'ada@example.com' } });
});

it('names change without a password, and the same email typed differently is no change', async () => {
  const patch = jest
    .spyOn(api, 'patch')
    .mockResolvedValue({ user: { ...testUser, firstName: 'Augusta', pendingEmail: null } });
  const saved = jest.spyOn(toast, 'success');
  renderWithProviders(<ProfileCard />);
  const email = screen.getByLabelText('Email');
  await userEvent.clear(email);
  await userEvent.type(email, ' ADA@example.com');
  await userEvent.clear(screen.getByLabelText('First name'));
  await userEvent.type(screen.getByLabelText('First name'), 'Augusta');
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  await waitFor(() =>
    expect(patch).toHaveBeenCalledWith('/en/user/profile', {
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    }),
  );
  await waitFor(() => expect(saved).toHaveBeenCalledWith('Your profile was saved.'));
});

it('shows a change that waits for its link', () => {
  setSession({ token: 't', user: { ...testUser, pendingEmail: 'ada@new.example' } });
  renderWithProviders(<ProfileCard />);
  expect(screen.getByRole('status')).toHaveTextContent(EMAIL_CHANGE.pending('ada@new.example'));
});
