import { act } from '@testing-library/react';

/** A controllable viewport: matchMedia answers by the current width, and tells listeners of changes. */
export function setViewport(width: number) {
  const listeners = new Map<(event: { matches: boolean }) => void, number>();
  window.matchMedia = (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width <= max,
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.set(listener, max),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((max, listener) => listener({ matches: width <= max })));
    },
  };
}
