/**
 * Rspack `module.rules`: packages whose modules only define what they export, but whose package.json does not say so
 * (`sideEffects`), so an import of one name kept their whole index and everything it imports. @rc-component/form: antd's
 * Input imports `antd/es/form/context`, which imports only `{ FormProvider }` from it; its index brought Field, the form
 * store and @rc-component/async-validator too (12.6 KB gzip before /login rendered). Checked by reading every module of
 * its `es` build: declarations and imports only, and its index sets properties on its own default export.
 * side-effect-free.test.ts beside this file builds that import with and without the rule.
 */
export const SIDE_EFFECT_FREE_RULES = [
  { test: /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false },
  // ConfigProvider imports only `{ Provider }` (a context) from it; its index brought CSSMotion and CSSMotionList. Its
  // `es` modules were read the same way: declarations and imports only.
  { test: /[\\/]node_modules[\\/]@rc-component[\\/]motion[\\/]/, sideEffects: false },
];
