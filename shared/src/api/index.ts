/**
 * Every API endpoint the front ends call and every query key they cache under, one file per resource.
 * Plain strings and arrays: importing this loads neither the API client nor React Query. The calls themselves use
 * `api` from `@brandcast/shared/client`, in one file per endpoint inside the feature that makes them.
 */
export * from './auth';
export * from './billing';
export * from './copies';
export * from './credits';
export * from './messages';
export * from './notifications';
export * from './projects';
export * from './recordings';
export * from './scripts';
export * from './analytics';
export * from './api-tokens';
export * from './branding';
export * from './account';
export * from './admin';
export * from './channels';
