import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import BillingTab from '../routes/billing-tab';
import { answer, withBillingSession } from './billing-fixtures';

/* Without payments, the upgrade dialog says who changes the plan (issue 28): never `npm run plan` to a customer. */
withBillingSession();
const grace = { name: 'Grace Hopper', email: 'grace@example.com' };

async function openUpgrade() {
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: 'Upgrade to Professional' }));
  return screen.findByRole('dialog', { name: 'Upgrade to Professional' });
}

it('a member is told to ask the administrator, by name, with the address to write to, and is shown no command', async () => {
  answer({ administrator: grace });
  renderWithProviders(<BillingTab />);
  const dialog = await openUpgrade();
  expect(
    await within(dialog).findByText(/Ask your administrator, Grace Hopper, to change your plan\./),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
    'href',
    'mailto:grace@example.com',
  );
  expect(within(dialog).queryByText(/npm run plan/)).not.toBeInTheDocument();
  expect(screen.queryByText(/npm run plan/)).not.toBeInTheDocument();
});

it('the administrator is sent to Settings → Accounts, where they change any plan', async () => {
  setSession({ token: 't', user: { ...testUser, isAdmin: true } });
  const get = answer({ administrator: grace });
  renderWithProviders(<BillingTab />);
  const dialog = await openUpgrade();
  expect(
    within(dialog).getByText(/As its administrator, you change any plan, yours too, in Settings → Accounts\./),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Open Accounts' })).toHaveAttribute('href', '/settings/accounts');
  expect(within(dialog).queryByText(/npm run plan/)).not.toBeInTheDocument();
  expect(get.mock.calls.map(([url]) => url)).not.toContain('/admin/contact');
});

it('no administrator left: the operator’s command, as before', async () => {
  answer({ administrator: null });
  renderWithProviders(<BillingTab />);
  const dialog = await openUpgrade();
  expect(
    await within(dialog).findByText(`npm run plan -- --email ${testUser.email} --plan professional`),
  ).toBeInTheDocument();
  expect(within(dialog).getByText(/it has no administrator any more/)).toBeInTheDocument();
});
