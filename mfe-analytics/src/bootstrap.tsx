import '@brandcast/shared/validation-without-eval';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { mountPattern, remoteAreas } from '@brandcast/shared/areas';
import { AppProviders, DevShell, OtherRemoteRedirect } from '@brandcast/shared/ui';
import { AnalyticsArea, DashboardArea } from './routes';

const areas = remoteAreas.mfe_analytics;

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <DevShell name="mfe-analytics">
        <Routes>
          <Route path={mountPattern(areas.DashboardArea)} element={<DashboardArea />} />
          <Route path={mountPattern(areas.AnalyticsArea)} element={<AnalyticsArea />} />
          <Route path="*" element={<OtherRemoteRedirect to={paths.dashboard} />} />
        </Routes>
      </DevShell>
    </BrowserRouter>
  </AppProviders>,
);
