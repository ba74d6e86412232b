import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiToken, CreatedApiToken } from '@brandcast/shared';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import ApiTokensTab from '../routes/api-tokens-tab';

const enterprise = {
  ...testUser,
  role: 'enterprise' as const,
  subscription: { plan: 'enterprise' as const, status: 'active' as const },
};

const token = (changes: Partial<ApiToken> = {}): ApiToken => ({
  id: 't1',
  name: 'Reporting',
  scope: 'read',
  prefix: 'bc_AbCdEf',
  expiresAt: null,
  lastUsedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...changes,
});

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('shows the upgrade prompt, never an error, to a plan without API access', async () => {
  setSession({ token: 't', user: testUser });
  const get = jest.spyOn(api, 'get').mockResolvedValue([]);
  renderWithProviders(<ApiTokensTab />);
  expect(await screen.findByRole('region', { name: 'API tokens' })).toBeInTheDocument();
  expect(screen.getByText('Upgrade to the Enterprise plan to use API access.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the Enterprise plan' })).toHaveAttribute(
    'href',
    '/settings/billing?plan=enterprise',
  );
  expect(screen.queryByRole('button', { name: 'Create token' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() => expect(get).toHaveBeenCalledWith('/token'));
  expect(screen.queryByText('Your tokens')).not.toBeInTheDocument();
});

it("lists a downgraded account's old tokens so they can still be revoked", async () => {
  setSession({ token: 't', user: testUser });
  jest.spyOn(api, 'get').mockResolvedValue([token()]);
  renderWithProviders(<ApiTokensTab />);
  expect(await screen.findByRole('button', { name: 'Revoke Reporting' })).toBeInTheDocument();
});

it('says when there are no tokens yet, and when the list could not be loaded (with a retry)', async () => {
  setSession({ token: 't', user: enterprise });
  const get = jest
    .spyOn(api, 'get')
    .mockRejectedValueOnce(httpError(500, { message: 'The database is unreachable.' }))
    .mockResolvedValue([]);
  renderWithProviders(<ApiTokensTab />);
  expect(await screen.findByText('The database is unreachable.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/No API tokens yet/)).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(2);
});

it('creates a token with name, scope and expiry, shows the secret once with a copy button, then only its prefix', async () => {
  setSession({ token: 't', user: enterprise });
  const created: CreatedApiToken = {
    ...token({ id: 't2', name: 'Importer', scope: 'write', expiresAt: '2031-01-31T00:00:00.000Z' }),
    token: 'bc_secret-secret-secret',
  };
  let listed: ApiToken[] = [];
  jest.spyOn(api, 'get').mockImplementation(() => Promise.resolve(listed));
  const post = jest.spyOn(api, 'post').mockImplementation(() => {
    const { token: _secret, ...rest } = created;
    listed = [rest];
    return Promise.resolve(created);
  });
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderWithProviders(<ApiTokensTab />);

  await userEvent.click(await screen.findByRole('button', { name: 'Create token' }));
  expect(await screen.findByText('Name the token, e.g. after what will use it')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('Name'), 'Importer');
  await userEvent.click(screen.getByLabelText(/^Write/));
  await userEvent.type(screen.getByLabelText(/Expires on/), '2031-01-31');
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/token', {
      name: 'Importer',
      scope: 'write',
      expiresAt: '2031-01-31T00:00:00Z',
    }),
  );

  const secret = await screen.findByRole('region', { name: 'Your new token' });
  expect(
    within(secret).getByText("Copy it now: you won't see it again. Only its first characters are kept on screen."),
  ).toBeInTheDocument();
  expect(within(secret).getByTestId('new-token-secret')).toHaveTextContent('bc_secret-secret-secret');
  await userEvent.click(within(secret).getByRole('button', { name: 'Copy token' }));
  expect(writeText).toHaveBeenCalledWith('bc_secret-secret-secret');
  expect(await within(secret).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

  // The list has it, by prefix only.
  const row = (await screen.findByText('Importer', { selector: 'td' })).closest('tr')!;
  expect(within(row).getByText('write')).toBeInTheDocument();
  expect(within(row).getByText('bc_AbCdEf…')).toBeInTheDocument();
  await userEvent.click(within(secret).getByRole('button', { name: 'I have copied it' }));
  expect(screen.queryByText('bc_secret-secret-secret')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create token' })).toBeInTheDocument();
});

it('refuses an expiry that is not after today before asking the server', async () => {
  setSession({ token: 't', user: enterprise });
  jest.spyOn(api, 'get').mockResolvedValue([]);
  const post = jest.spyOn(api, 'post');
  renderWithProviders(<ApiTokensTab />);
  await userEvent.type(await screen.findByLabelText('Name'), 'CI');
  await userEvent.type(screen.getByLabelText(/Expires on/), '2001-01-01');
  await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
  expect(await screen.findByText('Choose a date after today')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it('lists scope, created, last used and expiry, marks an expired token, and revokes only after confirming', async () => {
  setSession({ token: 't', user: enterprise });
  let listed = [
    token({
      id: 'a',
      name: 'Old script',
      expiresAt: '2020-01-01T00:00:00.000Z',
      lastUsedAt: '2019-12-31T12:00:00.000Z',
    }),
    token({ id: 'b', name: 'Dashboard', scope: 'write' }),
  ];
  jest.spyOn(api, 'get').mockImplementation(() => Promise.resolve(listed));
  const del = jest.spyOn(api, 'delete').mockImplementation((url: string) => {
    listed = listed.filter((t) => `/token/${t.id}` !== url);
    return Promise.resolve(null);
  });
  renderWithProviders(<ApiTokensTab />);
  const old = (await screen.findByText('Old script', { selector: 'td' })).closest('tr')!;
  expect(within(old).getByText('Expired')).toBeInTheDocument();
  expect(within(old).getByText(/Dec 31, 2019/)).toBeInTheDocument();
  const dashboard = screen.getByText('Dashboard', { selector: 'td' }).closest('tr')!;
  expect(within(dashboard).queryByText('Expired')).not.toBeInTheDocument();
  expect(within(dashboard).getAllByText('Never')).toHaveLength(2);

  await userEvent.click(within(old).getByRole('button', { name: 'Revoke Old script' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
  expect(del).not.toHaveBeenCalled();
  await userEvent.click(within(old).getByRole('button', { name: 'Revoke Old script' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(del).toHaveBeenCalledWith('/token/a'));
  await waitFor(() => expect(screen.queryByText('Old script', { selector: 'td' })).not.toBeInTheDocument());
});
