/**
 * Rspack loader for antd's `es` modules (.config/antd-static-css.ts): a module that defines a component's style hook
 * (`genStyleHooks('Button', …)`, `genSubStyleComponent(['Button', 'compact'], …)`, `genComponentStyleHook('Wave', …)`)
 * also imports that style's static CSS, and the base styles every component's hook registers (`Shared.css`: the link
 * and reset styles). So a component's CSS is bundled with its code and loads when it does. A style without a file
 * fails the build: in zero-runtime mode it would draw the component unstyled.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

const STYLE_HOOK = /\bgen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;

/** `'Button'` is the style `Button-Button`; `['Input', 'Search']` is `Input-Search` (@ant-design/cssinjs-utils). */
function styleName(argument) {
  const names = [...argument.matchAll(/['"]([^'"]+)['"]/g)].map((match) => match[1]);
  return (names.length === 1 ? [names[0], names[0]] : names).join('-');
}

function stylesOf(source) {
  return [...new Set([...source.matchAll(STYLE_HOOK)].map((match) => styleName(match[1])))];
}

module.exports = function antdStaticCssLoader(source) {
  const styles = stylesOf(source);
  if (styles.length === 0) return source;
  const { dir } = this.getOptions();
  const imports = ['Shared', ...styles].map((style) => {
    const file = path.join(dir, `${style}.css`);
    if (!existsSync(file)) throw new Error(`No static CSS for antd's style "${style}" (${this.resourcePath}) in ${dir}`);
    return `import ${JSON.stringify(file)};`;
  });
  return `${source}\n${imports.join('\n')}\n`;
};
module.exports.stylesOf = stylesOf;
