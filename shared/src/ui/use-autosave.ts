import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_DELAY_MS, PREFERENCE_DEFAULTS } from '../constants/app';
import { userAtom } from '@brandcast/shared/client';
import { preferencesQueryOptions } from '@brandcast/shared/queries';
import { draftKey, readDraft, writeDraft, type Draft } from './drafts';

export type AutosaveState =
  | { state: 'idle' }
  /** Kept in this browser only (a new item, or a change the server has not taken yet). */
  | { state: 'kept'; at: number }
  | { state: 'saving' }
  | { state: 'saved'; at: number }
  | { state: 'failed'; error: unknown; at: number };

export interface Autosave<T> {
  /** The draft found when the form opened: unsaved work from before a reload, a crash or a sign-in. */
  restored: Draft<T> | null;
  status: AutosaveState;
  /** The preference "autosave" (on by default). */
  enabled: boolean;
  /** Every change of the form's values. */
  change(values: T): void;
  /** The person threw the draft away. */
  discard(): void;
  /** The form was submitted and saved: the draft is done with. */
  done(): void;
}

/**
 * The spec's "autosave" preference for a form. Every change is kept in this browser at once, per user
 * and item, so a reload, a crash or an expired session loses nothing; for an existing item (`save`
 * given), the change is also saved to the server after a pause in typing, and the browser's copy is
 * dropped once the server has it. `canSave` holds back a server save of values that would be refused.
 */
export function useAutosave<T>({
  kind,
  id,
  save,
  canSave = () => true,
  delayMs = AUTOSAVE_DELAY_MS,
}: {
  kind: string;
  id?: string;
  save?: (values: T) => Promise<unknown>;
  canSave?: (values: T) => boolean;
  delayMs?: number;
}): Autosave<T> {
  const user = useAtomValue(userAtom);
  const preferences = useQuery({ ...preferencesQueryOptions(), enabled: Boolean(user) });
  const enabled = Boolean(user) && (preferences.data ?? PREFERENCE_DEFAULTS).autosave;
  const key = user ? draftKey(user.id, kind, id) : null;
  const [restored] = useState(() => (key ? readDraft<T>(key) : null));
  const [status, setStatus] = useState<AutosaveState>({ state: 'idle' });

  // The latest values and the save in flight live in refs: typing must not re-create the callbacks.
  const latest = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef(false);
  const again = useRef(false);
  const callbacks = useRef({ save, canSave });
  callbacks.current = { save, canSave };

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const values = latest.current;
    const send = callbacks.current.save;
    if (!send || values === null || !callbacks.current.canSave(values)) return;
    if (saving.current) {
      again.current = true;
      return;
    }
    saving.current = true;
    setStatus({ state: 'saving' });
    send(values)
      .then(() => {
        if (latest.current === values) {
          latest.current = null;
          if (key) localStorage.removeItem(key);
        }
        setStatus({ state: 'saved', at: Date.now() });
      })
      .catch((error: unknown) => setStatus({ state: 'failed', error, at: Date.now() }))
      .finally(() => {
        saving.current = false;
        if (again.current) {
          again.current = false;
          flush();
        }
      });
  }, [key]);

  const change = useCallback(
    (values: T) => {
      if (!enabled || !key) return;
      latest.current = values;
      const at = Date.now();
      const kept = writeDraft(key, { values, at });
      if (kept) setStatus((current) => (current.state === 'saving' ? current : { state: 'kept', at }));
      if (callbacks.current.save) {
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, delayMs);
      }
    },
    [enabled, key, delayMs, flush],
  );

  const forget = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    latest.current = null;
    if (key) localStorage.removeItem(key);
    setStatus({ state: 'idle' });
  }, [key]);

  // Leaving the form with a save pending sends it now rather than dropping it.
  useEffect(
    () => () => {
      if (timer.current !== undefined) flush();
    },
    [flush],
  );

  return { restored, status, enabled, change, discard: forget, done: forget };
}
