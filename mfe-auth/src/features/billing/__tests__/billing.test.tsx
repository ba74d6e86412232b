import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import BillingTab from '../routes/billing-tab';
import { answer, entry, subscriptionOf, withBillingSession } from './billing-fixtures';

withBillingSession();
it("shows the plan, its period, status and renewal, the balance, each action's cost and this period's use", async () => {
  answer({
    subscription: subscriptionOf({
      plan: 'starter',
      interval: 'yearly',
      access: { plan: 'starter', role: 'premium', graceEndsAt: null, limited: false },
    }),
  });
  renderWithProviders(<BillingTab />);
  const card = (await screen.findByText('Billing period')).closest('.ant-card') as HTMLElement;
  expect(within(card).getByText('Starter')).toBeInTheDocument();
  expect(within(card).getByText('Yearly')).toBeInTheDocument();
  expect(within(card).getByText('Active')).toBeInTheDocument();
  expect(within(card).getByText('Dec 1, 2026, with 5,000 credits')).toBeInTheDocument();
  expect(await screen.findByText('4,870 credits')).toBeInTheDocument();
  const use = screen.getByRole('row', { name: /Generating a brand message/ });
  expect(
    within(use)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Generating a brand message', '50 credits', '2', '100']);
  expect(screen.getByRole('row', { name: /Running a split test/ })).toHaveTextContent('100 credits');
  expect(screen.getByRole('row', { name: /Spent this period/ })).toHaveTextContent('130');
});

it('past_due: says when the grace period ends and what happens after, and that nothing is deleted', async () => {
  answer({
    subscription: subscriptionOf({
      plan: 'professional',
      status: 'past_due',
      access: { plan: 'professional', role: 'premium', graceEndsAt: '2026-11-23T12:00:00.000Z', limited: false },
    }),
  });
  renderWithProviders(<BillingTab />);
  expect(
    await screen.findByText('Your last payment failed: the Professional plan stays until Nov 23, 2026'),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      /3-day grace period\. If the payment has not gone through by then, your account has the Free plan's limits \(3 projects, 500 credits a month, no analytics and no team collaboration\) until it is paid\. Nothing is deleted\./,
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Payment failed')).toBeInTheDocument();
});

it('past_due after the grace period: the free limits apply now, and the plan returns when paid', async () => {
  answer({
    subscription: subscriptionOf({
      plan: 'starter',
      status: 'past_due',
      access: { plan: 'free', role: 'free', graceEndsAt: null, limited: true },
    }),
  });
  renderWithProviders(<BillingTab />);
  expect(
    await screen.findByText("Your payment is overdue: the Free plan's limits apply until it is paid"),
  ).toBeInTheDocument();
  expect(screen.getByText("Starter (the Free plan's limits apply now)")).toBeInTheDocument();
});

it('without Stripe: says plainly payments are not connected and gives the command for the plan asked about (?plan=&interval=), with a copy button', async () => {
  answer();
  renderWithProviders(<BillingTab />, { route: '/settings/billing?plan=enterprise&interval=yearly' });
  const command = `npm run plan -- --email ${testUser.email} --plan enterprise --interval yearly`;
  expect(await screen.findByText(/Payments are not connected on this Brandcast/)).toBeInTheDocument();
  expect(screen.getByText(command)).toBeInTheDocument();
  expect(screen.getByText('You chose the Enterprise plan')).toBeInTheDocument();
  expect(screen.getByText('$1,430 a year (yearly), 100,000 credits a month.')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  const events = userEvent.setup();
  await events.click(screen.getByRole('button', { name: 'Copy' }));
  expect(await navigator.clipboard.readText()).toBe(command);
  expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Invoices' })).not.toBeInTheDocument();
});

it('without Stripe: an upgrade opens the payment modal with the plan, price and the command, never a payment', async () => {
  answer();
  const post = jest.spyOn(api, 'post');
  renderWithProviders(<BillingTab />);
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: 'Upgrade to Professional' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Professional' });
  expect(within(dialog).getByText('$49 a month')).toBeInTheDocument();
  expect(within(dialog).getByText(`npm run plan -- --email ${testUser.email} --plan professional`)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
  await events.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(post).not.toHaveBeenCalled();
});

it("the monthly / yearly switch shows the spec's yearly prices with what a year saves, and the buttons follow it", async () => {
  answer();
  renderWithProviders(<BillingTab />);
  const starter = await screen.findByRole('row', { name: /^Starter/ });
  expect(within(starter).getByText('$19 a month')).toBeInTheDocument();
  const events = userEvent.setup();
  await events.click(screen.getByText('Yearly'));
  expect(within(starter).getByText('$182 a year')).toBeInTheDocument();
  expect(within(starter).getByText('(save $46)', { exact: false })).toBeInTheDocument();
  expect(
    within(screen.getByRole('row', { name: /^Professional/ })).getByText('(save $118)', { exact: false }),
  ).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /^Enterprise/ })).getByText('$1,430 a year')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /^Free/ })).getByText('Your plan')).toBeInTheDocument();
  await events.click(within(starter).getByRole('button', { name: 'Upgrade to Starter' }));
  expect(
    within(await screen.findByRole('dialog')).getByText(
      `npm run plan -- --email ${testUser.email} --plan starter --interval yearly`,
    ),
  ).toBeInTheDocument();
});

it("a downgrade says it takes effect at the period's end, and can be undone until then", async () => {
  const professional = subscriptionOf({
    plan: 'professional',
    access: { plan: 'professional', role: 'premium', graceEndsAt: null, limited: false },
  });
  const get = answer({ subscription: professional });
  const post = jest.spyOn(api, 'post').mockResolvedValue({});
  renderWithProviders(<BillingTab />);
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: 'Downgrade to Starter' }));
  const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Starter' });
  expect(
    within(dialog).getByText(
      /takes effect at the end of this period, on Dec 1, 2026\. Until then you keep Professional and its credits\. You can undo it/,
    ),
  ).toBeInTheDocument();
  expect(within(dialog).getByText(/Starter allows 10 projects\. Nothing is deleted/)).toBeInTheDocument();

  get.mockRestore();
  answer({ subscription: { ...professional, scheduledPlan: 'starter', scheduledInterval: 'monthly' } });
  await events.click(within(dialog).getByRole('button', { name: 'Change on Dec 1, 2026' }));
  expect(post).toHaveBeenCalledWith('/billing/change', { plan: 'starter', interval: 'monthly' });
  expect(await screen.findByText('On Dec 1, 2026 your plan changes to Starter (monthly)')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /^Starter/ })).getByText('From Dec 1, 2026')).toBeInTheDocument();

  await events.click(screen.getByRole('button', { name: 'Keep Professional' }));
  expect(post).toHaveBeenLastCalledWith('/billing/change', { plan: 'professional', interval: 'monthly' });
});

it('the credit history filters by kind and days, pages, and says when nothing matches', async () => {
  const asked: Record<string, unknown>[] = [];
  answer({
    ledger: (params) => {
      asked.push(params);
      if (params.action === 'videoScript') return { entries: [], total: 0, page: 1, pageSize: 50 };
      const page = Number(params.page ?? 1);
      return { entries: [entry(page, -50, 'brandMessage', `Message on page ${page}`)], total: 120, page, pageSize: 50 };
    },
  });
  renderWithProviders(<BillingTab />);
  expect(await screen.findByText('Message on page 1')).toBeInTheDocument();
  expect(screen.getByText('120 rows')).toBeInTheDocument();
  const events = userEvent.setup();
  await events.click(screen.getByRole('listitem', { name: '2' }));
  expect(await screen.findByText('Message on page 2')).toBeInTheDocument();

  const from = screen.getByLabelText('From');
  await events.type(from, '2026-11-05');
  await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, from: '2026-11-05' }));
  await events.type(screen.getByLabelText('To'), '2026-11-01');
  expect(await screen.findByText(/“From” is after “To”/)).toBeInTheDocument();
  await events.clear(screen.getByLabelText('To'));
  await events.type(screen.getByLabelText('To'), '2026-11-30');
  await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, from: '2026-11-05', to: '2026-11-30' }));

  await events.click(screen.getByLabelText('Kind'));
  await events.click(await screen.findByTitle('Writing a video script'));
  await waitFor(() =>
    expect(asked.at(-1)).toEqual({ page: 1, action: 'videoScript', from: '2026-11-05', to: '2026-11-30' }),
  );
  expect(await screen.findByText('No credits were granted or spent that match these filters.')).toBeInTheDocument();
  await events.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByText('Message on page 1')).toBeInTheDocument();
  expect(screen.getByLabelText('From')).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
});

it('while loading says so, and a failed load says why with a retry that works', async () => {
  const get = jest
    .spyOn(api, 'get')
    .mockRejectedValueOnce(httpError(503, { message: 'The database is unreachable. Try again in a minute.' }));
  renderWithProviders(<BillingTab />);
  expect(screen.getByLabelText('Loading your plan')).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByText('The database is unreachable. Try again in a minute.')).toBeInTheDocument();
  get.mockRestore();
  answer();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/Payments are not connected/)).toBeInTheDocument();
});

it('on a phone each plan is a card with every column and its button, no table', async () => {
  const originalMatchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query === '(max-width: 767px)' || originalMatchMedia(query).matches,
  })) as typeof window.matchMedia;
  answer();
  renderWithProviders(<BillingTab />);
  const professional = await screen.findByRole('region', { name: 'Professional plan' });
  for (const label of ['Price', 'Credits', 'Projects', 'Team', 'Rollover'])
    expect(within(professional).getByText(label)).toBeInTheDocument();
  expect(within(professional).getByText('$49 a month')).toBeInTheDocument();
  expect(within(professional).getByRole('button', { name: 'Upgrade to Professional' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Free plan' })).getByText('Your plan')).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Rollover' })).not.toBeInTheDocument();
});

it('back from Stripe Checkout (?checkout=done): thanks, says the plan changes once Stripe confirms, and checks again on request', async () => {
  const get = answer({ subscription: subscriptionOf({ paymentsConnected: true }) });
  renderWithProviders(<BillingTab />, { route: '/settings/billing?checkout=done' });
  expect(await screen.findByText('Thank you: Stripe has your payment')).toBeInTheDocument();
  const asked = () => get.mock.calls.filter(([url]) => url === '/billing').length;
  const before = asked();
  await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
  await waitFor(() => expect(asked()).toBe(before + 1));
});

it('canceled: the free limits apply, nothing is deleted, and there is no renewal', async () => {
  answer({
    subscription: subscriptionOf({
      plan: 'starter',
      status: 'canceled',
      access: { plan: 'free', role: 'free', graceEndsAt: null, limited: true },
    }),
  });
  renderWithProviders(<BillingTab />);
  expect(await screen.findByText('Your subscription is canceled')).toBeInTheDocument();
  expect(
    screen.getByText(
      /The Free plan's limits apply \(3 projects, 500 credits a month, no analytics and no team collaboration\)\. Nothing is deleted/,
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Does not renew')).toBeInTheDocument();
});
