// Renders pages of a PDF to PNG files for looking at them (not part of the project).
import { readFileSync, writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
const [file, out, pages = '1'] = process.argv.slice(2);
const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 }).promise;
for (const n of pages.split(',').map(Number)) {
  const page = await doc.getPage(n);
  const viewport = page.getViewport({ scale: 1.3 });
  const canvas = createCanvas(viewport.width, viewport.height);
  await page.render({ canvasContext: canvas.getContext('2d'), viewport, canvas }).promise;
  writeFileSync(`${out}-${n}.png`, await canvas.encode('png'));
}
