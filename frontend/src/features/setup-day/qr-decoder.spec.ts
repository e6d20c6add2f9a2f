import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { type CameraFrame, readQrCode } from './qr-decoder';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A stall token as the sheets print it: "STANDL:" and 59 base64url characters (qr-tokens.ts). */
function stallToken(seed: number): string {
  let state = seed;
  let body = '';
  for (let index = 0; index < 59; index++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    body += BASE64URL[state % 64];
  }
  return `STANDL:${body}`;
}

/**
 * `text` as QR code (error correction M, as printed) on white paper: `modulePixels` per module
 * (fractional like a camera's), four modules of quiet zone, in RGBA as a canvas gives it.
 */
function pictureOf(text: string, modulePixels: number): CameraFrame {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const size = Math.ceil((modules.size + 8) * modulePixels);
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const row = Math.floor(y / modulePixels) - 4;
      const col = Math.floor(x / modulePixels) - 4;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      if (inside && modules.get(row, col)) data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return { data, width: size, height: size };
}

describe('readQrCode', () => {
  it('reads every one of 150 stall tokens, at whole and fractional module sizes', () => {
    const missed: string[] = [];
    for (let seed = 1; seed <= 150; seed++) {
      const token = stallToken(seed);
      if (readQrCode(pictureOf(token, [3, 5.9, 8][seed % 3]!)) !== token) missed.push(token);
    }
    expect(missed).toEqual([]);
  });

  it('reads nothing from a picture without a code', () => {
    const blank = { data: new Uint8ClampedArray(200 * 100 * 4).fill(255), width: 200, height: 100 };
    expect(readQrCode(blank)).toBeNull();
  });
});
