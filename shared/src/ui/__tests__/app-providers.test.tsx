import { screen } from '@testing-library/react';
import { theme } from 'antd';
import { renderWithProviders } from '../../testing/render';

function MotionProbe() {
  const { token } = theme.useToken();
  return <p>{`motion ${String(token.motion)}, ${token.motionDurationMid}`}</p>;
}

const originalMatchMedia = window.matchMedia;

function systemPrefers(matchingQuery: string) {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query === matchingQuery,
  })) as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

test('antd animates by default', () => {
  systemPrefers('(no preference)');
  renderWithProviders(<MotionProbe />);
  expect(screen.getByText('motion true, 0.2s')).toBeInTheDocument();
});

test('the system setting "reduce motion" turns antd motion off', () => {
  systemPrefers('(prefers-reduced-motion: reduce)');
  renderWithProviders(<MotionProbe />);
  expect(screen.getByText('motion false, 0s')).toBeInTheDocument();
});
