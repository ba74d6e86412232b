import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { standaloneRemote } from './standalone-remote';

const root = path.resolve(__dirname, '../..');
const REMOTES = ['mfe-auth', 'mfe-projects', 'mfe-content', 'mfe-analytics'];

describe("a remote's build: the remote, and its page of its own", () => {
  const packageDir = path.join(root, 'mfe-projects');
  const config = standaloneRemote(3102, 'Brandcast · Projects (standalone)', packageDir);

  test('`web`, the federated remote, has no page and no entry but the federation container', () => {
    const { web } = config.environments;
    expect(web.tools.htmlPlugin).toBe(false);
    const rspack = { entry: { index: './src/index.ts' } as unknown };
    web.tools.rspack(rspack);
    expect(rspack.entry).toEqual({});
    // The host loads its chunks from wherever its manifest is.
    expect(web.output.assetPrefix).toBe('auto');
  });

  test('`standalone` is the page: its entry and template, scripts from the root, beside the remote in one dist', () => {
    const { standalone } = config.environments;
    expect(existsSync(path.join(packageDir, standalone.source.entry.index))).toBe(true);
    expect(existsSync(path.join(packageDir, standalone.html.template))).toBe(true);
    expect(standalone.html.title).toBe('Brandcast · Projects (standalone)');
    expect(standalone.output).toMatchObject({ assetPrefix: '/', cleanDistPath: false });
    // Apart from the remote's files: in development neither has hashed names.
    expect(standalone.output.distPath.js).not.toMatch(/^static\/js(?:\/|$)/);
    expect(standalone.output.distPath.css).not.toMatch(/^static\/css(?:\/|$)/);
  });

  test("every remote's federation plugin applies to `web` only, so the standalone page is not federated", () => {
    for (const remote of REMOTES) {
      const text = readFileSync(path.join(root, remote, 'rsbuild.config.ts'), 'utf8');
      // No `environment` option: the plugin's default environment, `web`.
      expect(text).toMatch(/pluginModuleFederation\(federation\)/);
      expect(text).toMatch(/\.\.\.standaloneRemote\(/);
    }
  });
});
