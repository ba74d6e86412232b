import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@brandcast/shared/client';
import { httpError, renderWithProviders } from '@brandcast/shared/testing';
import { stripePages } from '../api/start-checkout';
import BillingTab from '../routes/billing-tab';
import { answer, subscriptionOf, withBillingSession } from './billing-fixtures';

withBillingSession();

it('with Stripe: an upgrade goes through the payment modal to Stripe Checkout at the chosen period', async () => {
  answer({ subscription: subscriptionOf({ paymentsConnected: true }) });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ url: 'https://checkout.stripe.test/c/1' });
  const open = jest.spyOn(stripePages, 'open').mockImplementation(() => undefined);
  renderWithProviders(<BillingTab />);
  const events = userEvent.setup();
  await events.click(await screen.findByText('Yearly'));
  await events.click(screen.getByRole('button', { name: 'Upgrade to Professional' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Professional' });
  expect(within(dialog).getByText('$470 a year')).toBeInTheDocument();
  expect(within(dialog).getByText(/You pay on Stripe's secure page/)).toBeInTheDocument();
  await events.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.stripe.test/c/1'));
  expect(post).toHaveBeenCalledWith('/billing/checkout', { plan: 'professional', interval: 'yearly' });
  expect(screen.queryByText(/Payments are not connected/)).not.toBeInTheDocument();
});

it('with Stripe: shows what Stripe refuses in the modal', async () => {
  answer({ subscription: subscriptionOf({ paymentsConnected: true }) });
  jest.spyOn(api, 'post').mockRejectedValue(httpError(409, { message: 'That is not an upgrade.' }));
  renderWithProviders(<BillingTab />);
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: 'Upgrade to Starter' }));
  await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue to payment' }));
  expect(await within(screen.getByRole('dialog')).findByText('That is not an upgrade.')).toBeInTheDocument();
});

it('with Stripe: cards and cancelling through the customer portal, and the invoices listed with their pages', async () => {
  answer({
    subscription: subscriptionOf({
      plan: 'starter',
      paymentsConnected: true,
      access: { plan: 'starter', role: 'premium', graceEndsAt: null, limited: false },
    }),
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ url: 'https://billing.stripe.test/p/1' });
  const open = jest.spyOn(stripePages, 'open').mockImplementation(() => undefined);
  renderWithProviders(<BillingTab />);
  const row = await screen.findByRole('row', { name: /BRND-0001/ });
  expect(within(row).getByText('$19.00')).toBeInTheDocument();
  expect(within(row).getByText('paid')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'View invoice BRND-0001' })).toHaveAttribute(
    'href',
    'https://invoice.stripe.test/in_1',
  );
  expect(within(row).getByRole('link', { name: 'PDF of invoice BRND-0001' })).toHaveAttribute(
    'href',
    'https://invoice.stripe.test/in_1.pdf',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Manage cards or cancel' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('https://billing.stripe.test/p/1'));
  expect(post).toHaveBeenCalledWith('/billing/portal');
});

it('with Stripe and no invoice yet: says when the first comes', async () => {
  answer({ subscription: subscriptionOf({ paymentsConnected: true }), invoices: [] });
  renderWithProviders(<BillingTab />);
  expect(await screen.findByText('No invoices yet: the first comes with your first payment.')).toBeInTheDocument();
});

it('with Stripe, already paying: an upgrade says the card Stripe holds is charged now, and goes on without a Checkout page', async () => {
  answer({
    subscription: subscriptionOf({
      plan: 'starter',
      paymentsConnected: true,
      stripeSubscribed: true,
      access: { plan: 'starter', role: 'premium', graceEndsAt: null, limited: false },
    }),
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ url: 'http://localhost/settings/billing?checkout=done' });
  const open = jest.spyOn(stripePages, 'open').mockImplementation(() => undefined);
  renderWithProviders(<BillingTab />);
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: 'Upgrade to Professional' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Professional' });
  expect(within(dialog).getByText(/The card Stripe holds for you is charged the new price now/)).toBeInTheDocument();
  expect(within(dialog).queryByText(/Stripe's secure page/)).not.toBeInTheDocument();
  await events.click(within(dialog).getByRole('button', { name: 'Pay and upgrade' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/settings/billing?checkout=done'));
  expect(post).toHaveBeenCalledWith('/billing/checkout', { plan: 'professional', interval: 'monthly' });
});
