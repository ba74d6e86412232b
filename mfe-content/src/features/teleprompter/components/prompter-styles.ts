import type { CSSProperties } from 'react';

/** The prompter's look: light text on a dark stage, whatever the app's theme, as on a real prompter. */
export const STAGE_BACKGROUND = '#0b0b10';

export const styles = {
  stage: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: 'calc(100dvh - 140px)',
    minHeight: 360,
    background: STAGE_BACKGROUND,
    color: '#f5f5f7',
    borderRadius: 8,
    overflow: 'hidden',
  },
  screen: { position: 'relative', flex: 1, minHeight: 0 },
  viewport: {
    position: 'absolute',
    inset: 0,
    overflowY: 'auto',
    scrollbarWidth: 'none',
    outline: 'none',
  },
  content: {
    position: 'relative',
    margin: '0 auto',
    // Room above and below, so the first and last lines can reach the reading line.
    paddingTop: '100dvh',
    paddingBottom: '100dvh',
    boxSizing: 'border-box',
    fontWeight: 600,
    overflowWrap: 'anywhere',
  },
  line: { margin: 0 },
  word: { cursor: 'pointer' },
  marker: { margin: '0.6em 0 0.2em', fontSize: '0.45em', letterSpacing: '0.08em', textTransform: 'uppercase', color: '#b197fc' },
  blank: { margin: 0, height: '0.6em' },
  dimAbove: {
    position: 'absolute',
    left: 0,
    right: 0,
    top: 0,
    background: 'linear-gradient(to bottom, rgba(11,11,16,0.85), rgba(11,11,16,0.45))',
    pointerEvents: 'none',
  },
  readingLine: {
    position: 'absolute',
    left: 0,
    right: 0,
    borderTop: '2px solid rgba(177,151,252,0.7)',
    borderBottom: '2px solid rgba(177,151,252,0.7)',
    pointerEvents: 'none',
  },
  dimBelow: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    background: 'linear-gradient(to top, rgba(11,11,16,0.85), rgba(11,11,16,0.45))',
    pointerEvents: 'none',
  },
  countdown: {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    fontSize: 'min(40vw, 240px)',
    fontWeight: 700,
    color: '#fff',
    background: 'rgba(11,11,16,0.6)',
  },
  voiceNote: { position: 'absolute', top: 12, left: 12, right: 12 },
  bottom: { padding: '4px 12px 10px', background: 'rgba(20,20,28,0.95)' },
} satisfies Record<string, CSSProperties>;
