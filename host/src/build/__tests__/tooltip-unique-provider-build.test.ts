/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { tooltipUniqueProviderOnDemand } from '../../../../.config/federation';

const root = path.resolve(__dirname, '../../../..');
const antdEs = path.join(path.dirname(createRequire(path.join(root, 'host/package.json')).resolve('antd/package.json')), 'es');

describe("antd ConfigProvider's tooltip UniqueProvider loads on demand (.config/federation.ts)", () => {
  const [request, replace] = tooltipUniqueProviderOnDemand('/shim.tsx');

  /** The request Rspack resolves after the plugin, for an import of `wanted` from a file in antd's `folder`. */
  const resolved = (folder: string, wanted: string) => {
    if (!request.test(wanted)) return wanted;
    const data = { context: path.join(antdEs, folder), request: wanted };
    replace(data);
    return data.request;
  };

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
    expect(readFileSync(path.join(root, 'host/rsbuild.config.ts'), 'utf8')).toMatch(
      /new rspack\.NormalModuleReplacementPlugin\(\s*\.\.\.tooltipUniqueProviderOnDemand\(path\.resolve\(import\.meta\.dirname, 'src\/lib\/tooltip-unique-provider\.tsx'\)\)/,
    );
  });
});
