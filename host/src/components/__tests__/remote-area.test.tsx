import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@brandcast/shared/testing';
import { loadRemoteRoutes, RemoteLoadError } from '../../runtime-plugin/remotes';
import { RemoteArea } from '../remote-area';

jest.mock('../../runtime-plugin/remotes', () => ({
  ...jest.requireActual('../../runtime-plugin/remotes'),
  loadRemoteRoutes: jest.fn(),
}));
const load = jest.mocked(loadRemoteRoutes);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

it('renders the named area of the remote', async () => {
  load.mockResolvedValue({ ProjectsArea: () => <h1>All projects</h1> });
  renderWithProviders(<RemoteArea remote="mfe_projects" area="ProjectsArea" label="Projects" />);
  expect(await screen.findByRole('heading', { name: 'All projects' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe_projects');
});

it('shows an error card naming the failure, and Retry loads again', async () => {
  load.mockRejectedValueOnce(new RemoteLoadError('/remotes/mfe-projects/mf-manifest.json answered 404.'));
  load.mockResolvedValueOnce({ ProjectsArea: () => <h1>All projects</h1> });
  renderWithProviders(<RemoteArea remote="mfe_projects" area="ProjectsArea" label="Projects" />);

  expect(await screen.findByRole('heading', { level: 2, name: 'Projects could not be loaded' })).toBeInTheDocument();
  expect(screen.getByTestId('remote-error')).toHaveTextContent('mf-manifest.json answered 404.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'All projects' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('says so when the remote does not expose the area', async () => {
  load.mockResolvedValue({ SomethingElse: () => null });
  renderWithProviders(<RemoteArea remote="mfe_projects" area="ProjectsArea" label="Projects" />);
  expect(await screen.findByTestId('remote-error')).toHaveTextContent('The remote "mfe_projects" does not expose "ProjectsArea".');
});

it('contains a crash inside the area to that area', async () => {
  load.mockResolvedValue({
    ProjectsArea: () => {
      throw new Error('render failed');
    },
  });
  renderWithProviders(
    <>
      <p>Shell stays</p>
      <RemoteArea remote="mfe_projects" area="ProjectsArea" label="Projects" />
    </>,
  );
  expect(await screen.findByText('Projects could not be loaded')).toBeInTheDocument();
  expect(screen.getByText('Shell stays')).toBeInTheDocument();
});
