// On a busy 2-core machine antd renders slowly in jsdom: give findBy*/waitFor 5 s, not 1 s.
const testingLibrary = require(require.resolve('@testing-library/react', { paths: [globalThis.__PACKAGE_DIR__] }));
testingLibrary.configure({ asyncUtilTimeout: 5000 });
