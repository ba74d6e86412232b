import { QueryClientContext } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useContext, type ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { mountedAreas } from '@brandcast/shared/areas';
import { renderWithProviders } from '@brandcast/shared/testing';
import { queryClient } from '../../lib/query-provider';
import { loadRemoteRoutes, RemoteLoadError } from '../../remote-loading/remotes';
import { RemoteArea } from '../remote-area';

jest.mock('../../remote-loading/remotes', () => ({
  ...jest.requireActual('../../remote-loading/remotes'),
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
  expect(await screen.findByTestId('remote-error')).toHaveTextContent(
    'The remote "mfe_projects" does not expose "ProjectsArea".',
  );
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

describe('React Query', () => {
  // Rendered as the host renders its pages: the theme, no QueryClientProvider above the areas.
  const renderArea = (ui: ReactElement) => renderWithProviders(ui, { withoutQueryClient: true });

  function ClientProbe({ name }: { name: string }) {
    const client = useContext(QueryClientContext);
    return (
      <p>{`${name}: ${client === undefined ? 'no client' : client === queryClient ? 'the app client' : 'another client'}`}</p>
    );
  }

  it("gives every area the app's one client", async () => {
    load.mockResolvedValue({
      ProjectsArea: () => <ClientProbe name="Projects" />,
      DashboardArea: () => <ClientProbe name="Dashboard" />,
    });
    renderArea(
      <>
        <RemoteArea remote="mfe_projects" area="ProjectsArea" label="Projects" />
        <RemoteArea remote="mfe_analytics" area="DashboardArea" label="Dashboard" />
      </>,
    );
    expect(await screen.findByText('Projects: the app client')).toBeInTheDocument();
    expect(await screen.findByText('Dashboard: the app client')).toBeInTheDocument();
  });

  it('mounts an area the contract marks `queries: false` without it', async () => {
    load.mockResolvedValue({ LoginArea: () => <ClientProbe name="Sign in" /> });
    const login = mountedAreas.find((area) => area.area === 'LoginArea')!;
    renderArea(<RemoteArea {...login} />);
    expect(await screen.findByText('Sign in: no client')).toBeInTheDocument();
  });
});
