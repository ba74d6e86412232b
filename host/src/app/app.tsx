import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@brandcast/shared/ui';
import { Toaster } from '../components/toaster';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRouter />
        <Toaster />
      </BrowserRouter>
    </AppProviders>
  );
}
