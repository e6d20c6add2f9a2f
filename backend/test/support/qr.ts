import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsqr from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG image (its bytes read as UTF-8); null when none is found. */
export function qrTextOfPng(image: Buffer): string | null {
  const png = PNG.sync.read(image);
  const code = jsqr.default(new Uint8ClampedArray(png.data), png.width, png.height);
  return code ? Buffer.from(code.binaryData).toString('utf8') : null;
}

/**
 * The text of the QR code on the first page of a PDF, rendered at 200 dpi with pdftoppm
 * (poppler-utils); null when the page has none.
 */
export function qrTextOfPdf(pdf: Buffer): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'standl-qr-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', 'doc.pdf', 'page'], {
      cwd: dir,
    });
    const page = readdirSync(dir).find((name) => name.startsWith('page') && name.endsWith('.png'));
    return page ? qrTextOfPng(readFileSync(join(dir, page))) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
