// jsdom lacks what react-router 7 and antd use from the platform.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  // The tests' system asks for reduced motion, so antd does not animate: a popup that is still animating
  // in has pointer-events: none, and a click on it failed whenever the machine was busy.
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
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

// jsdom has no MessageChannel (antd's form uses it to batch); a timer-based one behaves the same here.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const port = () => ({ onmessage: null, close() {}, start() {}, addEventListener() {}, removeEventListener() {} });
      this.port1 = port();
      this.port2 = port();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }));
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }));
    }
  };
}
