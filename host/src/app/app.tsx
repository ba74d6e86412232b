import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@brandcast/shared/ui';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRouter />
      </BrowserRouter>
    </AppProviders>
  );
}
