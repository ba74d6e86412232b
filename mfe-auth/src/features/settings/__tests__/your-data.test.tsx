import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ACCOUNT_TEXTS, type AccountDeletionPreview, type AccountExportJob } from '@brandcast/shared';
import { api, authAtom, authStore, clearSession, setSession, toastsAtom } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import { EXPORT_POLL_MS } from '../api/account-export';
import { YourDataCard } from '../components/your-data-card';

const job = (over: Partial<AccountExportJob> = {}): AccountExportJob => ({
  id: 'e1',
  state: 'generating',
  part: null,
  partsDone: 0,
  partsTotal: 10,
  url: null,
  filename: null,
  size: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  expiresAt: '2030-01-02T10:00:00.000Z',
  error: null,
  ...over,
});
const ready = job({
  state: 'completed',
  partsDone: 10,
  url: '/api/account/export/e1/file?expires=1&signature=s',
  filename: 'brandcast-data-2030-01-01.tar.gz',
  size: 20480,
});

const preview: AccountDeletionPreview = {
  ownedProjects: [
    { id: 'p1', name: 'Aurora Candles', collaborators: 2 },
    { id: 'p2', name: 'Solo Soap', collaborators: 0 },
  ],
  sharedOwnedProjects: 1,
  peopleToTell: 2,
  projectsSharedWithYou: [{ id: 'p3', name: 'Dora Bakery', ownerName: 'Dora Owner', role: 'editor' }],
  recordings: { count: 3, bytes: 5 * 1024 * 1024 },
  apiTokens: 1,
  subscription: { plan: 'starter', interval: 'monthly', stripe: true },
  twoFactor: false,
};

/** The card on a settings page, with the sign-in page to land on. */
const renderCard = () =>
  renderWithProviders(
    <Routes>
      <Route path="/settings/profile" element={<YourDataCard />} />
      <Route path="/login" element={<h1>Sign in</h1>} />
    </Routes>,
    { route: '/settings/profile' },
  );

beforeEach(() => setSession({ token: 't', user: testUser }));
afterEach(() => {
  clearSession();
  authStore.set(toastsAtom, []);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('says when there is no export yet, starts one, follows its parts while it runs, then offers the download and how long it is kept', async () => {
  const answers = [null, job({ part: 'Copies', partsDone: 4 }), ready];
  const get = jest.spyOn(api, 'get').mockImplementation(async () => (answers.length > 0 ? answers.shift() : ready));
  const post = jest.spyOn(api, 'post').mockResolvedValue(job());
  renderCard();
  expect(await screen.findByText('You have no export yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Export all my data' }));
  expect(post).toHaveBeenCalledWith('/account/export');
  expect(await screen.findByText('Starting the export…')).toBeInTheDocument();
  // Polled while it runs: the part being written, and how many of all are done.
  expect(
    await screen.findByText('Preparing copies: 4 of 10 parts done', {}, { timeout: EXPORT_POLL_MS * 3 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '40');
  const download = await screen.findByRole('link', { name: /Download your data/ }, { timeout: EXPORT_POLL_MS * 3 });
  expect(download).toHaveAttribute('href', ready.url);
  expect(download).toHaveAttribute('download', ready.filename);
  expect(screen.getByRole('status')).toHaveTextContent(
    /Your archive is ready \(20 KB\)\. It is kept until Jan 2, 2030/,
  );
  expect(screen.getByText(/The archive is kept 24 hours, then removed/)).toBeInTheDocument();
  // Once ready, no more polling.
  const calls = get.mock.calls.length;
  await new Promise((resolve) => setTimeout(resolve, EXPORT_POLL_MS * 1.5));
  expect(get.mock.calls.length).toBe(calls);
  expect(screen.getByRole('button', { name: 'Export again' })).toBeEnabled();
});

it('shows a refused start (one already running) and a failed export as errors; a failed load offers a retry', async () => {
  const get = jest
    .spyOn(api, 'get')
    .mockRejectedValueOnce(httpError(500, { message: 'Server down' }))
    .mockResolvedValue(job({ state: 'failed', error: ACCOUNT_TEXTS.exportFailed }));
  jest.spyOn(api, 'post').mockRejectedValue(httpError(409, { message: ACCOUNT_TEXTS.exportRunning }));
  renderCard();
  expect(await screen.findByText('Server down')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(ACCOUNT_TEXTS.exportFailed)).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(2);
  await userEvent.click(screen.getByRole('button', { name: 'Export all my data' }));
  expect(await screen.findByText(ACCOUNT_TEXTS.exportRunning)).toBeInTheDocument();
});

it('the delete dialog says what will happen in plain words, keeps the account on a wrong password, and is closed with Escape', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => (url === '/account/deletion' ? preview : null));
  const post = jest.spyOn(api, 'post').mockRejectedValue(httpError(403, { message: ACCOUNT_TEXTS.wrongPassword }));
  renderCard();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
  const dialog = await screen.findByRole('dialog');
  const list = await within(dialog).findByRole('list', { name: 'What deleting your account will do' });
  const lines = within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(lines).toEqual([
    'Your 2 projects will be deleted with all their messages, copies, scripts, recordings and analytics: Aurora Candles (shared with 2 people), Solo Soap.',
    '1 of them is shared: the 2 people on it will be told it was deleted, and lose access.',
    "You will leave 1 project shared with you: Dora Bakery (Dora Owner's). What you wrote there stays with the project.",
    'Your 3 recordings (5 MB) will be removed.',
    'Your 1 API token will stop working.',
    'Your Starter plan ends now: its subscription is cancelled in Stripe, with no further charge.',
    'You will be signed out everywhere, and your preferences, notifications and credit history are deleted.',
  ]);
  // The password field has the focus once the preview is read; Enter submits, and without a password nothing is sent.
  const password = within(dialog).getByLabelText('Your password');
  await waitFor(() => expect(password).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  expect(await within(dialog).findByText(ACCOUNT_TEXTS.passwordRequired)).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  await userEvent.type(password, 'not it{Enter}');
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/account/delete', { password: 'not it' }, { authRedirect: false }),
  );
  expect(await within(dialog).findByText(ACCOUNT_TEXTS.wrongPassword)).toBeInTheDocument();
  expect(authStore.get(authAtom).isAuthenticated).toBe(true);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('deleting signs out and lands on the sign-in page, saying the account was deleted', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) =>
    url === '/account/deletion'
      ? {
          ...preview,
          ownedProjects: [],
          sharedOwnedProjects: 0,
          peopleToTell: 0,
          projectsSharedWithYou: [],
          recordings: { count: 0, bytes: 0 },
          apiTokens: 0,
          subscription: null,
        }
      : null,
  );
  const post = jest.spyOn(api, 'post').mockResolvedValue(undefined);
  renderCard();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('You own no projects.')).toBeInTheDocument();
  expect(within(dialog).getByText('You have no recordings.')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Your password'), 'correct horse battery');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/account/delete', { password: 'correct horse battery' }, { authRedirect: false });
  expect(authStore.get(authAtom).isAuthenticated).toBe(false);
  expect(authStore.get(toastsAtom)).toEqual([
    expect.objectContaining({ title: 'Account deleted', message: ACCOUNT_TEXTS.deleted, type: 'success', duration: 0 }),
  ]);
});

it('a preview that fails to load says so and offers a retry; the delete button waits for it', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/account/deletion') throw httpError(500, { message: 'Server down' });
    return null;
  });
  renderCard();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Server down')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('with two-factor sign-in on, the dialog asks for the app’s code too and sends it with the password', async () => {
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (url: string) => (url === '/account/deletion' ? { ...preview, twoFactor: true } : null));
  const post = jest.spyOn(api, 'post').mockResolvedValue(undefined);
  renderCard();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(await within(dialog).findByLabelText('Your password'), 'correct horse battery');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  await userEvent.type(within(dialog).getByLabelText('Authenticator code'), '123 456{Enter}');
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(
      '/account/delete',
      { password: 'correct horse battery', code: '123456' },
      { authRedirect: false },
    ),
  );
});
