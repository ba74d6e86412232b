import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS } from '@brandcast/shared';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { renderWithProviders, testProject, testUser } from '@brandcast/shared/testing';
import ProjectCreateRoute from '../routes/project-create';
import ProjectEditRoute from '../routes/project-edit';

const project = testProject();
const newDraftKey = `${STORAGE_KEYS.draftPrefix}${testUser.id}.project.new`;

function renderRoute(route: string) {
  jest.spyOn(api, 'get').mockResolvedValue(project);
  return renderWithProviders(
    <Routes>
      <Route path="/projects/create" element={<ProjectCreateRoute />} />
      <Route path="/projects/:projectId/edit" element={<ProjectEditRoute />} />
    </Routes>,
    { route },
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  setSession({ token: 'token', user: testUser });
});
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it('keeps a new project in this browser and puts it back, description preview included', async () => {
  const first = renderRoute('/projects/create');
  fill('Business name', 'Maisie Moon Books');
  fill('Who you sell to', 'parents of four-year-olds');
  await waitFor(() => expect(localStorage.getItem(newDraftKey)).toContain('Maisie Moon Books'));
  first.unmount();

  renderRoute('/projects/create');
  expect(await screen.findByText(/We put back the changes you had not saved/)).toBeInTheDocument();
  expect(screen.getByLabelText('Business name')).toHaveValue('Maisie Moon Books');
  expect(screen.getByTestId('description-preview')).toHaveTextContent('We help parents of four-year-olds');
});

it('saves an existing project to the server after a pause in typing', async () => {
  const patch = jest.spyOn(api, 'patch').mockImplementation(async () => project);
  renderRoute(`/projects/${project._id}/edit`);
  await screen.findByLabelText('Business name');
  fill('Location', 'Austin, Texas');
  await waitFor(() => expect(patch).toHaveBeenCalledTimes(1), { timeout: 4000 });
  const [url, body] = patch.mock.calls[0]!;
  expect(url).toBe(`/project/${project._id}`);
  expect(body).toMatchObject({ details: { ...project.details, location: 'Austin, Texas' } });
  await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent(/All changes saved/));
});
