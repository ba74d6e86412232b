/** One word the reader says, where it is in the script. */
export interface ScriptWord {
  index: number;
  text: string;
  /** Lower case, letters and digits only: what speech recognition is compared with. */
  norm: string;
}

export interface ScriptLine {
  kind: 'text' | 'marker' | 'blank';
  text: string;
  words: ScriptWord[];
}

export interface ScriptMarker {
  name: string;
  line: number;
  /** The first word read after the marker. */
  wordIndex: number;
}

export interface ParsedScript {
  lines: ScriptLine[];
  words: ScriptWord[];
  markers: ScriptMarker[];
}

export const normalizeWord = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A script as the prompter shows it: a line starting with `#` names a section (a marker, not read
 * aloud); every other line's words are numbered in reading order.
 */
export function parseScript(content: string): ParsedScript {
  const words: ScriptWord[] = [];
  const markers: ScriptMarker[] = [];
  const lines = content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((raw, line): ScriptLine => {
      const text = raw.trim();
      if (!text) return { kind: 'blank', text: '', words: [] };
      if (text.startsWith('#')) {
        markers.push({
          name: text.replace(/^#+\s*/, '') || `Section ${markers.length + 1}`,
          line,
          wordIndex: words.length,
        });
        return { kind: 'marker', text: text.replace(/^#+\s*/, ''), words: [] };
      }
      const lineWords = text
        .split(/\s+/)
        .map((word, offset) => ({ index: words.length + offset, text: word, norm: normalizeWord(word) }));
      words.push(...lineWords);
      return { kind: 'text', text, words: lineWords };
    });
  return { lines, words, markers };
}
