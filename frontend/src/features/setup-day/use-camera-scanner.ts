import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraErrorMessage } from './camera-errors';
import { type CameraScan, startCameraScan } from './qr-camera';

export type CameraState = 'off' | 'starting' | 'on';

/**
 * The camera of the scanner page: start and stop from buttons, the German error of a failed
 * start, and `onRead` for a decoded text; the camera stops at a read (the next scan starts it).
 */
export function useCameraScanner(onRead: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const scanRef = useRef<CameraScan | null>(null);
  const attemptRef = useRef(0);
  const onReadRef = useRef(onRead);
  const [state, setState] = useState<CameraState>('off');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    onReadRef.current = onRead;
  });

  const stop = useCallback(() => {
    attemptRef.current += 1;
    scanRef.current?.stop();
    scanRef.current = null;
    setState('off');
  }, []);

  const start = useCallback(async () => {
    const video = videoRef.current;
    if (scanRef.current || !video) return;
    const attempt = ++attemptRef.current;
    setError(null);
    setState('starting');
    try {
      const scan = await startCameraScan(video, (text) => {
        stop();
        onReadRef.current(text);
      });
      if (attempt !== attemptRef.current) {
        scan.stop();
        return;
      }
      scanRef.current = scan;
      setState('on');
    } catch (failure) {
      if (attempt !== attemptRef.current) return;
      setState('off');
      setError(cameraErrorMessage(failure));
    }
  }, [stop]);

  useEffect(
    () => () => {
      attemptRef.current += 1;
      scanRef.current?.stop();
      scanRef.current = null;
    },
    [],
  );

  return { videoRef, state, error, start, stop };
}
