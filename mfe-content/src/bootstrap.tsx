import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { AppProviders, DevShell, OtherRemoteRedirect } from '@brandcast/shared/ui';
import { CopiesArea, MessagesArea, TeleprompterArea } from './routes';

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <DevShell name="mfe-content">
        <Routes>
          <Route path={`${paths.messages}/*`} element={<MessagesArea />} />
          <Route path={`${paths.copies}/*`} element={<CopiesArea />} />
          <Route path={`${paths.teleprompter}/*`} element={<TeleprompterArea />} />
          <Route path="*" element={<OtherRemoteRedirect to={paths.messages} />} />
        </Routes>
      </DevShell>
    </BrowserRouter>
  </AppProviders>,
);
