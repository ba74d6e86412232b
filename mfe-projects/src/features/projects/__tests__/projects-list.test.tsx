import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@brandcast/shared/client';
import { renderWithProviders } from '@brandcast/shared/testing';
import ProjectsListRoute from '../routes/projects-list';

const project = {
  _id: 'p1',
  ownerId: 'u1',
  public: false,
  status: 'active',
  type: 'brand_identity',
  dueDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  details: {
    businessName: 'Northwind Coffee',
    whatYouSell: '',
    whoYouSellTo: 'home baristas',
    problemYouSolve: 'stale coffee',
    uniqueValue: '',
    priceRange: '',
    businessGoal: '',
    location: '',
    businessStage: '',
  },
};

afterEach(() => jest.restoreAllMocks());

it('asks the API for the first page, sorted by last update, and shows each project', async () => {
  const get = jest
    .spyOn(api, 'get')
    .mockResolvedValue({ data: [project], pagination: { page: 1, size: 20, total: 1, totalPages: 1 } });
  renderWithProviders(<ProjectsListRoute />, { route: '/projects' });
  expect(await screen.findByRole('link', { name: 'Northwind Coffee' })).toHaveAttribute('href', '/projects/p1');
  expect(screen.getByText('We help home baristas who struggle with stale coffee.')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/project', { params: { page: 1, size: 20, sort: '-updatedAt' } });
});

it('sends the search to the API rather than filtering on the client', async () => {
  const get = jest
    .spyOn(api, 'get')
    .mockResolvedValue({ data: [project], pagination: { page: 1, size: 20, total: 1, totalPages: 1 } });
  renderWithProviders(<ProjectsListRoute />, { route: '/projects?status=active&page=3' });
  await screen.findByRole('link', { name: 'Northwind Coffee' });
  expect(get).toHaveBeenLastCalledWith('/project', {
    params: { page: 3, size: 20, status: 'active', sort: '-updatedAt' },
  });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'north{Enter}');
  // A new search starts again from page 1 and keeps the other filters.
  await waitFor(() =>
    expect(get).toHaveBeenLastCalledWith('/project', {
      params: { page: 1, size: 20, status: 'active', search: 'north', sort: '-updatedAt' },
    }),
  );
});

it('leads to creating the first project when there are none', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ data: [], pagination: { page: 1, size: 20, total: 0, totalPages: 0 } });
  renderWithProviders(<ProjectsListRoute />, { route: '/projects' });
  expect(await screen.findByRole('link', { name: 'Create your first project' })).toHaveAttribute(
    'href',
    '/projects/create',
  );
});

it("shows the catalogue's error when the list cannot be fetched", async () => {
  jest.spyOn(api, 'get').mockRejectedValue(new Error('network'));
  renderWithProviders(<ProjectsListRoute />, { route: '/projects' });
  expect(await screen.findByText('Failed to fetch projects')).toBeInTheDocument();
});

it('asks the API to sort, and marks projects shared with the user', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue({
    data: [{ ...project, role: 'editor' }],
    pagination: { page: 1, size: 20, total: 1, totalPages: 1 },
  });
  renderWithProviders(<ProjectsListRoute />, { route: '/projects?sort=name' });
  expect(await screen.findByText('Shared · editor')).toBeInTheDocument();
  expect(get).toHaveBeenLastCalledWith('/project', { params: { page: 1, size: 20, sort: 'name' } });
});

it('shows the list view as a table whose row opens the project, loaded when that view is chosen', async () => {
  jest
    .spyOn(api, 'get')
    .mockResolvedValue({ data: [project], pagination: { page: 1, size: 20, total: 1, totalPages: 1 } });
  renderWithProviders(<ProjectsListRoute />, { route: '/projects?view=list' });
  const table = await screen.findByRole('table');
  const link = await within(table).findByRole('link', { name: 'Northwind Coffee' });
  expect(link).toHaveAttribute('href', '/projects/p1');
  expect(within(table).getByRole('columnheader', { name: 'Progress' })).toBeInTheDocument();
  expect(within(table).getByText('active')).toBeInTheDocument();
});
