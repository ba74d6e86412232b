import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { remoteAreas, type RemoteRoutes } from '@brandcast/shared/areas';
import { PageSpinner, ScrollToTop } from '@brandcast/shared/ui';

const ProjectsListRoute = lazy(() => import('./features/projects/routes/projects-list'));
const ProjectCreateRoute = lazy(() => import('./features/projects/routes/project-create'));
const ProjectDetailRoute = lazy(() => import('./features/projects/routes/project-detail'));
const ProjectEditRoute = lazy(() => import('./features/projects/routes/project-edit'));
const PublicProjectRoute = lazy(() => import('./features/projects/routes/public-project'));

const { pages } = remoteAreas.mfe_projects.ProjectsArea;

/** Mounted by the host at /projects/*; any other path below it goes to / (spec section 2). */
export function ProjectsArea() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route index element={<ProjectsListRoute />} />
          <Route path={pages.create} element={<ProjectCreateRoute />} />
          <Route path={pages.project} element={<ProjectDetailRoute />} />
          <Route path={pages.edit} element={<ProjectEditRoute />} />
          <Route path="*" element={<Navigate to={paths.landing} replace />} />
        </Routes>
      </Suspense>
    </>
  );
}

/** Mounted by the host at /p/:projectId, outside the guard: a public project for anyone with the link. */
export function PublicProjectArea() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <PublicProjectRoute />
      </Suspense>
    </>
  );
}

/** What this remote exposes, checked against the contract: an area renamed on either side fails the type check. */
export const exposedAreas = { ProjectsArea, PublicProjectArea } satisfies RemoteRoutes<'mfe_projects', ComponentType>;
