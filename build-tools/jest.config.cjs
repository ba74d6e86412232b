// Jest for the build machinery: Node, not a browser; TypeScript through @swc/jest, as in the front ends.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // Some tests bundle with Rspack or write antd's static CSS on a first run; 2 shared cores.
  testTimeout: 120_000,
};
