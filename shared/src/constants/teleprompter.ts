/**
 * The teleprompter's settings and their limits. Not in the spec (its teleprompter is "not shown"): the
 * ranges are those creators use (QPrompt, Imaginary Teleprompter), kept per user with the preferences.
 */
export const PROMPTER_WPM = { min: 60, max: 300 } as const;
export const PROMPTER_FONT_SIZE = { min: 20, max: 120 } as const;
export const PROMPTER_LINE_HEIGHT = { min: 1.1, max: 2.5 } as const;
/** Width of the text, in percent of the prompter. */
export const PROMPTER_WIDTH = { min: 40, max: 100 } as const;
/** Space left and right of the text, in pixels. */
export const PROMPTER_MARGIN = { min: 0, max: 160 } as const;

export const READING_LINES = ['top', 'centre', 'bottom'] as const;
export type ReadingLine = (typeof READING_LINES)[number];
/** Where the reading line sits, as a fraction of the prompter's height. */
export const READING_LINE_AT: Record<ReadingLine, number> = { top: 0.25, centre: 0.5, bottom: 0.75 };

export const TELEPROMPTER_DEFAULTS = {
  wpm: 140,
  fontSize: 44,
  lineHeight: 1.5,
  width: 85,
  margin: 24,
  readingLine: 'top' as ReadingLine,
  mirrorX: false,
  mirrorY: false,
  countdown: true,
  /** Follow the reader's voice where the browser can recognise speech. */
  voicePacing: false,
};
export type TeleprompterSettings = typeof TELEPROMPTER_DEFAULTS;

/** Words a person reads aloud per minute on camera: scripts are written to this pace. */
export const SCRIPT_WORDS_PER_MINUTE = 150;
