/** Spec 001 section 9: the camera is read twice a second. */
export const SCAN_INTERVAL_MS = 500;

export interface CameraScan {
  stop(): void;
}

/**
 * Starts the back camera in `video` and reads QR codes from it twice a second (`readQrCode`:
 * pure JavaScript, no WebAssembly, nothing fetched at run time). `onRead` gets each decoded text;
 * the caller stops the scan. Rejects with the camera's DOMException (NotAllowedError, …).
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
  let readPicture: () => string | null;
  try {
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play();
    readPicture = await pictureReader(video);
  } catch (error) {
    stopTracks();
    video.srcObject = null;
    throw error;
  }

  const timer = window.setInterval(() => {
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return;
    const text = readPicture();
    if (text !== null) onRead(text);
  }, SCAN_INTERVAL_MS);

  return {
    stop() {
      window.clearInterval(timer);
      stopTracks();
      video.srcObject = null;
    },
  };
}

/** Reads the QR code in the video's current picture, copied to a canvas of the picture's size. */
async function pictureReader(video: HTMLVideoElement): Promise<() => string | null> {
  const { readQrCode } = await import('./qr-decoder');
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) throw new DOMException('Kein Bildzugriff', 'NotSupportedError');
  const canvas = context.canvas;
  return () => {
    const { videoWidth: width, videoHeight: height } = video;
    // Resizing clears the canvas: only when the picture's size changes (a turned phone).
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    context.drawImage(video, 0, 0, width, height);
    return readQrCode(context.getImageData(0, 0, width, height));
  };
}
