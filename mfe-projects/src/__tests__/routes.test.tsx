import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testProject, testUser } from '@brandcast/shared/testing';
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

it('opens the new project at its top after creating it (issue 28: it opened 609 px down)', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined) as never);
  jest.spyOn(api, 'post').mockResolvedValue(testProject({ _id: 'p9' }));
  renderWithProviders(<App />, { route: '/projects/create' });
  const create = await screen.findByRole('button', { name: 'Create project' });
  scrollTo.mockClear();
  await userEvent.click(create);
  await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
});
