import { z } from 'zod';
import { PREFERENCE_DEFAULTS, type Preferences } from '../constants/app';

export type PreferenceKey = keyof Preferences;
export const PREFERENCE_KEYS = Object.keys(PREFERENCE_DEFAULTS) as PreferenceKey[];

/** The layouts a list can open in (spec: defaultView grid). */
export const DEFAULT_VIEWS = ['grid', 'list'] as const satisfies readonly Preferences['defaultView'][];

const preferenceField = (key: PreferenceKey) =>
  key === 'defaultView'
    ? z.enum(DEFAULT_VIEWS, { error: `defaultView must be one of: ${DEFAULT_VIEWS.join(', ')}` })
    : z.boolean({ error: `${key} must be true or false` });

/**
 * The whole preferences object, as PUT /en/user/preferences takes it and GET answers it: every key of
 * PREFERENCE_DEFAULTS, nothing else (an unknown key is named in the error, so a typo is not silently lost).
 */
export const preferencesSchema = z.strictObject(
  Object.fromEntries(PREFERENCE_KEYS.map((key) => [key, preferenceField(key)])) as {
    [K in PreferenceKey]: Preferences[K] extends boolean ? z.ZodBoolean : z.ZodEnum<{ grid: 'grid'; list: 'list' }>;
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown preference${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}. Known: ${PREFERENCE_KEYS.join(', ')}`
        : undefined,
  },
);
export type PreferencesInput = z.input<typeof preferencesSchema>;

// The schema and the spec's defaults must not drift apart.
const _sameShape: Preferences = {} as z.output<typeof preferencesSchema>;
const _defaultsValid: z.output<typeof preferencesSchema> = PREFERENCE_DEFAULTS;
void _sameShape;
void _defaultsValid;
