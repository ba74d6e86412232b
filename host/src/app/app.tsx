import { useAtomValue } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { themeAtom } from '@brandcast/shared/client';
import { AppProviders } from '@brandcast/shared/ui';
import { Toaster } from '../components/toaster';
import { AppRouter } from './router';

export function App() {
  const theme = useAtomValue(themeAtom);
  return (
    <AppProviders dark={theme === 'dark'}>
      <BrowserRouter>
        <AppRouter />
        <Toaster />
      </BrowserRouter>
    </AppProviders>
  );
}
