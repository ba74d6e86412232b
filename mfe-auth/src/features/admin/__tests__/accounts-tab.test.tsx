import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, type AdminAccount } from '@brandcast/shared';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { httpError, pickOption, renderWithProviders, testUser } from '@brandcast/shared/testing';
import AccountsTab from '../routes/accounts-tab';

/* Settings → Accounts (issue 28): the installation's administrator finds an account and changes its plan. */
const admin = { ...testUser, isAdmin: true };
const account = (id: string, email: string, changes: Partial<AdminAccount> = {}): AdminAccount => ({
  id,
  email,
  firstName: 'Sam',
  lastName: 'Groomer',
  plan: 'free',
  interval: 'monthly',
  status: 'active',
  isAdmin: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...changes,
});
const sam = account('a2', 'sam@pawsh.example');
const page = (data: AdminAccount[]) => ({ data, pagination: { page: 1, size: 20, total: data.length, totalPages: 1 } });

function answer({
  accounts = [account('a1', testUser.email, { firstName: 'Ada', lastName: 'Lovelace', isAdmin: true }), sam],
  paymentsConnected = false,
} = {}) {
  return jest.spyOn(api, 'get').mockImplementation((async (url: string, config?: { params?: { search?: string } }) => {
    if (url === '/admin/contact') return { paymentsConnected, administrator: null };
    if (url === '/admin/accounts') {
      const search = config?.params?.search;
      return page(search ? accounts.filter((a) => a.email.includes(search)) : accounts);
    }
    throw new Error(`unexpected GET ${url}`);
  }) as typeof api.get);
}

beforeEach(() => setSession({ token: 't', user: admin }));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('lists the accounts, finds one by its email, and shows an empty search plainly', async () => {
  const get = answer();
  renderWithProviders(<AccountsTab />);
  expect(await screen.findByText('sam@pawsh.example')).toBeInTheDocument();
  expect(screen.getByText('Administrator')).toBeInTheDocument();
  const events = userEvent.setup();
  await events.type(screen.getByRole('searchbox', { name: 'Search accounts by email' }), 'nobody{Enter}');
  expect(await screen.findByText("No account's email contains “nobody”.")).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/admin/accounts', { params: { page: 1, search: 'nobody' } });
});

it('changes a plan only after the confirmation, and says what changed', async () => {
  answer();
  const patch = jest.spyOn(api, 'patch').mockResolvedValue({ ...sam, plan: 'starter' });
  renderWithProviders(<AccountsTab />);
  const events = userEvent.setup();
  const row = (await screen.findByText('sam@pawsh.example')).closest('tr') as HTMLElement;
  await events.click(within(row).getByRole('combobox', { name: 'Plan of sam@pawsh.example' }));
  await pickOption('Starter');
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Move Sam Groomer to Starter?')).toBeInTheDocument();
  expect(
    within(dialog).getByText(
      /sam@pawsh\.example moves from Free to Starter now\. A new month starts today with the plan's 5,000 credits\./,
    ),
  ).toBeInTheDocument();
  expect(patch).not.toHaveBeenCalled();
  await events.click(within(dialog).getByRole('button', { name: 'Change plan' }));
  await waitFor(() => expect(patch).toHaveBeenCalledWith('/admin/accounts/a2/plan', { plan: 'starter' }));
  expect(await screen.findByText(ADMIN.planChanged('sam@pawsh.example', 'starter'))).toBeInTheDocument();
});

it('a refused change keeps the dialog open with the server’s reason', async () => {
  answer();
  jest.spyOn(api, 'patch').mockRejectedValue(httpError(404, { message: ADMIN.accountNotFound }));
  renderWithProviders(<AccountsTab />);
  const events = userEvent.setup();
  const row = (await screen.findByText('sam@pawsh.example')).closest('tr') as HTMLElement;
  await events.click(within(row).getByRole('combobox'));
  await pickOption('Enterprise');
  await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change plan' }));
  expect(await within(screen.getByRole('dialog')).findByText(ADMIN.accountNotFound)).toBeInTheDocument();
});

it('with payments connected the plans follow Stripe: said, and the selects are off', async () => {
  answer({ paymentsConnected: true });
  renderWithProviders(<AccountsTab />);
  expect(await screen.findByText(ADMIN.paymentsConnected)).toBeInTheDocument();
  const row = screen.getByText('sam@pawsh.example').closest('tr') as HTMLElement;
  await waitFor(() => expect(within(row).getByRole('combobox')).toBeDisabled());
});

it('the list failing says so with a retry; a member who opens it is told it is the administrator’s', async () => {
  jest.spyOn(api, 'get').mockImplementation((async (url: string) => {
    if (url === '/admin/contact') return { paymentsConnected: false, administrator: null };
    throw httpError(500, { message: 'boom' });
  }) as typeof api.get);
  const { unmount } = renderWithProviders(<AccountsTab />);
  expect(await screen.findByText(/The accounts could not be loaded|boom/)).toBeInTheDocument();
  unmount();
  setSession({ token: 't', user: testUser });
  renderWithProviders(<AccountsTab />);
  expect(screen.getByText(ADMIN.onlyAdmins)).toBeInTheDocument();
});
