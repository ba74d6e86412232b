import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '@brandcast/shared';

/** Whether a CSS media query matches now; re-renders when that changes. False where there is no window. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec: mobile is a width under 768. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
}

/** The system setting "reduce motion" (an accessibility setting on every OS). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** A finger rather than a mouse: the primary pointer is coarse (phones, tablets). */
export function useIsTouchScreen(): boolean {
  return useMediaQuery('(pointer: coarse)');
}
