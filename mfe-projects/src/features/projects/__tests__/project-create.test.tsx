import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api } from '@brandcast/shared/client';
import { httpError, renderWithProviders } from '@brandcast/shared/testing';
import ProjectCreateRoute from '../routes/project-create';

afterEach(() => jest.restoreAllMocks());

const renderCreate = () =>
  renderWithProviders(
    <Routes>
      <Route path="/projects/create" element={<ProjectCreateRoute />} />
      <Route path="/projects/:projectId" element={<h1>Project page</h1>} />
    </Routes>,
    { route: '/projects/create' },
  );

it('makes one project however fast Create is clicked, then opens it', async () => {
  let resolve!: (value: unknown) => void;
  const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((r) => (resolve = r)) as never);
  renderCreate();
  const button = screen.getByRole('button', { name: 'Create project' });
  await userEvent.dblClick(button);
  await userEvent.click(button);
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  resolve({ _id: 'p9' });
  expect(await screen.findByRole('heading', { name: 'Project page' })).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);
});

it('turns the plan limit into an upgrade prompt', async () => {
  jest
    .spyOn(api, 'post')
    .mockRejectedValue(
      httpError(403, { message: 'The Free plan allows 3 projects. Upgrade your plan to create more.' }),
    );
  renderCreate();
  await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
  expect(await screen.findByText("You have reached your plan's project limit")).toBeInTheDocument();
  expect(screen.getByText('The Free plan allows 3 projects. Upgrade your plan to create more.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the Starter plan' })).toHaveAttribute(
    'href',
    '/settings/billing?plan=starter',
  );
});
