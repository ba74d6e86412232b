/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { typographyOnDemand } from '../../../../.config/federation';

const root = path.resolve(__dirname, '../../../..');
const antdEs = path.join(path.dirname(createRequire(path.join(root, 'host/package.json')).resolve('antd/package.json')), 'es');

describe("antd Typography's Tooltip and editor load on demand (.config/federation.ts)", () => {
  const [request, replace] = typographyOnDemand({ tooltip: '/tooltip-shim.tsx', editable: '/editable-shim.tsx' });

  /** The request Rspack resolves after the plugin, for an import of `wanted` from a file in antd's `folder`. */
  const resolved = (folder: string, wanted: string) => {
    if (!request.test(wanted)) return wanted;
    const data = { context: path.join(antdEs, folder), request: wanted };
    replace(data);
    return data.request;
  };

  test("Typography's imports become the shims", () => {
    // The imports the plugin looks for, as antd writes them (an antd update that moves one keeps it static).
    const base = readFileSync(path.join(antdEs, 'typography/Base/index.js'), 'utf8');
    expect(base).toContain("import Tooltip from '../../tooltip';");
    expect(base).toContain("import Editable from '../Editable';");
    expect(readFileSync(path.join(antdEs, 'typography/Base/EllipsisTooltip.js'), 'utf8')).toContain("import Tooltip from '../../tooltip';");
    expect(readFileSync(path.join(antdEs, 'typography/Base/CopyBtn.js'), 'utf8')).toContain("import Tooltip from '../../tooltip';");
    expect(resolved('typography/Base', '../../tooltip')).toBe('/tooltip-shim.tsx');
    expect(resolved('typography/Base', '../Editable')).toBe('/editable-shim.tsx');
  });

  test('the same paths from anywhere else stay antd’s', () => {
    expect(resolved('table/hooks/useFilter', '../../tooltip')).toBe('../../tooltip');
    expect(resolved('typography', './Editable')).toBe('./Editable');
    expect(resolved('form/FormItem', '../Editable')).toBe('../Editable');
  });

  test("the host's build applies it with host/src/lib's shims", () => {
    expect(readFileSync(path.join(root, 'host/rsbuild.config.ts'), 'utf8')).toMatch(
      /new rspack\.NormalModuleReplacementPlugin\(\s*\.\.\.typographyOnDemand\(\{\s*tooltip: path\.resolve\(import\.meta\.dirname, 'src\/lib\/tooltip-on-demand\.tsx'\),\s*editable: path\.resolve\(import\.meta\.dirname, 'src\/lib\/typography-editable-on-demand\.tsx'\),/,
    );
  });
});
