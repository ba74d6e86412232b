import { screen } from '@testing-library/react';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { ProjectPerformance } from '../components/project-performance';

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it("sums the project's last 30 days from the analytics API", async () => {
  setSession({ token: 't', user: { ...testUser, role: 'premium' } });
  const get = jest.spyOn(api, 'get').mockResolvedValue([
    { date: '2026-11-20', views: 1000, engagement: 30, copies: 1, messages: 0 },
    { date: '2026-11-21', views: 500, engagement: 12, copies: 0, messages: 1 },
  ]);
  renderWithProviders(<ProjectPerformance projectId="p-1" />);
  expect(await screen.findByText('1,500')).toBeInTheDocument();
  expect(screen.getByText('42')).toBeInTheDocument();
  expect(screen.getByText('Rate').closest('.ant-statistic')).toHaveTextContent('2.8%');
  expect(get).toHaveBeenCalledWith('/analytics/performance', {
    params: { range: 'month', tz: expect.any(String), projectId: 'p-1' },
  });
});

it('shows a free account what the summary would hold and the plan that unlocks it, without calling', async () => {
  setSession({ token: 't', user: { ...testUser, role: 'free' } });
  const get = jest.spyOn(api, 'get');
  renderWithProviders(<ProjectPerformance projectId="p-1" />);
  expect(screen.getByRole('region', { name: 'Performance' })).toHaveTextContent(
    'Upgrade to the Starter plan or above to use analytics.',
  );
  expect(get).not.toHaveBeenCalled();
});
