export * from './auth-atom';
export * from './api-client';
