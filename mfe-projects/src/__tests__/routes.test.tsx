import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testUser } from '@brandcast/shared/testing';
import { ProjectsArea } from '../routes';

function App() {
  return (
    <Routes>
      <Route path="/projects/*" element={<ProjectsArea />} />
      <Route path="/" element={<h1>Landing page</h1>} />
    </Routes>
  );
}

beforeEach(() => setSession({ token: 't', user: testUser }));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

it.each(['/projects/a/b/c', '/projects/p1/edit/x', '/projects/create/x'])(
  'sends %s, which is no page, to /',
  async (route) => {
    renderWithProviders(<App />, { route });
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
  },
);

it('still opens its pages', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ data: [], meta: { total: 0, page: 1, size: 20 } });
  renderWithProviders(<App />, { route: '/projects/create' });
  expect(await screen.findByRole('heading', { name: 'New project' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Landing page' })).not.toBeInTheDocument();
});
