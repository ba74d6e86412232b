import { act } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { api } from '@brandcast/shared/client';
import { AppShell } from '../app-shell';

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

/** The shell around a page. */
export function Shell() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path="*" element={<p>Page content</p>} />
      </Route>
    </Routes>
  );
}

/** The shell asks for notifications, preferences and credits once signed in: answer with none, and 500 credits. */
export function answerShellCalls() {
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (url: string) =>
      url === '/credits'
        ? { balance: 500, plan: 'free', monthlyCredits: 500, renewsAt: '2026-12-22T10:00:00.000Z', ledger: [] }
        : { data: [], meta: { unread: 0 } },
    );
}
