import { writeFileSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { PNG } from 'pngjs';

/**
 * Writes a Y4M video (YUV 4:2:0) that shows `png` (a stall's QR code, or a whole stall sheet)
 * as large as fits in the middle of a white `width`x`height` picture, `frames` identical frames:
 * Chromium plays it as the camera with `--use-file-for-fake-video-capture`. Y is the grey value,
 * U and V are 128 (no colour).
 */
export function writePictureVideo(
  png: Buffer,
  path: string,
  { width = 640, height = 480, margin = 40, frames = 20 } = {},
): void {
  const image = PNG.sync.read(png);
  const scale = Math.min((width - 2 * margin) / image.width, (height - 2 * margin) / image.height);
  const drawnWidth = Math.floor(image.width * scale);
  const drawnHeight = Math.floor(image.height * scale);
  const left = Math.floor((width - drawnWidth) / 2);
  const top = Math.floor((height - drawnHeight) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < drawnHeight; y += 1) {
    const sourceY = Math.min(image.height - 1, Math.floor(y / scale));
    for (let x = 0; x < drawnWidth; x += 1) {
      const sourceX = Math.min(image.width - 1, Math.floor(x / scale));
      const offset = (sourceY * image.width + sourceX) * 4;
      const [r, g, b, a] = [0, 1, 2, 3].map((channel) => image.data[offset + channel]!);
      const grey = (r! * 299 + g! * 587 + b! * 114) / 1000;
      // Transparent pixels show the white paper behind them.
      luma[(top + y) * width + left + x] = Math.round((grey * a! + 255 * (255 - a!)) / 255);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/** The system Chromium with a fake camera that plays `video` and a permission prompt that says yes. */
export function launchBrowserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A visitor whose browser asks for Austrian German: the pages' default language (issue 33);
      // Chromium alone asks for English. A test of another language sets its context's locale.
      '--lang=de-AT',
      '--accept-lang=de-AT,de',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
