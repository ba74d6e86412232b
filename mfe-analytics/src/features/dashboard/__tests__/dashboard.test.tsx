import { screen } from '@testing-library/react';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { PREFERENCE_DEFAULTS, type AnalyticsOverview } from '@brandcast/shared';
import DashboardRoute from '../routes/dashboard';

const free = { ...testUser, role: 'free' as const, subscription: { plan: 'free' as const, status: 'active' as const } };

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

const overview = (fields: Partial<AnalyticsOverview> = {}): AnalyticsOverview => ({
  range: 'month',
  totalProjects: 3,
  activeProjects: 2,
  totalMessages: 12,
  totalCopies: 9,
  avgEngagementRate: 4.35,
  totalViews: 2000,
  growth: {
    totalProjects: 200,
    activeProjects: 100,
    totalMessages: null,
    totalCopies: 50,
    avgEngagementRate: -78.3,
    totalViews: 3900,
  },
  ...fields,
});

/** The API as the dashboard calls it, by endpoint. */
function serve(answers: Record<string, unknown>) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url in answers) return answers[url];
    if (url === '/project') return { data: [], pagination: { page: 1, size: 5, total: 0, totalPages: 0 } };
    if (url === '/credits')
      return { balance: 420, plan: 'free', monthlyCredits: 500, renewsAt: '2026-12-01T00:00:00Z', ledger: [] };
    return [];
  });
}

it('shows the overview with growth from /analytics/overview, and the plan that unlocks the chart to a free account', async () => {
  setSession({ token: 't', user: free });
  const get = serve({ '/analytics/overview': overview() });
  renderWithProviders(<DashboardRoute />);
  expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
  expect(await screen.findByText('2,000')).toBeInTheDocument();
  expect(screen.getByText('+3,900%')).toBeInTheDocument();
  expect(screen.getByText('−78.3%')).toBeInTheDocument();
  // A tile without a previous period to compare with shows its figure alone (issue 28), not "No earlier data".
  expect(screen.getByText('12')).toBeInTheDocument();
  expect(screen.queryByText('No earlier data')).not.toBeInTheDocument();
  expect(screen.getAllByText(/^[+−±][\d.,]+%$/)).toHaveLength(5);
  expect(get).toHaveBeenCalledWith('/analytics/overview', { params: { range: 'month', tz: expect.any(String) } });
  // The chart is a paid feature: what it would show and the plan that unlocks it, never a call that fails.
  expect(await screen.findByRole('region', { name: 'Performance over time' })).toHaveTextContent(
    'Upgrade to the Starter plan',
  );
  expect(get).not.toHaveBeenCalledWith('/analytics/performance', expect.anything());
  expect(await screen.findByText('420')).toBeInTheDocument();
});

it('hides the statistics when the showStats preference is off', async () => {
  setSession({ token: 't', user: free });
  serve({ '/analytics/overview': overview() });
  renderWithProviders(<DashboardRoute />, { preferences: { ...PREFERENCE_DEFAULTS, showStats: false } });
  expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
  expect(await screen.findByText('Recent activity')).toBeInTheDocument();
  expect(screen.queryByText('Engagement rate')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Performance over time' })).not.toBeInTheDocument();
});

it('leads a new account to its first project instead of charts of zeros', async () => {
  setSession({ token: 't', user: free });
  serve({
    '/analytics/overview': overview({
      totalProjects: 0,
      activeProjects: 0,
      totalMessages: 0,
      totalCopies: 0,
      totalViews: 0,
      avgEngagementRate: 0,
    }),
  });
  renderWithProviders(<DashboardRoute />);
  expect(await screen.findByRole('heading', { name: 'Start with your first project' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create your first project' })).toHaveAttribute('href', '/projects/create');
  expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
  expect(screen.queryByText('Views')).not.toBeInTheDocument();
  // Nothing of what a new account does not see waits to load: no chart, insights or activity.
  expect(screen.queryByText('Performance over time')).not.toBeInTheDocument();
  expect(screen.queryByText('Recent activity')).not.toBeInTheDocument();
});

it("shows the catalogue's error when the overview cannot be fetched", async () => {
  setSession({ token: 't', user: free });
  jest.spyOn(api, 'get').mockRejectedValue(new Error('network'));
  renderWithProviders(<DashboardRoute />);
  expect(await screen.findByText('Failed to fetch dashboard overview')).toBeInTheDocument();
});

it('keeps the place of the sections below the overview while their code and figures load', async () => {
  setSession({ token: 't', user: free });
  let answer: (value: AnalyticsOverview) => void = () => undefined;
  const overviewAsked = new Promise<AnalyticsOverview>((resolve) => (answer = resolve));
  serve({ '/analytics/overview': overviewAsked });
  renderWithProviders(<DashboardRoute />);
  // While the overview is asked for, the chart's and the details' cards stand in their places, titled.
  expect(await screen.findByText('Performance over time')).toBeInTheDocument();
  for (const title of ['Insights', 'Recent activity', 'Recent projects', 'Credits'])
    expect(screen.getByText(title)).toBeInTheDocument();
  answer(overview());
  expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Performance over time' })).toBeInTheDocument();
});
