import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ANTD_COMPONENTS, antdModule, sharedDependencies } from './sharing';

const root = path.resolve(__dirname, '../..');
const FRONT_ENDS = ['host', 'mfe-auth', 'mfe-projects', 'mfe-content', 'mfe-analytics', 'shared'];

/** Every value imported from a package by the front ends' sources (tests included: they render the same components). */
function namedImports(from: string): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', ...FRONT_ENDS.map((p) => `${p}/src`)], {
    cwd: root,
  })
    .toString()
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file));
  const found = new Map<string, string>();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the work tree
    }
    for (const [, typeOnly, names] of text.matchAll(
      new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${from}'`, 'g'),
    )) {
      if (typeOnly) continue;
      for (const spec of names!.split(',')) {
        const name = spec.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) found.set(name, file);
      }
    }
  }
  return found;
}

describe('antd is shared per component', () => {
  test('every antd component a front end imports is in the list the host provides', () => {
    const missing = [...namedImports('antd')].filter(
      ([name]) => !(ANTD_COMPONENTS as readonly string[]).includes(name),
    );
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  test('every one listed is imported by a front end: an unused one would only lengthen the share tables', () => {
    const imported = new Set(namedImports('antd').keys());
    expect(ANTD_COMPONENTS.filter((name) => !imported.has(name))).toEqual([]);
  });

  test('the host imports every shared module (lib/provide-antd.ts), so its build provides each', () => {
    const text = readFileSync(path.join(root, 'host/src/lib/provide-antd.ts'), 'utf8');
    const imported = [...text.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]);
    const shared = Object.keys(sharedDependencies(path.join(root, 'host'), { role: 'host' }));
    expect(shared).toEqual(expect.arrayContaining(ANTD_COMPONENTS.map(antdModule)));
    expect(imported.sort()).toEqual(shared.sort());
  });

  test('react-router-dom is shared as a thin module holding every name the front ends import from it', () => {
    const shared = sharedDependencies(path.join(root, 'host'), { role: 'host' });
    expect(shared).not.toHaveProperty('react-router');
    expect(shared['react-router-dom']).toMatchObject({
      singleton: true,
      import: path.join(root, 'build-tools/src/react-router-thin.ts'),
    });
    const thin = readFileSync(path.join(root, 'build-tools/src/react-router-thin.ts'), 'utf8');
    const exported = new Set(
      /export \{([^}]*)\}/
        .exec(thin)![1]!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
    const missing = [...namedImports('react-router-dom')].filter(([name]) => !exported.has(name));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  test('each is a singleton under its own module, and antd whole is not shared', () => {
    const shared = sharedDependencies(path.join(root, 'host'), { role: 'host' });
    expect(shared).not.toHaveProperty('antd');
    expect(shared).not.toHaveProperty('@ant-design/icons');
    // The stateful parts of @brandcast/shared are one instance; its stateless root tree-shakes per app.
    expect(shared).not.toHaveProperty('@brandcast/shared');
    expect(shared['@brandcast/shared/client']).toMatchObject({ singleton: true });
    // Its ui folder holds no state: bundled into each app, so a page loads only the components it renders.
    expect(shared).not.toHaveProperty('@brandcast/shared/ui');
    for (const component of ANTD_COMPONENTS) expect(shared[antdModule(component)]).toMatchObject({ singleton: true });
    // A remote brings no copy of its own: each of its antd components is the host's, under the host's theme.
    const remote = sharedDependencies(path.join(root, 'mfe-projects'));
    expect(Object.keys(remote).sort()).toEqual(Object.keys(shared).sort());
    for (const [name, config] of Object.entries(remote))
      expect([name, config]).toEqual([name, expect.objectContaining({ singleton: true, import: false })]);
    for (const component of ANTD_COMPONENTS)
      expect(remote[antdModule(component)]).toMatchObject({ requiredVersion: false });
    expect(antdModule('ConfigProvider')).toBe('antd/es/config-provider');
    expect(antdModule('InputNumber')).toBe('antd/es/input-number');
    expect(antdModule('theme')).toBe('antd/es/theme');
  });

  test('shared code outside the client reaches it by its shared name, so every app uses the one auth atom', () => {
    // A relative import of shared/src/client from ui (bundled into each app) would give a remote its own auth atom.
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'shared/src'], { cwd: root })
      .toString()
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('shared/src/client/') && !file.includes('__tests__'));
    const relative = files.filter((file) => {
      try {
        return /from '\.\.?\/(?:\.\.\/)*client(?:\/|')/.test(readFileSync(path.join(root, file), 'utf8'));
      } catch {
        return false; // deleted in the work tree
      }
    });
    expect(relative).toEqual([]);
  });
});
