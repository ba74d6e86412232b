export * from './render';
export * from './fixtures';
export * from './select-option';
export * from './phone-width';
