import { CREDIT_COSTS, PLANS } from '../constants/plans';
import { chargeFor, fewerNewNote, lineKey, lowCreditsMessage, monthlyBudgetSentence } from '../generation-budget';

describe('lineKey', () => {
  it('compares lines without case, spacing, punctuation, accents or emoji', () => {
    expect(lineKey('FRESH coffee,   at your door! ☕')).toBe(lineKey('fresh coffee at your door.'));
    expect(lineKey('Café crème — 🙌 ready')).toBe('cafe creme ready');
    expect(lineKey('Fresh coffee at your door')).not.toBe(lineKey('Fresh coffee at my door'));
  });
});

describe('chargeFor', () => {
  it('charges the full price for a full set, its share rounded up for fewer, nothing for none', () => {
    expect(chargeFor('brandMessage', 3, 3)).toBe(CREDIT_COSTS.brandMessage);
    expect(chargeFor('brandMessage', 1, 3)).toBe(17);
    expect(chargeFor('copyGeneration', 2, 5)).toBe(12);
    expect(chargeFor('copyGeneration', 0, 5)).toBe(0);
  });

  it('says what a shorter set was charged, and why when lines were repeats', () => {
    expect(fewerNewNote('brandMessage', 1, 3, true)).toBe(
      'Only 1 new line of the 3 asked for: the others were lines this project already has, so you were charged 17 credits, not 50 credits.',
    );
    expect(fewerNewNote('copyGeneration', 2, 5, false)).toBe(
      '2 of the 5 asked for, so you were charged 12 credits, not 30 credits.',
    );
  });
});

describe('monthlyBudgetSentence', () => {
  it('says what the month buys, from the plan and the prices', () => {
    expect(monthlyBudgetSentence('free')).toBe(
      'Your 500 monthly credits buy 10 sets of brand messages, or 16 sets of copies for one platform, or 5 split tests.',
    );
    expect(monthlyBudgetSentence('starter')).toContain(
      `${Math.floor(PLANS.starter.monthlyCredits / CREDIT_COSTS.copyGeneration)} sets of copies`,
    );
  });

  it('warns of low credits with what is left of the grant', () => {
    expect(lowCreditsMessage(100, 500)).toMatch(/^You have 100 credits left of this month's 500 credits\./);
  });
});
