import { render, screen, within } from '@testing-library/react';
import { scoreMessage } from '@brandcast/shared/scoring';
import { ScoreDashboards } from '../components/score-dashboards';
import { ScoreParts } from '../components/score-parts';

/* The live score sits in a side column: its layout follows the space it has, never the window's width. */

const result = scoreMessage('Calm grooming for nervous dogs: one dog at a time, in a quiet room.');

it('lays the four dials out in two pairs that wrap by the space they have, with labels that never break', () => {
  render(<ScoreDashboards numbers={result} prefix="Preview " />);
  const dials = screen.getByTestId('score-dials');
  // Two pairs side by side when two dials' width each fits (96 px dials: 240 px a pair), else two rows of two.
  expect(dials.style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(240px, 1fr))');
  const pairs = Array.from(dials.children) as HTMLElement[];
  expect(pairs).toHaveLength(2);
  for (const pair of pairs) {
    expect(pair.style.gridTemplateColumns).toBe('1fr 1fr');
    expect(pair.children).toHaveLength(2);
  }
  for (const label of ['Clarity', 'Impact', 'Memorability', 'Overall score'])
    expect(within(dials).getByText(label).closest('.ant-typography')).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(screen.getByLabelText(/^Preview Memorability: \d+ out of 100$/)).toBeInTheDocument();
});

it('puts the measured parts side by side only when 220 px each fit, and never breaks a metric name', () => {
  render(<ScoreParts parts={result.parts} />);
  const parts = screen.getByTestId('score-parts');
  expect(parts.style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(220px, 1fr))');
  expect(screen.getByRole('heading', { name: 'Memorability' })).toHaveStyle({ whiteSpace: 'nowrap' });
});
