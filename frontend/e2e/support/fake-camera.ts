import { writeFileSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { PNG } from 'pngjs';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * Writes a Y4M video (YUV 4:2:0, 640x480) that shows `png` (e.g. a stall's QR code) in the middle
 * of a white picture, `frames` identical frames: Chromium plays it as the camera with
 * `--use-file-for-fake-video-capture`. Y is the grey value, U and V are 128 (no colour).
 */
export function writeQrVideo(png: Buffer, path: string, { size = 360, frames = 30 } = {}): void {
  const image = PNG.sync.read(png);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const left = Math.floor((WIDTH - size) / 2);
  const top = Math.floor((HEIGHT - size) / 2);
  for (let y = 0; y < size; y += 1) {
    const sourceY = Math.floor((y * image.height) / size);
    for (let x = 0; x < size; x += 1) {
      const sourceX = Math.floor((x * image.width) / size);
      const offset = (sourceY * image.width + sourceX) * 4;
      const [r, g, b, a] = [0, 1, 2, 3].map((channel) => image.data[offset + channel]!);
      const grey = (r! * 299 + g! * 587 + b! * 114) / 1000;
      // Transparent pixels show the white paper behind them.
      luma[(top + y) * WIDTH + left + x] = Math.round((grey * a! + 255 * (255 - a!)) / 255);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
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
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
