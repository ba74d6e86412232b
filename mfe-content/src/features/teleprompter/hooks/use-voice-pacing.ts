import { useEffect, useRef, useState } from 'react';
import { alignTranscript } from '../utils/align';

/** The Web Speech API's recogniser, where the browser has one (Chrome and Edge prefix it). */
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

export function speechRecognition(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export type VoiceState = 'off' | 'unsupported' | 'listening' | 'denied' | 'error';

/**
 * Follows the reader's voice: what the browser hears is matched against the words around the current
 * position (alignTranscript), and the prompter is told where the reader is. The browser stops recognising
 * now and then (silence, a network hiccup): it is started again while pacing is on.
 */
export function useVoicePacing({
  enabled,
  words,
  currentPosition,
  onHeard,
}: {
  enabled: boolean;
  /** The script's words, normalised. */
  words: readonly string[];
  currentPosition: () => number;
  onHeard: (word: number) => void;
}): VoiceState {
  const [state, setState] = useState<VoiceState>('off');
  const latest = useRef({ words, currentPosition, onHeard });
  latest.current = { words, currentPosition, onHeard };

  useEffect(() => {
    if (!enabled) {
      setState('off');
      return;
    }
    const Recognizer = speechRecognition();
    if (!Recognizer) {
      setState('unsupported');
      return;
    }
    let active = true;
    let restarts = 0;
    const recognition = new Recognizer();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = navigator.language || 'en-US';
    recognition.onresult = (event) => {
      restarts = 0;
      // The last few results, final and interim: enough words to match, few enough to stay current.
      const heard = Array.from(event.results)
        .slice(-3)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ');
      const { words: script, currentPosition: position, onHeard: heardAt } = latest.current;
      const at = alignTranscript(script, heard, Math.round(position()));
      if (at !== null) heardAt(at);
    };
    recognition.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') {
        active = false;
        setState('denied');
      } else if (event.error !== 'no-speech' && event.error !== 'aborted') {
        setState('error');
      }
    };
    recognition.onend = () => {
      if (!active || restarts > 20) return;
      restarts += 1;
      setTimeout(() => active && recognition.start(), Math.min(2000, 200 * restarts));
    };
    recognition.start();
    setState('listening');
    return () => {
      active = false;
      recognition.onend = null;
      recognition.stop();
    };
  }, [enabled]);

  return state;
}
