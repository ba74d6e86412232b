/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { typographyOnDemand } from '../../../../.config/federation';
import { antdEs, resolverFor, root } from './antd-replacement';

describe("antd Typography's Tooltip and editor load on demand (.config/federation.ts)", () => {
  const resolved = resolverFor(typographyOnDemand({ tooltip: '/tooltip-shim.tsx', editable: '/editable-shim.tsx' }));

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
