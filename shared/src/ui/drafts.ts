import { STORAGE_KEYS } from '../constants/app';

/** Unsaved form values kept in this browser, per user and item (useAutosave). */
export interface Draft<T> {
  values: T;
  at: number;
}

export const draftKey = (userId: string, kind: string, id: string | undefined) =>
  `${STORAGE_KEYS.draftPrefix}${userId}.${kind}.${id ?? 'new'}`;

export function readDraft<T>(key: string): Draft<T> | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as Draft<T> | null;
    return draft && typeof draft.at === 'number' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, draft: Draft<T>): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    // Storage full or blocked: the server save, where there is one, still runs.
    return false;
  }
}

/** Every draft kept in this browser; signing out on purpose leaves none behind. */
export function clearDrafts(): void {
  for (const key of Object.keys(localStorage))
    if (key.startsWith(STORAGE_KEYS.draftPrefix)) localStorage.removeItem(key);
}
