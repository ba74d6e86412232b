/**
 * The one place that loads the top bar's signed-in parts (header-widgets.ts): the entry starts it for a stored session,
 * the shell and the account menu render what it brings. One import, so one file, however many ask.
 */
export const loadHeaderWidgets = () => import('./header-widgets');
