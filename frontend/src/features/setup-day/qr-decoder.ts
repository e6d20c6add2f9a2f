import jsQR from 'jsqr';

/** A camera frame as a canvas gives it: RGBA bytes, row by row. */
export interface CameraFrame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The text of the QR code in `frame`, or null when it shows none. jsQR (pure JavaScript) reads
 * every stall token of the printed sheets; ZXing's port missed about one in ten of them even in
 * a perfect picture (decision 92). Printed codes are dark on light: the inverted search is skipped.
 */
export function readQrCode(frame: CameraFrame): string | null {
  return (
    jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null
  );
}
