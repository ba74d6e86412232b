/**
 * Writes antd's component styles as static CSS, one file per style of antd's (the `genStyleHooks('Button', …)` of
 * `antd/es/button/style/index.js` is `Button-Button.css`), for antd's zero-runtime mode (antd-static-css.ts).
 * Every component is rendered once on the server (@ant-design/static-style-extract's list, the one antd's own
 * `dist/antd.css` is made from) into one style cache, without hashed class names; each cached style is written to the
 * file of the component it belongs to, with the keyframes it uses, inside the `antd` cascade layer.
 *
 * Run by Node in a child process: `node antd-static-css.generate.cjs <out dir>`. The modules come from the shared
 * package's dependencies, the antd every app bundles.
 */
const { createRequire } = require('node:module');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const out = process.argv[2];
if (!out) throw new Error('usage: node antd-static-css.generate.cjs <out dir>');
const from = createRequire(path.join(__dirname, '..', '..', 'shared', 'package.json'));
const React = from('react');
const { createCache, StyleProvider } = from('@ant-design/cssinjs');
const { extract } = from('@ant-design/cssinjs/lib/hooks/useStyleRegister');
const { extractStyle } = from('@ant-design/static-style-extract');
const { BackTop, ConfigProvider, Form } = from('antd');
// Styles the list does not reach: a form's item (its IE fallback); pagination's bordered look, which antd draws only
// with the `wireframe` token, rendered here without it so the theme's own stays unchanged; the deprecated BackTop (the
// list draws FloatButton.BackTop in its place). antd-static-css.test.ts finds any other.
const PaginationBordered = from('antd/lib/pagination/style/bordered').default;
const extra = [
  React.createElement(Form, { key: 'form-item' }, React.createElement(Form.Item, null)),
  React.createElement(PaginationBordered, { key: 'pagination-bordered', prefixCls: 'ant-pagination' }),
  React.createElement(BackTop, { key: 'back-top', visibilityHeight: 0 }),
];

// antd warns about the deprecated components it is asked to render (Input.Group, List): not ours to fix.
const warn = console.error;
console.error = (...args) => (/^Warning: \[antd/.test(String(args[0])) ? undefined : warn(...args));

const cache = createCache();
extractStyle((node) =>
  React.createElement(
    StyleProvider,
    { cache },
    React.createElement(ConfigProvider, { theme: { hashed: false } }, node, extra),
  ),
);

/** Cache keys are `style%<token hash>%<component>%<prefix>%…`; the component is `<name>-<sub style>`. */
const groups = new Map();
for (const [key, entry] of cache.cache) {
  const [type, , component] = key.split('%');
  if (type !== 'style') continue;
  const group = groups.get(component) ?? { effects: {}, css: [] };
  const extracted = extract(entry[1], group.effects, { plain: true });
  if (extracted) group.css.push(extracted[2]);
  groups.set(component, group);
}

mkdirSync(out, { recursive: true });
for (const [component, { css }] of groups) {
  writeFileSync(path.join(out, `${component}.css`), `@layer antd{${css.join('')}}\n`);
}
writeFileSync(path.join(out, 'styles.json'), `${JSON.stringify([...groups.keys()].sort())}\n`);
