import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { AppProviders, DevShell, OtherRemoteRedirect } from '@brandcast/shared/ui';
import { AnalyticsArea, DashboardArea } from './routes';

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <DevShell name="mfe-analytics">
        <Routes>
          <Route path={`${paths.dashboard}/*`} element={<DashboardArea />} />
          <Route path={`${paths.analytics}/*`} element={<AnalyticsArea />} />
          <Route path="*" element={<OtherRemoteRedirect to={paths.dashboard} />} />
        </Routes>
      </DevShell>
    </BrowserRouter>
  </AppProviders>,
);
