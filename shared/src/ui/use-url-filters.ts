import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type FilterChanges = Record<string, string | undefined>;

/**
 * A list's filters kept in the URL's query, so a filtered list can be bookmarked, shared and restored
 * with Back. `update` sets the given keys (an empty value removes one) and goes back to page 1, unless
 * the change is to the page itself or to a key in `keepPageFor` (e.g. the view). `page` is the page asked for.
 */
export function useUrlFilters(keepPageFor: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: FilterChanges) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!Object.keys(changes).some((key) => key === 'page' || keepPageFor.includes(key))) next.delete('page');
      setParams(next);
    },
    [params, setParams, keepPageFor],
  );
  // ?page=: a whole number from 1; anything else is page 1.
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { params, page, update };
}
