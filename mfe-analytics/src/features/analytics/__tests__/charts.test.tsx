import { render } from '@testing-library/react';
import { PREFERENCE_DEFAULTS, type PerformancePoint, type PlatformPerformance } from '@brandcast/shared';
import { clearSession, setSession } from '@brandcast/shared/client';
import { testUser } from '@brandcast/shared/testing';
import { ThemeProviders } from '@brandcast/shared/ui';
import { PerformanceChart, PlatformChart } from '../../../components/charts';

// chart.js draws on a canvas jsdom does not have: each chart's options are what is checked.
const drawn: Array<{ options: { animation?: unknown } }> = [];
jest.mock('react-chartjs-2', () => ({
  Line: (props: { options: { animation?: unknown } }) => (drawn.push(props), null),
  Bar: (props: { options: { animation?: unknown } }) => (drawn.push(props), null),
}));

const points: PerformancePoint[] = [{ date: '2026-11-01', views: 10, engagement: 2, copies: 1, messages: 0 }];
const platforms = [{ platform: 'twitter', views: 10, engagement: 2 }] as PlatformPerformance[];

function charts(animations: boolean) {
  drawn.length = 0;
  render(
    <ThemeProviders preferences={{ ...PREFERENCE_DEFAULTS, animations }}>
      <PerformanceChart points={points} label="Performance" />
      <PlatformChart platforms={platforms} />
    </ThemeProviders>,
  );
  return drawn.map((props) => props.options.animation);
}

/** A system that asks for reduced motion or not (the tests' own setup asks for it). */
const reducedMotion = (reduce: boolean) =>
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );

beforeEach(() => setSession({ token: 't', user: testUser }));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it("draws the charts without their grow-in animation when the person's Animations preference is off", () => {
  reducedMotion(false);
  expect(charts(false)).toEqual([false, false]);
});

it('draws them still when the system asks for reduced motion, whatever the preference', () => {
  reducedMotion(true);
  expect(charts(true)).toEqual([false, false]);
});

it("keeps chart.js's animation when animations are on and the system does not ask for less", () => {
  reducedMotion(false);
  expect(charts(true)).toEqual([undefined, undefined]);
});
