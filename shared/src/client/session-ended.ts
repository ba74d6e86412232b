import { paths } from '../paths';

let onUnauthorized: () => void = () => {
  if (typeof window !== 'undefined') window.location.assign(paths.login);
};

/** The host replaces the default (a full page load) with a router navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** What the client does when a 401 ends the session (http.ts calls it). */
export function sessionEnded(): void {
  onUnauthorized();
}
