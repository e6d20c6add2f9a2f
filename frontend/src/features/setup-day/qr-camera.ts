import type { BrowserQRCodeReader } from '@zxing/browser';

/** Spec 001 section 9: the camera is read twice a second. */
export const SCAN_INTERVAL_MS = 500;

export interface CameraScan {
  stop(): void;
}

/**
 * Starts the back camera in `video` and reads QR codes from it twice a second with ZXing (pure
 * JavaScript: no WebAssembly, nothing fetched at run time). `onRead` gets each decoded text; the
 * caller stops the scan. Rejects with the camera's DOMException (NotAllowedError, …).
 */
export async function startCameraScan(
  video: HTMLVideoElement,
  onRead: (text: string) => void,
): Promise<CameraScan> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new DOMException('Keine Kamera-Schnittstelle', 'NotSupportedError');
  }
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
  const stopTracks = () => stream.getTracks().forEach((track) => track.stop());
  let reader: BrowserQRCodeReader;
  try {
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play();
    const zxing = await import('@zxing/browser');
    reader = new zxing.BrowserQRCodeReader();
  } catch (error) {
    stopTracks();
    video.srcObject = null;
    throw error;
  }

  let busy = false;
  const timer = window.setInterval(() => {
    if (busy || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return;
    busy = true;
    try {
      onRead(reader.decode(video).getText());
    } catch {
      // No code in this frame (NotFoundException, ChecksumException, FormatException).
    } finally {
      busy = false;
    }
  }, SCAN_INTERVAL_MS);

  return {
    stop() {
      window.clearInterval(timer);
      stopTracks();
      video.srcObject = null;
    },
  };
}
