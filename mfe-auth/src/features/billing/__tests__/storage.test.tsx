import { screen, within } from '@testing-library/react';
import { PLANS } from '@brandcast/shared';
import { renderWithProviders } from '@brandcast/shared/testing';
import BillingTab from '../routes/billing-tab';
import { answer, subscriptionOf, withBillingSession } from './billing-fixtures';

/* Settings → Billing shows the recordings' storage against the plan's, as GET /billing reports it. */
withBillingSession();

const MB = 1024 ** 2;

it("shows what the recordings use of the plan's storage, and each plan's storage", async () => {
  answer({ storage: { usedBytes: 120 * MB, quotaBytes: PLANS.free.storageBytes } });
  renderWithProviders(<BillingTab />);
  const card = (await screen.findByText('120 MB of 2 GB used')).closest('.ant-card') as HTMLElement;
  expect(within(card).getByText('Storage')).toBeInTheDocument();
  expect(within(card).getByLabelText('Storage: 120 MB of 2 GB used')).toBeInTheDocument();
  expect(within(card).queryByText(/almost full/)).not.toBeInTheDocument();
  expect(screen.getByRole('row', { name: /^Starter/ })).toHaveTextContent('20 GB');
});

it('almost full: says to delete recordings or upgrade', async () => {
  answer({
    subscription: subscriptionOf({
      plan: 'starter',
      access: { plan: 'starter', role: 'premium', graceEndsAt: null, limited: false },
    }),
    storage: { usedBytes: 19.5 * 1024 * MB, quotaBytes: PLANS.starter.storageBytes },
  });
  renderWithProviders(<BillingTab />);
  const card = (await screen.findByText('19.5 GB of 20 GB used')).closest('.ant-card') as HTMLElement;
  expect(
    within(card).getByText(
      'Your storage is almost full. Delete recordings you no longer need, or upgrade your plan for more storage.',
    ),
  ).toBeInTheDocument();
});
