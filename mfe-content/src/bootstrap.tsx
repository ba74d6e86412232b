import '@brandcast/shared/validation-without-eval';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { mountPattern, remoteAreas } from '@brandcast/shared/areas';
import { AppProviders, DevShell, OtherRemoteRedirect } from '@brandcast/shared/ui';
import { CopiesArea, MessagesArea, TeleprompterArea } from './routes';

const areas = remoteAreas.mfe_content;

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <DevShell name="mfe-content">
        <Routes>
          <Route path={mountPattern(areas.MessagesArea)} element={<MessagesArea />} />
          <Route path={mountPattern(areas.CopiesArea)} element={<CopiesArea />} />
          <Route path={mountPattern(areas.TeleprompterArea)} element={<TeleprompterArea />} />
          <Route path="*" element={<OtherRemoteRedirect to={paths.messages} />} />
        </Routes>
      </DevShell>
    </BrowserRouter>
  </AppProviders>,
);
