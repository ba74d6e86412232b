/**
 * Rspack loader for antd's `es` modules (antd-static-css.ts): a module that defines a component's style hook
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

/**
 * The index of the first character of `stops` met outside brackets, strings and comments from `from` on: the end of
 * an argument (`,` or `)`) or of a template's `${…}` (`}`). -1 where the scan cannot tell (a regular expression
 * literal, a bracket closed that was not opened): the source is then left as it is.
 */
function scanTo(source, from, stops) {
  let depth = 0;
  for (let at = from; at < source.length; at += 1) {
    const char = source[at];
    if (depth === 0 && stops.includes(char)) return at;
    if (char === '"' || char === "'" || char === '`') {
      at = stringEnd(source, at);
      if (at < 0) return -1;
    } else if (char === '/' && source[at + 1] === '*') {
      at = source.indexOf('*/', at + 2) + 1;
      if (at <= 0) return -1;
    } else if (char === '/' && source[at + 1] === '/') {
      at = source.indexOf('\n', at);
      if (at < 0) return -1;
    } else if (char === '/') {
      // Division or a regular expression: style functions use neither; do not guess.
      return -1;
    } else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      if (depth === 0) return -1;
      depth -= 1;
    }
  }
  return -1;
}

/** The index of the quote that closes the string (or template, with its `${…}` parts) opening at `from`. */
function stringEnd(source, from) {
  const quote = source[from];
  for (let at = from + 1; at < source.length; at += 1) {
    if (source[at] === '\\') at += 1;
    else if (source[at] === quote) return at;
    else if (quote === '`' && source[at] === '$' && source[at + 1] === '{') {
      at = scanTo(source, at + 2, '}');
      if (at < 0) return -1;
    }
  }
  return -1;
}

/**
 * In zero-runtime mode antd never calls a style hook's style function (its second argument): it reads the static
 * CSS instead. Each becomes `() => []`, so the functions that draw the styles, and what they import, leave the bundle
 * (17 KB gzip before /dashboard's first render). The hook itself, its component tokens (the third argument, which
 * ConfigProvider writes as CSS variables) and its options stay.
 */
function withoutStyleFunctions(source) {
  let result = '';
  let last = 0;
  for (const match of source.matchAll(STYLE_HOOK)) {
    const afterName = match.index + match[0].length;
    const comma = source.slice(afterName).match(/^\s*,\s*/);
    if (!comma) return source;
    const start = afterName + comma[0].length;
    const end = scanTo(source, start, ',)');
    if (end < 0) return source;
    result += `${source.slice(last, start)}() => []`;
    last = end;
  }
  return result + source.slice(last);
}

module.exports = function antdStaticCssLoader(source) {
  const styles = stylesOf(source);
  if (styles.length === 0) return source;
  const { dir } = this.getOptions();
  const imports = ['Shared', ...styles].map((style) => {
    const file = path.join(dir, `${style}.css`);
    if (!existsSync(file))
      throw new Error(`No static CSS for antd's style "${style}" (${this.resourcePath}) in ${dir}`);
    return `import ${JSON.stringify(file)};`;
  });
  return `${withoutStyleFunctions(source)}\n${imports.join('\n')}\n`;
};
module.exports.stylesOf = stylesOf;
module.exports.withoutStyleFunctions = withoutStyleFunctions;
