import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { READING_LINE_AT, type ReadingLine } from '@brandcast/shared';

/** A text line as laid out: its first word, how many words it has, where its middle is (px). */
interface LineBox {
  first: number;
  count: number;
  centre: number;
}

/** The longest frame counted: after a tab switch or a stall the text moves on, it does not leap. */
const MAX_FRAME_S = 0.25;
/** How fast the text catches up with the voice: a share of the gap per second. */
const VOICE_CATCH_UP = 3;
const UI_UPDATE_MS = 100;

/** The lines as the browser wrapped them: words that share a top share a line. */
function measure(content: HTMLElement): LineBox[] {
  const lines: LineBox[] = [];
  let current: (LineBox & { top: number }) | null = null;
  for (const word of content.querySelectorAll<HTMLElement>('[data-word]')) {
    const top = word.offsetTop;
    if (current && Math.abs(top - current.top) < 2) {
      current.count += 1;
      continue;
    }
    current = { first: Number(word.dataset.word), count: 1, centre: top + word.offsetHeight / 2, top };
    lines.push(current);
  }
  return lines.map(({ first, count, centre }) => ({ first, count, centre }));
}

/** Where the line after line k would be: the next line's middle, or one line further down after the last. */
function nextCentre(lines: LineBox[], k: number): number {
  const line = lines[k]!;
  return lines[k + 1]?.centre ?? line.centre + (line.centre - (lines[k - 1]?.centre ?? line.centre - 40));
}

/** The y (px) to hold at the reading line at a position (in words): from one line's middle to the next. */
export function yAt(lines: LineBox[], position: number): number {
  if (lines.length === 0) return 0;
  let k = 0;
  while (k + 1 < lines.length && lines[k + 1]!.first <= position) k += 1;
  const line = lines[k]!;
  const fraction = Math.min(1, Math.max(0, (position - line.first) / Math.max(1, line.count)));
  return line.centre + fraction * (nextCentre(lines, k) - line.centre);
}

/** The position (in words) whose y is `y`: the inverse of yAt, for a scroll by hand. */
export function positionAt(lines: LineBox[], y: number): number {
  if (lines.length === 0) return 0;
  if (y <= lines[0]!.centre) return lines[0]!.first;
  for (let k = 0; k < lines.length; k += 1) {
    const line = lines[k]!;
    const next = nextCentre(lines, k);
    if (y < next || k === lines.length - 1) {
      return line.first + line.count * Math.min(1, (y - line.centre) / (next - line.centre));
    }
  }
  return 0;
}

/**
 * The prompter's motion. Words per minute drive a position in words, advanced each animation frame by the
 * real time since the last one, so the rate holds at any frame rate; the position is turned into a scroll
 * through the laid-out lines, so it holds at any font size or width too. When the voice leads, the
 * position eases toward the word last heard instead. A scroll by hand pauses and takes the position from
 * where the text was left.
 */
export function usePrompterScroll({
  viewport,
  content,
  totalWords,
  wpm,
  readingLine,
  layoutKey,
}: {
  viewport: RefObject<HTMLDivElement | null>;
  content: RefObject<HTMLDivElement | null>;
  totalWords: number;
  wpm: number;
  readingLine: ReadingLine;
  /** Changes when the layout does (font size, width…): the lines are measured again. */
  layoutKey: string;
}) {
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const pos = useRef(0);
  const lines = useRef<LineBox[]>([]);
  const voiceTarget = useRef<number | null>(null);
  const applied = useRef<number | null>(null);
  const settings = useRef({ wpm, readingLine, totalWords });
  settings.current = { wpm, readingLine, totalWords };

  const readingOffset = useCallback(
    () => (viewport.current?.clientHeight ?? 0) * READING_LINE_AT[settings.current.readingLine],
    [viewport],
  );

  const apply = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    const top = Math.max(0, yAt(lines.current, pos.current) - readingOffset());
    element.scrollTop = top;
    applied.current = element.scrollTop;
    element.dataset.position = pos.current.toFixed(2);
  }, [viewport, readingOffset]);

  const publish = useCallback(() => setPosition(pos.current), []);

  const seek = useCallback(
    (word: number) => {
      pos.current = Math.min(settings.current.totalWords, Math.max(0, word));
      if (voiceTarget.current !== null) voiceTarget.current = pos.current;
      apply();
      publish();
    },
    [apply, publish],
  );

  // Measure the lines whenever the layout may have changed, keeping the reader on the same word.
  useEffect(() => {
    const element = content.current;
    if (!element) return;
    const remeasure = () => {
      lines.current = measure(element);
      apply();
    };
    remeasure();
    const observer = new ResizeObserver(remeasure);
    observer.observe(element);
    if (viewport.current) observer.observe(viewport.current);
    return () => observer.disconnect();
  }, [content, viewport, apply, layoutKey, readingLine]);

  // The frame loop runs only while playing.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    let lastPublish = 0;
    const tick = (now: number) => {
      const seconds = Math.min((now - last) / 1000, MAX_FRAME_S);
      last = now;
      const target = voiceTarget.current;
      if (target === null) pos.current += (settings.current.wpm / 60) * seconds;
      else pos.current += (target - pos.current) * Math.min(1, seconds * VOICE_CATCH_UP);
      if (pos.current >= settings.current.totalWords) {
        pos.current = settings.current.totalWords;
        apply();
        publish();
        setPlaying(false);
        return;
      }
      apply();
      if (now - lastPublish > UI_UPDATE_MS) {
        lastPublish = now;
        publish();
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, apply, publish]);

  // A scroll that is not ours is the reader's hand: pause there.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onScroll = () => {
      if (applied.current !== null && Math.abs(element.scrollTop - applied.current) <= 2) return;
      setPlaying(false);
      pos.current = positionAt(lines.current, element.scrollTop + readingOffset());
      applied.current = element.scrollTop;
      element.dataset.position = pos.current.toFixed(2);
      publish();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [viewport, publish, readingOffset]);

  /** Move by a screen, as a presenter clicker's Page Up / Page Down does. */
  const seekScreens = useCallback(
    (screens: number) => {
      const height = viewport.current?.clientHeight ?? 0;
      seek(positionAt(lines.current, yAt(lines.current, pos.current) + screens * height * 0.8));
    },
    [seek, viewport],
  );

  return {
    playing,
    position,
    play: () => setPlaying(pos.current < settings.current.totalWords),
    pause: () => setPlaying(false),
    seek,
    seekScreens,
    /** Where the voice says the reader is (null: words per minute lead again). */
    follow: (word: number | null) => {
      voiceTarget.current = word;
    },
    currentPosition: () => pos.current,
  };
}
