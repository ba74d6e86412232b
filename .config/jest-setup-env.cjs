// jsdom lacks what react-router 7 and antd use from the platform.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
  window.scrollTo = window.scrollTo || (() => {});
  if (!globalThis.ResizeObserver) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // antd reads computed styles of pseudo elements, which jsdom does not implement.
  const getComputedStyle = window.getComputedStyle;
  window.getComputedStyle = (elt) => getComputedStyle(elt);
}
