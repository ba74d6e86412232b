import { STORAGE_KEYS } from '@brandcast/shared';
import { preloadAreaAt } from './runtime-plugin/remotes';

// The page's remote is looked ahead at once, in parallel with the shell's own chunks (runtime-plugin/remotes.ts).
void preloadAreaAt(window.location.pathname, localStorage.getItem(STORAGE_KEYS.authToken) !== null);

// The entry only defers to bootstrap, so shared singletons are negotiated before any of them runs.
import('./bootstrap');
