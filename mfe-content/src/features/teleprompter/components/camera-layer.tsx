import { useEffect, useRef } from 'react';
import type { useRecorder } from '../hooks/use-recorder';

export type Recorder = ReturnType<typeof useRecorder>;

/** The camera behind the text, so the reader sees their framing while reading. */
export function CameraLayer({ recorder }: { recorder: Recorder }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = recorder.stream;
  }, [recorder.stream]);
  if (!recorder.stream) return null;
  return (
    <video
      ref={video}
      autoPlay
      muted
      playsInline
      aria-label="Camera preview"
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        opacity: 0.35,
        transform: 'scaleX(-1)',
      }}
    />
  );
}
