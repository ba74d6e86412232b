import { STORAGE_KEYS } from '@brandcast/shared';
import { loadHeaderWidgets } from './app/layout/load-header-widgets';
import { preloadAreaAt } from './runtime-plugin/remotes';

const signedIn = localStorage.getItem(STORAGE_KEYS.authToken) !== null;

// The page's remote is looked ahead at once, in parallel with the shell's own chunks (runtime-plugin/remotes.ts).
void preloadAreaAt(window.location.pathname, signedIn);

// The entry only defers to bootstrap, so shared singletons are negotiated before any of them runs.
import('./bootstrap');

// Signed in, the top bar's own parts (the credit balance, the notifications, the account menu, with the antd
// components and the query client they render with) and the API client are asked for now, alongside the shell, rather
// than once the shell has rendered: on a phone on slow 4G that was a second wave of requests, ~0.8 s later (issue 15).
// In a task of their own: the entry's first task (the federation runtime's set-up, the shell's requests) stays short.
if (signedIn) {
  setTimeout(() => {
    void loadHeaderWidgets();
    void import('@brandcast/shared/client').then((client) => client.preloadApiClient());
  });
}
