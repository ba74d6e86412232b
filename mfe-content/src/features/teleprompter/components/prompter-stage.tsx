import { Alert, Button, ConfigProvider, Progress } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { READING_LINE_AT, PROMPTER_FONT_SIZE, type TeleprompterSettings } from '@brandcast/shared';
import { usePrompterScroll } from '../hooks/use-prompter-scroll';
import { useVoicePacing } from '../hooks/use-voice-pacing';
import { usePrompterKeys } from '../hooks/use-prompter-keys';
import type { ParsedScript } from '../utils/script-text';
import { formatDuration, nextSpeed, readingSeconds } from '../utils/speed';
import { CameraLayer, type Recorder } from './camera-layer';
import { PrompterHelp } from './prompter-help';
import { PrompterToolbar } from './prompter-toolbar';
import { styles } from './prompter-styles';

const COUNTDOWN_FROM = 3;

/**
 * The prompter itself: the text large on a dark stage, a reading line with the rest dimmed, mirrored on
 * demand, scrolled at the chosen words per minute or by the reader's voice, with a 3-2-1 countdown, a
 * progress bar, full screen, keyboard and clicker controls, and the camera behind the text.
 */
export function PrompterStage({
  script,
  settings,
  update,
  shortcuts,
  recorder,
  take,
  onClose,
}: {
  script: ParsedScript;
  settings: TeleprompterSettings;
  update: (patch: Partial<TeleprompterSettings>) => void;
  shortcuts: boolean;
  recorder: Recorder;
  /** The take just recorded with its save form, shown over the text (in full screen too) until hidden. */
  take?: ReactNode;
  onClose: () => void;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [countdown, setCountdown] = useState<number | null>(null);
  const [help, setHelp] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const takeBox = useRef<HTMLDivElement>(null);
  const [takeHidden, setTakeHidden] = useState(false);
  // Each new take is shown, even when the last one was put aside.
  useEffect(() => setTakeHidden(false), [recorder.recording]);
  const total = script.words.length;
  const scroll = usePrompterScroll({
    viewport,
    content,
    totalWords: total,
    wpm: settings.wpm,
    readingLine: settings.readingLine,
    layoutKey: `${settings.fontSize}/${settings.lineHeight}/${settings.width}/${settings.margin}`,
  });
  const norms = useMemo(() => script.words.map((word) => word.norm), [script]);
  const voice = useVoicePacing({
    enabled: settings.voicePacing && scroll.playing,
    words: norms,
    currentPosition: scroll.currentPosition,
    onHeard: (word) => scroll.follow(word),
  });
  const following = voice === 'listening';
  useEffect(() => {
    if (!following) scroll.follow(null);
  }, [following, scroll]);

  // 3-2-1 before the text moves from the top; a resume goes at once.
  useEffect(() => {
    if (countdown === null) return;
    if (countdown === 0) {
      setCountdown(null);
      scroll.play();
      return;
    }
    const timer = setTimeout(() => setCountdown(countdown - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown, scroll]);

  const start = () => {
    if (scroll.position >= total) scroll.seek(0);
    if (settings.countdown && scroll.currentPosition() < 1) setCountdown(COUNTDOWN_FROM);
    else scroll.play();
  };
  const toggle = () => {
    if (countdown !== null) setCountdown(null);
    else if (scroll.playing) scroll.pause();
    else start();
  };

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.().catch(() => undefined);
  };

  const markerAt = (direction: 1 | -1) => {
    const here = scroll.currentPosition();
    const list = direction === 1 ? script.markers : [...script.markers].reverse();
    return list.find((marker) => (direction === 1 ? marker.wordIndex > here + 0.5 : marker.wordIndex < here - 0.5));
  };
  const fontStep = (direction: 1 | -1) =>
    update({
      fontSize: Math.min(PROMPTER_FONT_SIZE.max, Math.max(PROMPTER_FONT_SIZE.min, settings.fontSize + direction * 4)),
    });

  usePrompterKeys(shortcuts, {
    toggle,
    faster: () => update({ wpm: nextSpeed(settings.wpm, 1) }),
    slower: () => update({ wpm: nextSpeed(settings.wpm, -1) }),
    bigger: () => fontStep(1),
    smaller: () => fontStep(-1),
    screenBack: () => scroll.seekScreens(-1),
    screenForward: () => scroll.seekScreens(1),
    previousMarker: () => scroll.seek(markerAt(-1)?.wordIndex ?? 0),
    nextMarker: () => {
      const marker = markerAt(1);
      if (marker) scroll.seek(marker.wordIndex);
    },
    marker: (n) => {
      const marker = script.markers[n - 1];
      if (marker) scroll.seek(marker.wordIndex);
    },
    escape: () => setHelp(false),
    help: () => setHelp((open) => !open),
  });

  const remaining = readingSeconds(Math.max(0, total - scroll.position), settings.wpm);
  const readingAt = `${READING_LINE_AT[settings.readingLine] * 100}%`;
  const band = settings.fontSize * settings.lineHeight;
  const mirror = `scale(${settings.mirrorX ? -1 : 1}, ${settings.mirrorY ? -1 : 1})`;

  return (
    <div
      ref={stage}
      style={{ ...styles.stage, ...(fullscreen ? { height: '100dvh', borderRadius: 0 } : null) }}
      data-testid="prompter-stage"
      data-fullscreen={fullscreen}
    >
      <div style={{ ...styles.screen, transform: mirror }} data-testid="prompter-screen">
        <CameraLayer recorder={recorder} />
        <div ref={viewport} style={styles.viewport} data-testid="prompter-viewport" tabIndex={-1} aria-label="Script">
          <div
            ref={content}
            style={{
              ...styles.content,
              fontSize: settings.fontSize,
              lineHeight: settings.lineHeight,
              width: `${settings.width}%`,
              paddingLeft: settings.margin,
              paddingRight: settings.margin,
            }}
          >
            {script.lines.map((line, index) =>
              line.kind === 'text' ? (
                <p key={index} style={styles.line}>
                  {line.words.map((word) => (
                    <span
                      key={word.index}
                      data-word={word.index}
                      style={styles.word}
                      onClick={() => {
                        scroll.seek(word.index);
                        if (settings.voicePacing) scroll.play();
                      }}
                    >
                      {word.text}{' '}
                    </span>
                  ))}
                </p>
              ) : line.kind === 'marker' ? (
                <p key={index} style={styles.marker}>
                  {line.text}
                </p>
              ) : (
                <p key={index} style={styles.blank} aria-hidden />
              ),
            )}
          </div>
        </div>
        <div style={{ ...styles.dimAbove, height: `calc(${readingAt} - ${band / 2}px)` }} aria-hidden />
        <div style={{ ...styles.readingLine, top: `calc(${readingAt} - ${band / 2}px)`, height: band }} aria-hidden />
        <div style={{ ...styles.dimBelow, top: `calc(${readingAt} + ${band / 2}px)` }} aria-hidden />
      </div>
      {countdown !== null ? (
        <div style={styles.countdown} role="timer" aria-live="assertive">
          {countdown}
        </div>
      ) : null}
      {settings.voicePacing && voice !== 'listening' && voice !== 'off' ? (
        <Alert
          style={styles.voiceNote}
          type="warning"
          showIcon
          title={
            voice === 'unsupported'
              ? 'This browser cannot recognise speech (Chrome and Edge can), so the prompter keeps to the words per minute.'
              : voice === 'denied'
                ? 'The microphone was not allowed, so the prompter keeps to the words per minute.'
                : 'Speech recognition stopped working; the prompter keeps to the words per minute.'
          }
        />
      ) : null}
      <div style={styles.bottom}>
        <Progress
          percent={total ? Math.round((scroll.position / total) * 100) : 0}
          showInfo={false}
          size="small"
          aria-label="Progress through the script"
        />
        <PrompterToolbar
          playing={scroll.playing || countdown !== null}
          settings={settings}
          update={update}
          markers={script.markers}
          timing={`${formatDuration(remaining)} left of ${formatDuration(readingSeconds(total, settings.wpm))}`}
          voice={voice}
          recorder={recorder}
          fullscreen={fullscreen}
          onToggle={toggle}
          onMarker={(marker) => scroll.seek(marker.wordIndex)}
          onFullscreen={toggleFullscreen}
          onHelp={() => setHelp(true)}
          onClose={onClose}
        />
      </div>
      {take && recorder.state !== 'recording' && !takeHidden ? (
        <div ref={takeBox} style={styles.take} role="region" aria-label="Your take">
          {/* Its project menu opens in here: inside the full-screen element, so it shows. */}
          <ConfigProvider getPopupContainer={() => takeBox.current ?? document.body}>
            {take}
            <Button size="small" style={styles.takeHide} onClick={() => setTakeHidden(true)}>
              Back to the text
            </Button>
          </ConfigProvider>
        </div>
      ) : null}
      {help ? <PrompterHelp onClose={() => setHelp(false)} /> : null}
    </div>
  );
}
