import { planAllowingMore, planChoicePath, registerForPlanPath, safeNextPath } from '../index';

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

  it('names the cheapest plan with room for more projects or team members', () => {
    expect(planAllowingMore('maxProjects', 'free')).toBe('starter');
    expect(planAllowingMore('maxProjects', 'starter')).toBe('professional');
    expect(planAllowingMore('teamMembers', 'starter')).toBe('professional');
    expect(planAllowingMore('teamMembers', 'professional')).toBe('enterprise');
  });

  it('keeps the chosen plan through sign-in (?next=)', () => {
    expect(safeNextPath(planChoicePath('starter', 'yearly'))).toBe('/settings/billing?plan=starter&interval=yearly');
  });
});
