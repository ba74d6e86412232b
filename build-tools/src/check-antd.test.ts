import path from 'node:path';
import { checkAntd, checks, installedFrom, type Installed } from './check-antd';

const root = path.resolve(__dirname, '../..');
const installed = installedFrom(root);
const check = (name: RegExp) => checks(root).find(({ mechanism }) => name.test(mechanism))!;

/** The installed packages, but with `file` of antd read as `edit` makes it (or gone, for `null`). */
function antdWith(file: string, edit: ((text: string) => string) | null): Installed {
  const target = path.join(installed.packageDir('antd'), file);
  return {
    ...installed,
    exists: (at) => (at === target && edit === null ? false : installed.exists(at)),
    read: (at) => (at === target && edit ? edit(installed.read(at)) : installed.read(at)),
  };
}

describe('check:antd: does every rewrite and shim still apply to the installed antd', () => {
  test('every mechanism applies to the antd installed now', () => {
    expect(checkAntd(root).filter(({ problems }) => problems.length > 0)).toEqual([]);
  });

  test('an import a replacement is keyed on, moved: names the mechanism and the import', () => {
    const moved = antdWith('es/config-provider/index.js', (text) =>
      text.replace(
        "import UniqueProvider from '../tooltip/UniqueProvider';",
        "import UniqueProvider from '../tooltip/unique';",
      ),
    );
    expect(check(/UniqueProvider/).run(moved)).toEqual([
      `antd/es/config-provider/index.js no longer contains "import UniqueProvider from '../tooltip/UniqueProvider';"`,
    ]);
    const typography = antdWith('es/typography/Base/index.js', (text) =>
      text.replace("from '../Editable'", "from '../Editor'"),
    );
    expect(check(/Typography/).run(typography)).toEqual([
      `antd/es/typography/Base/index.js no longer contains "import Editable from '../Editable';"`,
    ]);
  });

  test('a file a chunk group names, gone: names the file and its group', () => {
    expect(check(/chunk groups/).run(antdWith('es/color-picker/color.js', null))).toEqual([
      'antd/es/color-picker/color.js is gone (expected in antd-parts)',
    ]);
  });

  test('a component shared per module, gone from antd: names the component', () => {
    expect(check(/per-component/).run(antdWith('es/segmented/index.js', null))).toEqual([
      'Segmented: es/segmented/index.js is gone',
    ]);
  });

  test('antd importing a package differently: names the side-effect-free rule', () => {
    const moved = antdWith('es/form/context.js', (text) =>
      text.replace("from '@rc-component/form'", "from '@rc-component/form/es/context'"),
    );
    expect(check(/side-effect-free/).run(moved)).toEqual([
      `antd/es/form/context.js no longer contains "from '@rc-component/form'"`,
    ]);
  });
});
