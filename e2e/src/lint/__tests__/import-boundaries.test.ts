// The import boundaries of eslint.config.mjs, checked on files placed (virtually) where a person would write them:
// each forbidden import fails `npm run lint` with the rule's name, and the allowed ones pass. ESLint is the root's
// dev dependency, found from here as Node finds any package of a parent folder.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'import-x/no-restricted-paths';

/** The rules a file at `file` with this one import breaks. The imported module must exist: the rule resolves it. */
async function rulesBroken(file: string, specifier: string): Promise<Array<string | null>> {
  const code = `import * as imported from '${specifier}';\nexport const probe = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.ok(result);
  return result.messages.map((message) => message.ruleId);
}

describe('import boundaries', () => {
  it('a feature importing another feature of its remote fails, naming the rule and the way out', async () => {
    const file = 'mfe-content/src/features/teleprompter/components/probe.tsx';
    assert.deepEqual(await rulesBroken(file, '../../copies/api/get-copies'), [RULE]);
    const [result] = await eslint.lintText(`import '../../copies/api/get-copies';\n`, {
      filePath: path.join(root, file),
    });
    assert.match(result!.messages[0]!.message, /A feature never imports another feature/);
  });

  it("a feature may import its own files, its remote's shared folders and @brandcast/shared", async () => {
    const file = 'mfe-content/src/features/teleprompter/components/probe.tsx';
    assert.deepEqual(await rulesBroken(file, '../api/generate-script'), []);
    assert.deepEqual(await rulesBroken(file, '../../../components/request-error'), []);
    assert.deepEqual(await rulesBroken(file, '@brandcast/shared'), []);
  });

  it('a remote importing another remote, or the host, fails', async () => {
    assert.deepEqual(await rulesBroken('mfe-content/src/probe.ts', '../../mfe-auth/src/routes'), [RULE]);
    assert.deepEqual(await rulesBroken('mfe-analytics/src/probe.ts', '../../host/src/bootstrap'), [RULE]);
  });

  it('api/src/lib imports nothing above it; repositories import no routes or plugins', async () => {
    assert.deepEqual(await rulesBroken('api/src/lib/probe.ts', '../plugins/app/mailer'), [RULE]);
    assert.deepEqual(await rulesBroken('api/src/lib/probe.ts', '../repositories/notifications'), [RULE]);
    assert.deepEqual(await rulesBroken('api/src/lib/probe.ts', './ids'), []);
    assert.deepEqual(await rulesBroken('api/src/repositories/probe.ts', '../plugins/app/mailer'), [RULE]);
    assert.deepEqual(await rulesBroken('api/src/repositories/probe.ts', '../lib/ids'), []);
  });

  it('an import loop with values both ways fails (import-x/no-cycle), one of types only does not', async () => {
    // no-cycle reads the files an import names, so these two are written for the check and removed after it.
    const dir = path.join(root, 'shared/src', `.cycle-probe-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      writeFileSync(path.join(dir, 'c.ts'), "import type { D } from './d';\nexport type C = { d?: D };\n");
      writeFileSync(path.join(dir, 'd.ts'), "import type { C } from './c';\nexport type D = { c?: C };\n");
      const results = await new ESLint({ cwd: root, ignore: false }).lintFiles([dir]);
      const broken = Object.fromEntries(
        results.map((result) => [path.basename(result.filePath), result.messages.map((message) => message.ruleId)]),
      );
      assert.deepEqual(broken, {
        'a.ts': ['import-x/no-cycle'],
        'b.ts': ['import-x/no-cycle'],
        'c.ts': [],
        'd.ts': [],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a source file over 300 lines fails (max-lines), one of 300 does not', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
    const file = path.join(root, 'shared/src/probe.ts');
    const [long] = await eslint.lintText(lines(301), { filePath: file });
    const [short] = await eslint.lintText(lines(300), { filePath: file });
    assert.deepEqual(
      long!.messages.map((message) => message.ruleId),
      ['max-lines'],
    );
    assert.deepEqual(short!.messages, []);
  });
});
