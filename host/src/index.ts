import '@brandcast/shared/validation-without-eval';
import { STORAGE_KEYS } from '@brandcast/shared';
import { loadHeaderWidgets } from './app/layout/load-header-widgets';
import { loadQueryProvider } from './lib/load-query-provider';
import { preloadAreaAt } from './remote-loading/remotes';

const signedIn = localStorage.getItem(STORAGE_KEYS.authToken) !== null;

// The page's remote is looked ahead at once, in parallel with the shell's own chunks (remote-loading/remotes.ts).
void preloadAreaAt(window.location.pathname, signedIn);

// The entry only defers to bootstrap, so shared singletons are negotiated before any of them runs. In a task of its
// own: the federation runtime's set-up and this look-ahead are one task, negotiating the shell's shared modules and
// asking for its chunks another, each short enough not to hold up input on a slow phone.
setTimeout(() => void import('./bootstrap'));

// Signed in, the top bar's own parts (the credit balance, the notifications, the account menu, with the antd
// components they render with), the app's query client (the theme's preferences come through it) and the API client
// are asked for now, alongside the shell, rather than once the shell has rendered: on a phone on slow 4G that was a
// second wave of requests, ~0.8 s later. In a task of their own, so that the entry's first task (the
// federation runtime's set-up, the shell's requests) stays short.
if (signedIn) {
  setTimeout(() => {
    void loadHeaderWidgets();
    void loadQueryProvider();
    void import('@brandcast/shared/client').then((client) => client.preloadApiClient());
  });
  // A page's first date formatter costs ~13 ms of a phone's time (ICU loads its locale data), whichever formatter it
  // is, and every later one well under 1 ms. Made here, in a task of its own, it no longer lengthens the task that
  // first shows a date (the credit balance's renewal, the overview's time zone).
  setTimeout(() => void new Intl.DateTimeFormat().resolvedOptions());
}
