/**
 * The queries more than one app reads, with React Query. Not part of the shared client (a singleton, loaded before
 * every first render): the client stays free of React Query, so the sign-in pages load without it.
 */
export * from './preferences';
export * from './credits';
export * from './project-options';
export * from './admin-contact';
