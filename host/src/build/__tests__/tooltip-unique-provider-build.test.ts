/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tooltipUniqueProviderOnDemand } from '../../../../.config/federation';
import { antdEs, resolverFor, root } from './antd-replacement';

describe("antd ConfigProvider's tooltip UniqueProvider loads on demand (.config/federation.ts)", () => {
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
    expect(readFileSync(path.join(root, 'host/rsbuild.config.ts'), 'utf8')).toMatch(
      /new rspack\.NormalModuleReplacementPlugin\(\s*\.\.\.tooltipUniqueProviderOnDemand\(path\.resolve\(import\.meta\.dirname, 'src\/lib\/tooltip-unique-provider\.tsx'\)\)/,
    );
  });
});
