import { createRequire } from 'node:module';
import path from 'node:path';

export const root = path.resolve(__dirname, '../../../..');
/** antd's ES module build, the one the apps bundle. */
export const antdEs = path.join(path.dirname(createRequire(path.join(root, 'host/package.json')).resolve('antd/package.json')), 'es');

type Replacement = readonly [RegExp, (data: { context?: string; request?: string }) => void];

/**
 * For a `NormalModuleReplacementPlugin`'s arguments: the request Rspack resolves after the plugin, for an import of
 * `wanted` from a file in antd's `folder`.
 */
export function resolverFor([request, replace]: Replacement) {
  return (folder: string, wanted: string) => {
    if (!request.test(wanted)) return wanted;
    const data = { context: path.join(antdEs, folder), request: wanted };
    replace(data);
    return data.request;
  };
}
