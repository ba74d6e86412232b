import '@brandcast/shared/validation-without-eval';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { mountPattern, remoteAreas } from '@brandcast/shared/areas';
import { AppProviders, DevShell, OtherRemoteRedirect } from '@brandcast/shared/ui';
import { ProjectsArea, PublicProjectArea } from './routes';

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <Routes>
        <Route path={mountPattern(remoteAreas.mfe_projects.PublicProjectArea)} element={<PublicProjectArea />} />
        <Route
          path="*"
          element={
            <DevShell name="mfe-projects">
              <Routes>
                <Route path={mountPattern(remoteAreas.mfe_projects.ProjectsArea)} element={<ProjectsArea />} />
                <Route path="*" element={<OtherRemoteRedirect to={paths.projects} />} />
              </Routes>
            </DevShell>
          }
        />
      </Routes>
    </BrowserRouter>
  </AppProviders>,
);
