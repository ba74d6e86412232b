import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import AnalyticsRoute from '../routes/analytics';

// chart.js draws on a canvas jsdom does not have; the charts' own module is replaced by what they were given.
jest.mock('../../../components/charts', () => ({
  PerformanceChart: ({ points }: { points: Array<{ date: string }> }) => <p>{`chart of ${points.length} days`}</p>,
  PlatformChart: () => <p>platform chart</p>,
}));

const overview = {
  range: 'month',
  totalProjects: 2,
  activeProjects: 2,
  totalMessages: 1,
  totalCopies: 4,
  avgEngagementRate: 4.65,
  totalViews: 2450,
  growth: {
    totalProjects: null,
    activeProjects: null,
    totalMessages: null,
    totalCopies: null,
    avgEngagementRate: null,
    totalViews: 12.5,
  },
};

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

const summary = {
  range: 'month',
  messages: { total: 3, published: 1, inRange: 2 },
  copies: { total: 5, published: 2, scheduled: 1, inRange: 4 },
  trackedLinks: { total: 2, clicks: 1430 },
};

it("shows a free account its own work's numbers, and the paid views behind one card (issue 28)", async () => {
  setSession({ token: 't', user: { ...testUser, role: 'free' } });
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/analytics/overview') return overview;
    if (url === '/analytics/summary') return summary;
    return [];
  });
  renderWithProviders(<AnalyticsRoute />, { route: '/analytics', path: '/analytics' });
  expect(await screen.findByText('2,450')).toBeInTheDocument();
  expect(screen.getByText('+12.5%')).toBeInTheDocument();
  const own = within(await screen.findByRole('list', { name: 'Your work so far' }));
  expect(own.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Brand messages31 published · 2 written (last 30 days)',
    'Copies52 published · 1 scheduled · 4 written (last 30 days)',
    'Tracked-link clicks1,430on 2 tracked links',
  ]);
  // One card for every paid view: no separate cards for the heatmap and the projects compared.
  const locked = screen.getAllByRole('region');
  expect(locked).toHaveLength(1);
  expect(locked[0]).toHaveAccessibleName('Performance, funnel, top performers and platforms');
  expect(locked[0]).toHaveTextContent('best time to post and your projects compared');
  expect(locked[0]).toHaveTextContent('Starter plan');
  expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  expect(get.mock.calls.map(([url]) => url).sort()).toEqual(['/analytics/overview', '/analytics/summary']);
});

it('says what to do when a free account has no work yet', async () => {
  setSession({ token: 't', user: { ...testUser, role: 'free' } });
  const empty = {
    ...summary,
    messages: { total: 0, published: 0, inRange: 0 },
    copies: { total: 0, published: 0, scheduled: 0, inRange: 0 },
    trackedLinks: { total: 0, clicks: 0 },
  };
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => (url === '/analytics/summary' ? empty : overview));
  renderWithProviders(<AnalyticsRoute />, { route: '/analytics', path: '/analytics' });
  expect(await screen.findByText(/Nothing yet\. Write a brand message and a copy from it/)).toBeInTheDocument();
});

it('exports: the job runs to 100% on a progress bar, then offers the signed download', async () => {
  setSession({ token: 't', user: { ...testUser, role: 'premium' } });
  const job = { id: 'job-1', format: 'csv', url: null, filename: null, error: null };
  let follows = 0;
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/analytics/overview') return overview;
    if (url === '/analytics/summary') return summary;
    if (url === '/analytics/export/job-1') {
      follows += 1;
      return follows < 2
        ? { ...job, state: 'generating', percentage: 50 }
        : {
            ...job,
            state: 'completed',
            percentage: 100,
            url: '/api/analytics/export/job-1/file?expires=1&signature=s',
            filename: 'brandcast-analytics-month-2026-11-24.csv',
          };
    }
    return [];
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ ...job, state: 'generating', percentage: 0 });
  renderWithProviders(<AnalyticsRoute />, { route: '/analytics', path: '/analytics' });
  await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
  expect(post).toHaveBeenCalledWith('/analytics/export', { range: 'month', format: 'csv', tz: expect.any(String) });
  const link = await screen.findByRole(
    'link',
    { name: 'Download brandcast-analytics-month-2026-11-24.csv' },
    { timeout: 5000 },
  );
  expect(link).toHaveAttribute('href', '/api/analytics/export/job-1/file?expires=1&signature=s');
  expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '100');
});

it('top and low performers say they are all time, whatever the range', async () => {
  setSession({ token: 't', user: { ...testUser, role: 'premium' } });
  const top = [
    {
      id: 'c1',
      projectId: 'p1',
      projectName: 'Alpha',
      title: 'Spring sale',
      platform: 'twitter',
      views: 1000,
      engagement: 50,
      rate: 5,
    },
  ];
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (url: string) =>
      url === '/analytics/overview'
        ? overview
        : url === '/analytics/summary'
          ? summary
          : url === '/analytics/top'
            ? top
            : [],
    );
  renderWithProviders(<AnalyticsRoute />, { route: '/analytics', path: '/analytics' });
  expect(await screen.findByRole('link', { name: 'Spring sale' })).toBeInTheDocument();
  const card = (name: string) => screen.getByText(name).closest('.ant-card') as HTMLElement;
  expect(card('Top performers')).toHaveTextContent('All time');
  expect(card('Low performers')).toHaveTextContent('All time');
});
