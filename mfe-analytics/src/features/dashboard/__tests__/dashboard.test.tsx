import { screen } from '@testing-library/react';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import DashboardRoute from '../routes/dashboard';

const user = { ...testUser, subscription: { plan: 'starter' as const, status: 'active' as const } };

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

const totals: Record<string, number> = { '/project': 7, '/message': 12, '/message published': 4, '/copy': 9, '/copy published': 2 };

it('greets the signed-in user from the shared auth atom and counts their projects, messages and copies from the API', async () => {
  setSession({ token: 't', user });
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string, config) => {
    const status = (config?.params as { status?: string } | undefined)?.status;
    const total = totals[status ? `${url} ${status}` : url] ?? 0;
    return { data: [], pagination: { page: 1, size: 1, total, totalPages: total } };
  });
  renderWithProviders(<DashboardRoute />);
  expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
  expect(await screen.findByText('7')).toBeInTheDocument();
  expect(await screen.findByText('12')).toBeInTheDocument();
  expect(screen.getByText('9')).toBeInTheDocument();
  expect(screen.getByText(/4 published/)).toBeInTheDocument();
  expect(screen.getByText(/2 published/)).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/copy', { params: { page: 1, size: 1, status: 'published' } });
  expect(screen.getByText('Starter')).toBeInTheDocument();
  expect(screen.getByText('Up to 10 projects')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/project', { params: { page: 1, size: 1 } });
});

it("shows the catalogue's error when the overview cannot be fetched", async () => {
  setSession({ token: 't', user });
  jest.spyOn(api, 'get').mockRejectedValue(new Error('network'));
  renderWithProviders(<DashboardRoute />);
  expect(await screen.findByText('Failed to fetch dashboard overview')).toBeInTheDocument();
});

it('welcomes a new account without "back": nothing is there yet to come back to', async () => {
  setSession({ token: 't', user });
  jest.spyOn(api, 'get').mockResolvedValue({ data: [], pagination: { page: 1, size: 1, total: 0, totalPages: 0 } });
  renderWithProviders(<DashboardRoute />);
  expect(await screen.findByText('Create your first project')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
  expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  expect(screen.getByText(/Describe your business once in a project/)).toBeInTheDocument();
});
