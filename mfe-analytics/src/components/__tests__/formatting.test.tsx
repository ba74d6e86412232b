import { render, screen } from '@testing-library/react';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { PREFERENCE_DEFAULTS, formatShortDate, type PerformancePoint } from '@brandcast/shared';
import { ThemeProviders } from '@brandcast/shared/ui';
import { PerformanceChart } from '../charts';
import { PerformanceCard } from '../performance-card';
import { RankedCard } from '../../features/analytics/components/ranked-list';

/* Numbers, plurals and dates in the analytics as shared's format.ts writes them everywhere (issue 28). */

const drawn: Array<{ data: { labels: string[] } }> = [];
jest.mock('react-chartjs-2', () => ({
  Line: (props: { data: { labels: string[] } }) => (drawn.push(props), null),
  Bar: () => null,
}));

const day = (date: string, views: number, engagement: number): PerformancePoint => ({
  date,
  views,
  engagement,
  copies: 0,
  messages: 0,
});

beforeEach(() => setSession({ token: 't', user: { ...testUser, role: 'premium' } }));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it("labels the chart's days with the shared short date, in the browser's language", () => {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
  drawn.length = 0;
  render(
    <ThemeProviders preferences={PREFERENCE_DEFAULTS}>
      <PerformanceChart points={[day('2026-11-01', 1, 0), day('2026-11-02', 2, 0)]} label="Performance" />
    </ThemeProviders>,
  );
  expect(drawn[0]!.data.labels).toEqual([formatShortDate('2026-11-01'), formatShortDate('2026-11-02')]);
  expect(drawn[0]!.data.labels).toEqual(['1 Nov', '2 Nov']);
});

it('says "1 view" and groups thousands in the performance totals', async () => {
  jest.spyOn(api, 'get').mockResolvedValue([day('2026-11-01', 1, 1200), day('2026-11-02', 0, 230)]);
  renderWithProviders(<PerformanceCard range="week" onRangeChange={jest.fn()} />);
  expect(await screen.findByText('Last 7 days: 1 view, 1,430 engagements')).toBeInTheDocument();
});

it('says "1 engagement on 1,430 views" in the ranked lists', async () => {
  const row = {
    id: 'c1',
    projectId: 'p1',
    projectName: 'Pawsh Parlour',
    title: 'Calm cuts',
    platform: 'instagram',
    views: 1430,
    engagement: 1,
    rate: 0.07,
  };
  jest.spyOn(api, 'get').mockResolvedValue([row]);
  renderWithProviders(<RankedCard order="top" />);
  expect(await screen.findByText('Instagram · Pawsh Parlour · 1 engagement on 1,430 views')).toBeInTheDocument();
});
