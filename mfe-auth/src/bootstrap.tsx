import '@brandcast/shared/validation-without-eval';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@brandcast/shared/ui';
import { StandaloneRoutes } from './standalone';

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <StandaloneRoutes />
    </BrowserRouter>
  </AppProviders>,
);
