import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { DashboardArea } from '../routes';

const emptyOverview = {
  range: 'month',
  totalProjects: 0,
  activeProjects: 0,
  totalMessages: 0,
  totalCopies: 0,
  avgEngagementRate: 0,
  totalViews: 0,
  growth: {
    totalProjects: null,
    activeProjects: null,
    totalMessages: null,
    totalCopies: null,
    avgEngagementRate: null,
    totalViews: null,
  },
};

function App() {
  return (
    <Routes>
      <Route path="/dashboard/*" element={<DashboardArea />} />
      <Route path="/" element={<h1>Landing page</h1>} />
    </Routes>
  );
}

beforeEach(() => setSession({ token: 't', user: testUser }));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it.each(['/dashboard/x', '/dashboard/x/y/z'])('sends %s, which is no page, to /', async (route) => {
  renderWithProviders(<App />, { route });
  expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
});

it('still opens the dashboard', async () => {
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (url: string) =>
      url === '/analytics/overview' ? { ...emptyOverview } : { data: [], meta: { total: 0, page: 1, size: 20 } },
    );
  renderWithProviders(<App />, { route: '/dashboard' });
  expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Landing page' })).not.toBeInTheDocument();
});
