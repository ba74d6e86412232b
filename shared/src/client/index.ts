export * from './auth-atom';
export * from './api-client';
export * from './toasts';
export * from './theme';
export * from './preferences';
export * from './credits';
export * from './session-refresh';
