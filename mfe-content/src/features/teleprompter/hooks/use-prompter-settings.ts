import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  PREFERENCE_DEFAULTS,
  TELEPROMPTER_DEFAULTS,
  type Preferences,
  type TeleprompterSettings,
} from '@brandcast/shared';
import { savePreferences } from '@brandcast/shared/client';
import { preferencesQueryOptions } from '@brandcast/shared/queries';

const SAVE_AFTER_MS = 800;

/**
 * The prompter's settings, kept with the user's preferences on the server: changes apply at once and
 * are saved after a short pause (a held key sends one request, not twenty).
 */
export function usePrompterSettings() {
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQueryOptions());
  const [settings, setSettings] = useState<TeleprompterSettings>(
    () => preferences.data?.teleprompter ?? TELEPROMPTER_DEFAULTS,
  );
  const loaded = useRef(Boolean(preferences.data));
  useEffect(() => {
    if (!loaded.current && preferences.data) {
      loaded.current = true;
      setSettings(preferences.data.teleprompter);
    }
  }, [preferences.data]);

  const save = useMutation({
    mutationFn: (next: TeleprompterSettings) => {
      const current: Preferences = queryClient.getQueryData(preferencesQueryOptions().queryKey) ?? PREFERENCE_DEFAULTS;
      return savePreferences({ ...current, teleprompter: next });
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions().queryKey, saved),
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const latest = useRef(settings);
  latest.current = settings;
  const update = (patch: Partial<TeleprompterSettings>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setSettings(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save.mutate(next), SAVE_AFTER_MS);
  };

  const shortcuts = (preferences.data ?? PREFERENCE_DEFAULTS).shortcuts;
  return { settings, update, shortcuts, saveError: save.error };
}
