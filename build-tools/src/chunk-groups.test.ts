import { ANTD_CORE_CHUNK_SPLIT } from './chunk-groups';

const groups = ANTD_CORE_CHUNK_SPLIT.override.cacheGroups;
const pnpm = (name: string, file: string) =>
  `/repo/node_modules/.pnpm/${name.replace('/', '+')}@1.0.0/node_modules/${name}/${file}`;
const staticCss = (style: string) => `/repo/node_modules/.cache/antd-static-css/6.6.8-0123456789ab/${style}.css`;

/** The group Rspack puts a module in: the matching group of highest priority. */
function groupOf(resource: string): string | undefined {
  return Object.values(groups)
    .filter((group) => group.test.test(resource))
    .sort((a, b) => b.priority - a.priority)[0]?.name;
}

describe("the host's chunk groups: fewer files before a signed-in page's first render", () => {
  test('React, its DOM renderer, the router and jotai are one chunk', () => {
    expect(groupOf(pnpm('react', 'cjs/react.production.js'))).toBe('framework');
    expect(groupOf(pnpm('react-dom', 'cjs/react-dom-client.production.js'))).toBe('framework');
    expect(groupOf(pnpm('scheduler', 'index.js'))).toBe('framework');
    expect(groupOf(pnpm('jotai', 'esm/vanilla.mjs'))).toBe('framework');
    expect(groupOf(pnpm('react-router', 'dist/production/index.mjs'))).toBe('framework');
    expect(groupOf(pnpm('@tanstack/react-query', 'build/modern/index.js'))).toBeUndefined();
  });

  test('the everyday components and their static CSS are one chunk; the others keep their own', () => {
    expect(groupOf(pnpm('antd', 'es/button/Button.js'))).toBe('antd-everyday');
    expect(groupOf(pnpm('antd', 'es/typography/Base/index.js'))).toBe('antd-everyday');
    expect(groupOf(pnpm('@rc-component/trigger', 'es/index.js'))).toBe('antd-everyday');
    expect(groupOf(staticCss('Button-Button'))).toBe('antd-everyday');
    expect(groupOf(staticCss('Button-compact'))).toBe('antd-everyday');
    expect(groupOf(pnpm('antd', 'es/table/Table.js'))).toBeUndefined();
    expect(groupOf(staticCss('Table-Table'))).toBeUndefined();
    expect(groupOf(pnpm('antd', 'es/theme/index.js'))).toBe('antd-core');
  });

  test('the base styles every static CSS comes with are in antd-parts once, not a copy in each chunk', () => {
    expect(groupOf(staticCss('Shared'))).toBe('antd-parts');
    expect(groupOf(staticCss('Wave-Wave'))).toBe('antd-parts');
    expect(groupOf(pnpm('antd', 'es/space/index.js'))).toBe('antd-parts');
  });

  test("what components import from other components' folders is in antd-parts, not three small files of its own", () => {
    expect(groupOf(pnpm('antd', 'es/color-picker/color.js'))).toBe('antd-parts');
    expect(groupOf(pnpm('antd', 'es/color-picker/util.js'))).toBe('antd-parts');
    expect(groupOf(pnpm('antd', 'es/color-picker/components/ColorPresets.js'))).toBe('antd-parts');
    expect(groupOf(pnpm('antd', 'es/form/context.js'))).toBe('antd-parts');
    expect(groupOf(pnpm('antd', 'es/table/TableMeasureRowContext.js'))).toBe('antd-parts');
    expect(groupOf(pnpm('@rc-component/color-picker', 'es/color.js'))).toBe('antd-parts');
    expect(groupOf(pnpm('@rc-component/form', 'es/FormContext.js'))).toBe('antd-parts');
    // The components themselves keep their own chunks.
    expect(groupOf(pnpm('antd', 'es/color-picker/ColorPicker.js'))).toBeUndefined();
    expect(groupOf(pnpm('antd', 'es/form/Form.js'))).toBeUndefined();
    expect(groupOf(pnpm('@rc-component/form', 'es/Form.js'))).toBeUndefined();
  });
});
