import { useCallback, useEffect, useRef, useState } from 'react';

/** What MediaRecorder is asked for, best first: the first the browser supports is used. */
export const RECORDING_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
] as const;

export function recordingType(isSupported: (type: string) => boolean = (type) => MediaRecorder.isTypeSupported(type)) {
  return RECORDING_TYPES.find((type) => isSupported(type)) ?? null;
}

export type RecorderState = 'off' | 'starting' | 'ready' | 'recording' | 'error';

export interface Recording {
  url: string;
  blob: Blob;
  fileName: string;
  seconds: number;
}

/** The camera and microphone behind the prompter, recorded with MediaRecorder; the level meter reads the microphone. */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>('off');
  const [error, setError] = useState<string | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [level, setLevel] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const startedAt = useRef(0);
  const audio = useRef<AudioContext | null>(null);

  const stopCamera = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
    stream?.getTracks().forEach((track) => track.stop());
    void audio.current?.close().catch(() => undefined);
    audio.current = null;
    setStream(null);
    setLevel(0);
    setState('off');
  }, [stream]);

  const startCamera = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError('This browser cannot record from a camera.');
      setState('error');
      return;
    }
    setState('starting');
    setError(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: true });
      setStream(media);
      setState('ready');
    } catch (reason) {
      const name = (reason as { name?: string }).name;
      setError(
        name === 'NotAllowedError'
          ? 'The camera was not allowed. Allow it in the address bar, then try again.'
          : name === 'NotFoundError'
            ? 'No camera or microphone was found.'
            : 'The camera could not be started.',
      );
      setState('error');
    }
  }, []);

  // The microphone's level, for the meter.
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    audio.current = context;
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let last = 0;
    const read = (now: number) => {
      if (now - last > 100) {
        last = now;
        analyser.getByteTimeDomainData(samples);
        let peak = 0;
        for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128) / 128);
        setLevel(peak);
      }
      frame = requestAnimationFrame(read);
    };
    frame = requestAnimationFrame(read);
    return () => cancelAnimationFrame(frame);
  }, [stream]);

  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);
  useEffect(
    () => () => {
      if (recording) URL.revokeObjectURL(recording.url);
    },
    [recording],
  );

  const startRecording = useCallback(() => {
    if (!stream) return;
    const type = recordingType();
    if (!type) {
      setError('This browser can record neither WebM nor MP4 video.');
      setState('error');
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream, { mimeType: type });
    media.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    media.onstop = () => {
      const blob = new Blob(chunks, { type: type.split(';')[0] });
      const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
      setRecording({
        url: URL.createObjectURL(blob),
        blob,
        fileName: `brandcast-recording-${stamp}.${type.startsWith('video/mp4') ? 'mp4' : 'webm'}`,
        seconds: (performance.now() - startedAt.current) / 1000,
      });
      setState((current) => (current === 'recording' ? 'ready' : current));
    };
    recorder.current = media;
    startedAt.current = performance.now();
    media.start(1000);
    setRecording(null);
    setState('recording');
  }, [stream]);

  const stopRecording = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  return {
    state,
    error,
    stream,
    recording,
    level,
    startCamera,
    stopCamera,
    startRecording,
    stopRecording,
    discard: () => setRecording(null),
  };
}
