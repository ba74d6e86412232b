import { z } from 'zod';
import { PREFERENCE_DEFAULTS, type Preferences } from '../constants/app';
import {
  PROMPTER_FONT_SIZE,
  PROMPTER_LINE_HEIGHT,
  PROMPTER_MARGIN,
  PROMPTER_WIDTH,
  PROMPTER_WPM,
  READING_LINES,
} from '../constants/teleprompter';

export type PreferenceKey = keyof Preferences;
export const PREFERENCE_KEYS = Object.keys(PREFERENCE_DEFAULTS) as PreferenceKey[];

/** The layouts a list can open in (spec: defaultView grid). */
export const DEFAULT_VIEWS = ['grid', 'list'] as const satisfies readonly Preferences['defaultView'][];

const between = (name: string, range: { min: number; max: number }) =>
  z
    .number({ error: `teleprompter.${name} must be a number` })
    .min(range.min, { error: `teleprompter.${name} must be between ${range.min} and ${range.max}` })
    .max(range.max, { error: `teleprompter.${name} must be between ${range.min} and ${range.max}` });
const flag = (name: string) => z.boolean({ error: `teleprompter.${name} must be true or false` });

/** The teleprompter's settings (constants/teleprompter.ts). */
export const teleprompterSettingsSchema = z.strictObject({
  wpm: between('wpm', PROMPTER_WPM).int({ error: 'teleprompter.wpm must be a whole number' }),
  fontSize: between('fontSize', PROMPTER_FONT_SIZE),
  lineHeight: between('lineHeight', PROMPTER_LINE_HEIGHT),
  width: between('width', PROMPTER_WIDTH),
  margin: between('margin', PROMPTER_MARGIN),
  readingLine: z.enum(READING_LINES, { error: `teleprompter.readingLine must be one of: ${READING_LINES.join(', ')}` }),
  mirrorX: flag('mirrorX'),
  mirrorY: flag('mirrorY'),
  countdown: flag('countdown'),
  voicePacing: flag('voicePacing'),
});

const preferenceField = (key: PreferenceKey) =>
  key === 'defaultView'
    ? z.enum(DEFAULT_VIEWS, { error: `defaultView must be one of: ${DEFAULT_VIEWS.join(', ')}` })
    : key === 'teleprompter'
      ? teleprompterSettingsSchema
      : z.boolean({ error: `${key} must be true or false` });

/**
 * The whole preferences object, as PUT /en/user/preferences takes it and GET answers it: every key of
 * PREFERENCE_DEFAULTS, nothing else (an unknown key is named in the error, so a typo is not silently lost).
 */
export const preferencesSchema = z.strictObject(
  Object.fromEntries(PREFERENCE_KEYS.map((key) => [key, preferenceField(key)])) as {
    [K in PreferenceKey]: K extends 'teleprompter'
      ? typeof teleprompterSettingsSchema
      : Preferences[K] extends boolean
        ? z.ZodBoolean
        : z.ZodEnum<{ grid: 'grid'; list: 'list' }>;
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown preference${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}. Known: ${PREFERENCE_KEYS.join(', ')}`
        : undefined,
  },
) satisfies z.ZodType<Preferences>; // what it answers is the spec's shape (PREFERENCE_DEFAULTS)
export type PreferencesInput = z.input<typeof preferencesSchema>;

// The spec's defaults are a value the schema answers.
const _defaultsValid: z.output<typeof preferencesSchema> = PREFERENCE_DEFAULTS;
void _defaultsValid;
