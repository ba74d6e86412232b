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

/** The lengths a script can be written to, in seconds (POST /script/generate). */
export const SCRIPT_SECONDS = [15, 30, 60, 90] as const;
export type ScriptSeconds = (typeof SCRIPT_SECONDS)[number];
/** A written script's length may differ from the length asked for by at most this share. */
export const SCRIPT_LENGTH_TOLERANCE = 0.25;

/** The words of a script that are read aloud: every line but the section names (lines starting with `#`). */
export function spokenWords(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => line.split(/\s+/));
}

/** How long a script takes to read aloud at SCRIPT_WORDS_PER_MINUTE, in whole seconds (at least 1). */
export function speakingSeconds(content: string): number {
  return Math.max(1, Math.round((spokenWords(content).length * 60) / SCRIPT_WORDS_PER_MINUTE));
}
