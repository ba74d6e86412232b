import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ANTD_ES_MODULE, antdStaticCssDir } from './antd-static-css';

const root = path.resolve(__dirname, '../..');
const loader = createRequire(__filename)(path.join(root, 'build-tools/src/antd-static-css-loader.cjs')) as {
  (this: { getOptions(): { dir: string }; resourcePath: string }, source: string): string;
  stylesOf(source: string): string[];
  withoutStyleFunctions(source: string): string;
};
const antdEs = path.join(
  path.dirname(createRequire(path.join(root, 'shared/package.json')).resolve('antd/package.json')),
  'es',
);
const dir = antdStaticCssDir(path.join(root, 'host'));

function* modulesUnder(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) yield* modulesUnder(file);
    else if (name.endsWith('.js')) yield file;
  }
}

const run = (source: string, resourcePath = 'antd/es/x/style/index.js') =>
  loader.call({ getOptions: () => ({ dir }), resourcePath }, source);

describe("antd's styles as static CSS (antd-static-css.ts)", () => {
  test('the loader names each style hook a module defines as cssinjs-utils names its cache path', () => {
    expect(loader.stylesOf("export default genStyleHooks('Button', genButtonStyle, prepareToken);")).toEqual([
      'Button-Button',
    ]);
    expect(
      loader.stylesOf("genSubStyleComponent(['Button', 'compact'], fn);\ngenStyleHooks(['Input', 'Search'], fn)"),
    ).toEqual(['Button-compact', 'Input-Search']);
    expect(loader.stylesOf("import { genStyleHooks } from '../../theme/internal';")).toEqual([]);
  });

  test("every style antd's ES modules define has its CSS: none would be drawn unstyled", () => {
    const missing: string[] = [];
    let styles = 0;
    for (const file of modulesUnder(antdEs)) {
      expect(ANTD_ES_MODULE.test(file)).toBe(true);
      for (const style of loader.stylesOf(readFileSync(file, 'utf8'))) {
        styles += 1;
        let css: string;
        try {
          css = readFileSync(path.join(dir, `${style}.css`), 'utf8');
        } catch {
          missing.push(`${style} (${path.relative(antdEs, file)})`);
          continue;
        }
        expect(css).toMatch(/^@layer antd\{[.@]/);
      }
    }
    expect(missing).toEqual([]);
    // Button, Input, Form, the IE fallback of a form's item, pagination's bordered look, … (about 90 in antd 6).
    expect(styles).toBeGreaterThan(80);
  });

  test('a style module imports its CSS and the base styles; a style without CSS fails the build', () => {
    const source = readFileSync(path.join(antdEs, 'button/style/index.js'), 'utf8');
    expect(run(source)).toBe(
      `${loader.withoutStyleFunctions(source)}\nimport ${JSON.stringify(path.join(dir, 'Shared.css'))};\nimport ${JSON.stringify(path.join(dir, 'Button-Button.css'))};\n`,
    );
    expect(run('const plain = 1;')).toBe('const plain = 1;');
    expect(() => run("genStyleHooks('NoSuchComponent', fn)", 'antd/es/nope/style/index.js')).toThrow(
      /No static CSS for antd's style "NoSuchComponent-NoSuchComponent" \(antd\/es\/nope\/style\/index\.js\)/,
    );
  });

  test("each style hook's style function, never called in zero-runtime mode, becomes a no-op; the rest is kept", () => {
    expect(
      loader.withoutStyleFunctions(
        "export default genStyleHooks('Button', token => [genA(token), { a: `${x}, ${y}` }], prepare, { order: 1 });",
      ),
    ).toBe("export default genStyleHooks('Button', () => [], prepare, { order: 1 });");
    expect(
      loader.withoutStyleFunctions("genSubStyleComponent(['Tag', 'preset'], (token) => { return f(token, ')'); });"),
    ).toBe("genSubStyleComponent(['Tag', 'preset'], () => []);");
    // Where the scan cannot be sure of an argument's end (a regular expression), the module is left as it is.
    const unsure = "genStyleHooks('X', token => token.a.replace(/[,)]/g, ''), prepare);";
    expect(loader.withoutStyleFunctions(unsure)).toBe(unsure);
    // Every style module of antd's is rewritten, and still parses.
    const { parseSync } = createRequire(path.join(root, 'host/package.json'))(
      '@swc/core',
    ) as typeof import('@swc/core');
    let rewritten = 0;
    for (const file of modulesUnder(antdEs)) {
      const source = readFileSync(file, 'utf8');
      if (loader.stylesOf(source).length === 0) continue;
      const result = loader.withoutStyleFunctions(source);
      expect(result).not.toBe(source);
      expect(() => parseSync(result, { syntax: 'ecmascript' })).not.toThrow();
      rewritten += 1;
    }
    expect(rewritten).toBeGreaterThan(80);
  });

  test("the CSS draws from the theme's CSS variables, with unhashed class names", () => {
    const button = readFileSync(path.join(dir, 'Button-Button.css'), 'utf8');
    expect(button).toContain('.ant-btn-color-primary{--ant-btn-color-base:var(--ant-color-primary);');
    // No colour of the default theme is written in: the theme (violet, dark) applies through the variables.
    expect(button).not.toMatch(/#1677ff/i);
    expect(button).not.toContain(':where(.css-');
    // Keyframes travel with the style that uses them (Spin's dots).
    expect(readFileSync(path.join(dir, 'Spin-Spin.css'), 'utf8')).toMatch(/@keyframes [\w-]+\{/);
  });
});
