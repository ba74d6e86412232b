import { screen } from '@testing-library/react';
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

it('shows a free account the overview, and what each locked view would hold with the plan that unlocks it', async () => {
  setSession({ token: 't', user: { ...testUser, role: 'free' } });
  const get = jest
    .spyOn(api, 'get')
    .mockImplementation(async (url: string) => (url === '/analytics/overview' ? overview : []));
  renderWithProviders(<AnalyticsRoute />, { route: '/analytics', path: '/analytics' });
  expect(await screen.findByText('2,450')).toBeInTheDocument();
  expect(screen.getByText('+12.5%')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Performance, funnel, top performers and platforms' })).toHaveTextContent(
    'Starter plan',
  );
  expect(screen.getByRole('region', { name: 'Best time to post' })).toHaveTextContent('Enterprise plan');
  expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  expect(get.mock.calls.map(([url]) => url)).toEqual(['/analytics/overview']);
});

it('exports: the job runs to 100% on a progress bar, then offers the signed download', async () => {
  setSession({ token: 't', user: { ...testUser, role: 'premium' } });
  const job = { id: 'job-1', format: 'csv', url: null, filename: null, error: null };
  let follows = 0;
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/analytics/overview') return overview;
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
      url === '/analytics/overview' ? overview : url === '/analytics/top' ? top : [],
    );
  renderWithProviders(<AnalyticsRoute />, { route: '/analytics', path: '/analytics' });
  expect(await screen.findByRole('link', { name: 'Spring sale' })).toBeInTheDocument();
  const card = (name: string) => screen.getByText(name).closest('.ant-card') as HTMLElement;
  expect(card('Top performers')).toHaveTextContent('All time');
  expect(card('Low performers')).toHaveTextContent('All time');
});
