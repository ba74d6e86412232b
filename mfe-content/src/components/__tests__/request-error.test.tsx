import { screen } from '@testing-library/react';
import type { PlanId } from '@brandcast/shared';
import { clearSession, setSession } from '@brandcast/shared/client';
import { httpError, renderWithProviders, testUser } from '@brandcast/shared/testing';
import { RequestError } from '../request-error';

const outOfCredits = httpError(402, {
  statusCode: 402,
  error: 'Payment Required',
  message:
    'Generating a brand message costs 50 credits; you have 20. Credits renew monthly; upgrade your plan for more.',
});

function renderFor(plan: PlanId, error: unknown = outOfCredits) {
  setSession({ token: 't', user: { ...testUser, subscription: { plan, status: 'active' } } });
  renderWithProviders(<RequestError error={error} fallback="Failed to generate AI message" />);
}

afterEach(() => clearSession());

it.each([
  ['free', 'Starter', 'starter'],
  ['starter', 'Professional', 'professional'],
  ['professional', 'Enterprise', 'enterprise'],
] as const)(
  'out of credits on %s: links to billing with the next plan with more credits chosen',
  (plan, name, next) => {
    renderFor(plan);
    expect(screen.getByRole('alert')).toHaveTextContent('costs 50 credits; you have 20');
    expect(screen.getByRole('link', { name: `See the ${name} plan` })).toHaveAttribute(
      'href',
      `/settings/billing?plan=${next}`,
    );
  },
);

it('out of credits on the highest plan: links to billing itself, no plan to choose', () => {
  renderFor('enterprise');
  expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/settings/billing');
});

it('other failures carry no plan link', () => {
  renderFor('free', httpError(500));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate AI message');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
