import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@brandcast/shared/ui';

const ProjectsListRoute = lazy(() => import('./features/projects/routes/projects-list'));
const ProjectCreateRoute = lazy(() => import('./features/projects/routes/project-create'));
const ProjectDetailRoute = lazy(() => import('./features/projects/routes/project-detail'));
const ProjectEditRoute = lazy(() => import('./features/projects/routes/project-edit'));
const PublicProjectRoute = lazy(() => import('./features/projects/routes/public-project'));

/** Mounted by the host at /projects/*. */
export function ProjectsArea() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<ProjectsListRoute />} />
        <Route path="create" element={<ProjectCreateRoute />} />
        <Route path=":projectId" element={<ProjectDetailRoute />} />
        <Route path=":projectId/edit" element={<ProjectEditRoute />} />
      </Routes>
    </Suspense>
  );
}

/** Mounted by the host at /p/:projectId, outside the guard: a public project for anyone with the link. */
export function PublicProjectArea() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <PublicProjectRoute />
    </Suspense>
  );
}
