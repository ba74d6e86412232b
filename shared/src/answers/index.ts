/*
 * The API's answers: one zod schema each, and the types inferred from them. The API imports the schemas
 * (`@brandcast/shared/answers`); the front ends import only the types, through `@brandcast/shared`.
 */
export * from './common';
export * from './user';
export * from './project';
export * from './message';
export * from './copy';
export * from './script';
export * from './recording';
export * from './notification';
export * from './collaborator';
export * from './api-token';
export * from './channel';
export * from './branding';
export * from './credits';
export * from './billing';
export * from './analytics';
export * from './account';
export * from './preferences';
export * from './admin';
