import { isUpgrade, planAllowingMore, planChoicePath, registerForPlanPath, safeNextPath, yearlySaving } from '../index';

describe('the way to a chosen plan (/pricing and the limit refusals)', () => {
  it('leads a signed-in person to billing with the plan and a yearly period chosen', () => {
    expect(planChoicePath('starter')).toBe('/settings/billing?plan=starter');
    expect(planChoicePath('professional', 'yearly')).toBe('/settings/billing?plan=professional&interval=yearly');
    expect(planChoicePath('professional', 'monthly')).toBe('/settings/billing?plan=professional');
  });

  it('leads a visitor through registration, keeping the choice', () => {
    expect(registerForPlanPath('enterprise', 'yearly')).toBe('/register?plan=enterprise&interval=yearly');
    expect(registerForPlanPath('starter')).toBe('/register?plan=starter');
  });

  it('names the cheapest plan with room for more projects or team members, or more monthly credits', () => {
    expect(planAllowingMore('maxProjects', 'free')).toBe('starter');
    expect(planAllowingMore('maxProjects', 'starter')).toBe('professional');
    expect(planAllowingMore('teamMembers', 'starter')).toBe('professional');
    expect(planAllowingMore('teamMembers', 'professional')).toBe('enterprise');
    expect(planAllowingMore('monthlyCredits', 'free')).toBe('starter');
    expect(planAllowingMore('monthlyCredits', 'professional')).toBe('enterprise');
    expect(planAllowingMore('monthlyCredits', 'enterprise')).toBe('enterprise');
  });

  it('keeps the chosen plan through sign-in (?next=)', () => {
    expect(safeNextPath(planChoicePath('starter', 'yearly'))).toBe('/settings/billing?plan=starter&interval=yearly');
  });
});

describe('upgrades and the yearly saving (the billing screen and the API read the same rule)', () => {
  it('a higher plan, or monthly to yearly, is an upgrade; anything else waits for the period end', () => {
    expect(isUpgrade({ plan: 'free', interval: 'monthly' }, { plan: 'starter', interval: 'monthly' })).toBe(true);
    expect(isUpgrade({ plan: 'starter', interval: 'monthly' }, { plan: 'starter', interval: 'yearly' })).toBe(true);
    expect(isUpgrade({ plan: 'starter', interval: 'yearly' }, { plan: 'starter', interval: 'monthly' })).toBe(false);
    expect(isUpgrade({ plan: 'professional', interval: 'monthly' }, { plan: 'starter', interval: 'yearly' })).toBe(
      false,
    );
  });

  it('saves twelve months less the yearly price (spec section 9)', () => {
    expect(yearlySaving('starter')).toBe(19 * 12 - 182);
    expect(yearlySaving('professional')).toBe(118);
    expect(yearlySaving('enterprise')).toBe(358);
    expect(yearlySaving('free')).toBe(0);
  });
});
