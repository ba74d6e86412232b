import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { tooltipUniqueProviderOnDemand, typographyOnDemand } from './antd-on-demand';

const root = path.resolve(__dirname, '../..');
/** antd's ES module build, the one the apps bundle. */
const antdEs = path.join(
  path.dirname(createRequire(path.join(root, 'host/package.json')).resolve('antd/package.json')),
  'es',
);
const hostConfig = () => readFileSync(path.join(root, 'host/rsbuild.config.ts'), 'utf8');

type Replacement = readonly [RegExp, (data: { context?: string; request?: string }) => void];

/**
 * For a `NormalModuleReplacementPlugin`'s arguments: the request Rspack resolves after the plugin, for an import of
 * `wanted` from a file in antd's `folder`.
 */
function resolverFor([request, replace]: Replacement) {
  return (folder: string, wanted: string) => {
    if (!request.test(wanted)) return wanted;
    const data = { context: path.join(antdEs, folder), request: wanted };
    replace(data);
    return data.request;
  };
}

describe("antd ConfigProvider's tooltip UniqueProvider loads on demand", () => {
  const resolved = resolverFor(tooltipUniqueProviderOnDemand('/shim.tsx'));

  test("ConfigProvider's import becomes the shim", () => {
    // The import the plugin looks for, as antd writes it (an antd update that moves it would keep trigger in).
    expect(readFileSync(path.join(antdEs, 'config-provider/index.js'), 'utf8')).toContain(
      "import UniqueProvider from '../tooltip/UniqueProvider';",
    );
    expect(resolved('config-provider', '../tooltip/UniqueProvider')).toBe('/shim.tsx');
  });

  test("Tooltip's own import, and the same path from elsewhere, stay antd's", () => {
    expect(readFileSync(path.join(antdEs, 'tooltip/index.js'), 'utf8')).toContain("from './UniqueProvider'");
    expect(resolved('tooltip', './UniqueProvider')).toBe('./UniqueProvider');
    expect(resolved('select', '../tooltip/UniqueProvider')).toBe('../tooltip/UniqueProvider');
  });

  test("the host's build applies it with host/src/lib/tooltip-unique-provider.tsx", () => {
    expect(hostConfig()).toMatch(
      /new rspack\.NormalModuleReplacementPlugin\(\s*\.\.\.tooltipUniqueProviderOnDemand\(path\.resolve\(import\.meta\.dirname, 'src\/lib\/tooltip-unique-provider\.tsx'\)\)/,
    );
  });
});

describe("antd Typography's Tooltip and editor load on demand", () => {
  const resolved = resolverFor(typographyOnDemand({ tooltip: '/tooltip-shim.tsx', editable: '/editable-shim.tsx' }));

  test("Typography's imports become the shims", () => {
    // The imports the plugin looks for, as antd writes them (an antd update that moves one keeps it static).
    const base = readFileSync(path.join(antdEs, 'typography/Base/index.js'), 'utf8');
    expect(base).toContain("import Tooltip from '../../tooltip';");
    expect(base).toContain("import Editable from '../Editable';");
    expect(readFileSync(path.join(antdEs, 'typography/Base/EllipsisTooltip.js'), 'utf8')).toContain(
      "import Tooltip from '../../tooltip';",
    );
    expect(readFileSync(path.join(antdEs, 'typography/Base/CopyBtn.js'), 'utf8')).toContain(
      "import Tooltip from '../../tooltip';",
    );
    expect(resolved('typography/Base', '../../tooltip')).toBe('/tooltip-shim.tsx');
    expect(resolved('typography/Base', '../Editable')).toBe('/editable-shim.tsx');
  });

  test('the same paths from anywhere else stay antd’s', () => {
    expect(resolved('table/hooks/useFilter', '../../tooltip')).toBe('../../tooltip');
    expect(resolved('typography', './Editable')).toBe('./Editable');
    expect(resolved('form/FormItem', '../Editable')).toBe('../Editable');
  });

  test("the host's build applies it with host/src/lib's shims", () => {
    expect(hostConfig()).toMatch(
      /new rspack\.NormalModuleReplacementPlugin\(\s*\.\.\.typographyOnDemand\(\{\s*tooltip: path\.resolve\(import\.meta\.dirname, 'src\/lib\/tooltip-on-demand\.tsx'\),\s*editable: path\.resolve\(import\.meta\.dirname, 'src\/lib\/typography-editable-on-demand\.tsx'\),/,
    );
  });
});
