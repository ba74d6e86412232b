import { matchPath } from 'react-router-dom';
import { mountedAreas, mountPattern, remoteAreas, remoteNames, type RemoteRoutes } from '../areas';
import { paths } from '../paths';

const Component = () => null;

describe('the host-remote area contract', () => {
  it('names each remote and the areas its ./routes module exports', () => {
    expect(remoteNames).toEqual(['mfe_auth', 'mfe_projects', 'mfe_content', 'mfe_analytics']);
    expect(mountedAreas.map(({ remote, area }) => `${remote}/${area}`)).toEqual([
      'mfe_auth/LoginArea',
      'mfe_auth/RegisterArea',
      'mfe_auth/ForgotPasswordArea',
      'mfe_auth/ResetPasswordArea',
      'mfe_auth/ConfirmEmailArea',
      'mfe_auth/VerifyEmailArea',
      'mfe_auth/SettingsArea',
      'mfe_projects/ProjectsArea',
      'mfe_projects/PublicProjectArea',
      'mfe_content/MessagesArea',
      'mfe_content/CopiesArea',
      'mfe_content/TeleprompterArea',
      'mfe_analytics/DashboardArea',
      'mfe_analytics/AnalyticsArea',
    ]);
  });

  it('mounts an area with pages at every path below its own, and one without at its path alone', () => {
    expect(mountPattern(remoteAreas.mfe_projects.ProjectsArea)).toBe('/projects/*');
    expect(mountPattern(remoteAreas.mfe_auth.LoginArea)).toBe(paths.login);
    const publicProject = mountPattern(remoteAreas.mfe_projects.PublicProjectArea);
    expect(paths.publicProject('a b/c')).toBe('/p/a%20b%2Fc');
    expect(matchPath(publicProject, paths.publicProject('p1'))?.params).toEqual({ projectId: 'p1' });
  });

  it('keeps only the public pages outside the guard', () => {
    expect(mountedAreas.filter((area) => area.access === 'public').map(({ path }) => path)).toEqual([
      paths.login,
      paths.register,
      paths.forgotPassword,
      paths.resetPassword,
      paths.confirmEmail,
      paths.verifyEmail,
      '/p/:projectId',
    ]);
  });

  it('is checked by the type checker: a missing, renamed or extra area does not satisfy a remote', () => {
    const exact = { ProjectsArea: Component, PublicProjectArea: Component } satisfies RemoteRoutes<
      'mfe_projects',
      typeof Component
    >;
    // @ts-expect-error PublicProjectArea is missing
    const missing = { ProjectsArea: Component } satisfies RemoteRoutes<'mfe_projects', typeof Component>;
    const renamed = {
      ProjectsArea: Component,
      // @ts-expect-error the contract has no PublicProjectsArea
      PublicProjectsArea: Component,
    } satisfies RemoteRoutes<'mfe_projects', typeof Component>;
    expect([exact, missing, renamed]).toHaveLength(3);
  });
});
