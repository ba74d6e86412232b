import { screen } from '@testing-library/react';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import DashboardRoute from '../routes/dashboard';

const user = { ...testUser, subscription: { plan: 'starter' as const, status: 'active' as const } };

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it('greets the signed-in user from the shared auth atom and counts their projects from the API', async () => {
  setSession({ token: 't', user });
  const get = jest.spyOn(api, 'get').mockResolvedValue({ data: [], pagination: { page: 1, size: 1, total: 7, totalPages: 7 } });
  renderWithProviders(<DashboardRoute />);
  expect(screen.getByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
  expect(await screen.findByText('7')).toBeInTheDocument();
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
