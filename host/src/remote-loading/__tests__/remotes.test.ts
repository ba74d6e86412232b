import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { areaAt, loadRemoteRoutes, preloadAreaAt, resetRuntimeConfig } from '../remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const fetchMock = jest.fn();
const respond = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', json: async () => body }) as Response;

beforeEach(() => {
  resetRuntimeConfig();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

it('registers the remote from the runtime config and loads its routes module', async () => {
  fetchMock.mockResolvedValueOnce(respond(200, { mfe_projects: '/remotes/mfe-projects/mf-manifest.json' }));
  jest.mocked(loadRemote).mockResolvedValueOnce({ ProjectsArea: 'component' });
  await expect(loadRemoteRoutes('mfe_projects')).resolves.toEqual({ ProjectsArea: 'component' });
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'mfe_projects', entry: 'http://localhost/remotes/mfe-projects/mf-manifest.json' }],
    { force: false },
  );
  expect(loadRemote).toHaveBeenCalledWith('mfe_projects/routes');
});

it('names a remote missing from the config and the unknown names it has', async () => {
  fetchMock.mockResolvedValueOnce(respond(200, { mfe_projectz: '/x.json' }));
  await expect(loadRemoteRoutes('mfe_projects')).rejects.toThrow(
    'The remote "mfe_projects" is not listed in the runtime config /remotes.json. It names unknown remotes: "mfe_projectz".',
  );
});

it('says when the runtime config itself fails or is malformed', async () => {
  fetchMock.mockResolvedValueOnce(respond(500, {}));
  await expect(loadRemoteRoutes('mfe_auth')).rejects.toThrow('The runtime config /remotes.json answered 500.');
  fetchMock.mockResolvedValueOnce(respond(200, ['not', 'a', 'map']));
  await expect(loadRemoteRoutes('mfe_auth')).rejects.toThrow('must map each remote name to its manifest URL');
});

it('reports the status of a manifest that fails to load', async () => {
  fetchMock
    .mockResolvedValueOnce(respond(200, { mfe_auth: '/remotes/mfe-auth/mf-manifest.json' }))
    .mockResolvedValueOnce(respond(404, 'Not Found'));
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifest.'));
  await expect(loadRemoteRoutes('mfe_auth')).rejects.toThrow(
    'http://localhost/remotes/mfe-auth/mf-manifest.json answered 404.',
  );
});

it('registers a remote once for all its areas, and forces it again only on a retry after a failure', async () => {
  const entry = 'http://localhost/remotes/mfe-content/mf-manifest.json';
  fetchMock.mockResolvedValue(respond(200, { mfe_content: '/remotes/mfe-content/mf-manifest.json' }));
  jest.mocked(loadRemote).mockResolvedValue({ MessagesArea: 'component' });
  await loadRemoteRoutes('mfe_content');
  await loadRemoteRoutes('mfe_content');
  expect(jest.mocked(registerRemotes).mock.calls).toEqual([
    [[{ name: 'mfe_content', entry }], { force: false }],
    [[{ name: 'mfe_content', entry }], { force: false }],
  ]);

  jest.mocked(registerRemotes).mockClear();
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('offline'));
  await expect(loadRemoteRoutes('mfe_content')).rejects.toThrow();
  await loadRemoteRoutes('mfe_content');
  expect(jest.mocked(registerRemotes).mock.calls[1]).toEqual([[{ name: 'mfe_content', entry }], { force: true }]);
});

describe('looking ahead at the page being opened', () => {
  beforeEach(() => {
    jest.mocked(registerRemotes).mockClear();
    jest.mocked(preloadRemote).mockReset();
  });

  it('finds the area the host mounts at a path, with its pages and parameters', () => {
    expect(areaAt('/dashboard')).toMatchObject({ remote: 'mfe_analytics', area: 'DashboardArea' });
    expect(areaAt('/projects/abc/edit')).toMatchObject({ remote: 'mfe_projects', area: 'ProjectsArea' });
    expect(areaAt('/projects')).toMatchObject({ remote: 'mfe_projects', area: 'ProjectsArea' });
    expect(areaAt('/login')).toMatchObject({ remote: 'mfe_auth', area: 'LoginArea' });
    expect(areaAt('/p/123')).toMatchObject({ remote: 'mfe_projects', area: 'PublicProjectArea' });
    expect(areaAt('/')).toBeUndefined();
    expect(areaAt('/pricing')).toBeUndefined();
    expect(areaAt('/projectsx')).toBeUndefined();
    expect(areaAt('/login/more')).toBeUndefined();
  });

  it("registers the page's remote and preloads its routes module, before the app asks for it", async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { mfe_analytics: '/remotes/mfe-analytics/mf-manifest.json' }));
    await preloadAreaAt('/dashboard', true);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_analytics', entry: 'http://localhost/remotes/mfe-analytics/mf-manifest.json' }],
      { force: false },
    );
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_analytics', exposes: ['./routes'] }]);
    // The config is fetched once: the area's own load reuses it.
    jest.mocked(loadRemote).mockResolvedValueOnce({ DashboardArea: 'component' });
    await loadRemoteRoutes('mfe_analytics');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('looks ahead at a signed-in area only with a stored session, and at a public one always', async () => {
    await preloadAreaAt('/dashboard', false);
    await preloadAreaAt('/pricing', false);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(respond(200, { mfe_auth: '/remotes/mfe-auth/mf-manifest.json' }));
    await preloadAreaAt('/login', false);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_auth', exposes: ['./routes'] }]);
  });

  it('leaves a failure to the area: looking ahead never throws, and the area still loads after', async () => {
    fetchMock.mockResolvedValueOnce(respond(503, {}));
    await expect(preloadAreaAt('/projects', true)).resolves.toBeUndefined();
    expect(preloadRemote).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(respond(200, { mfe_projects: '/remotes/mfe-projects/mf-manifest.json' }));
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('manifest failed'));
    await expect(preloadAreaAt('/projects', true)).resolves.toBeUndefined();
    jest.mocked(loadRemote).mockResolvedValueOnce({ ProjectsArea: 'component' });
    await expect(loadRemoteRoutes('mfe_projects')).resolves.toEqual({ ProjectsArea: 'component' });
  });
});
