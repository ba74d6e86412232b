import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { HostProviders } from './providers';
import { AppRouter } from './router';

export function App() {
  return (
    <HostProviders>
      <BrowserRouter>
        <AppRouter />
        <Toaster />
      </BrowserRouter>
    </HostProviders>
  );
}
