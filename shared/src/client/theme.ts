import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { STORAGE_KEYS } from '../constants/app';

export type ThemeMode = 'light' | 'dark';

/** Light or dark, remembered under the spec's theme key. */
export const themeAtom = atomWithStorage<ThemeMode>(
  STORAGE_KEYS.theme,
  'light',
  createJSONStorage<ThemeMode>(() => localStorage),
  { getOnInit: true },
);

/** Whether the first-run tour was finished or skipped, under the spec's onboarding key. */
export const onboardingCompletedAtom = atomWithStorage<boolean>(
  STORAGE_KEYS.onboardingCompleted,
  false,
  createJSONStorage<boolean>(() => localStorage),
  { getOnInit: true },
);
