import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { assertOutsideTransaction } from '../database/outside-transaction.js';

const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

/** A pdfmake document definition (plain objects, see pdfmake's docs). */
export type PdfDocument = Record<string, unknown>;
/** A pdfmake content node. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PdfContent = any;

const require = createRequire(import.meta.url);

/**
 * pdfmake 0.3 on Node: a CommonJS module exporting one instance. Typed here by the few calls we
 * make (@types/pdfmake pulls the DOM library into the whole backend's type check).
 */
interface PdfMake {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(fonts: Record<string, Record<keyof typeof FONT_FILES, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(document: PdfDocument): { getBuffer(): Promise<Buffer> };
}

let pdfmake: PdfMake | undefined;

/**
 * pdfmake is one module-wide instance: the Roboto fonts that ship with the package are read once
 * into its virtual file system (embedded, subset, in every PDF); no URL and no other local file
 * may be read while rendering, so nothing calls out. The fonts are named by their real paths:
 * text inside an `svg` node (the stall sheets' plan excerpt) is set by svg-to-pdfkit, which opens
 * a font by the name pdfmake gives it, past the virtual file system.
 */
function configured(): PdfMake {
  if (pdfmake) return pdfmake;
  // Loaded with the first PDF, not at start: pdfmake with pdfkit and its fonts is about 20 MB of
  // an idle instance's memory (issue 34), and most instances render few PDFs.
  const loaded = require('pdfmake') as PdfMake;
  const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const paths = Object.fromEntries(
    Object.entries(FONT_FILES).map(([style, file]) => [style, join(fontDir, file)]),
  ) as Record<keyof typeof FONT_FILES, string>;
  for (const path of Object.values(paths)) {
    loaded.virtualfs.writeFileSync(path, readFileSync(path));
  }
  loaded.setFonts({ Roboto: paths });
  loaded.setUrlAccessPolicy(() => false);
  loaded.setLocalAccessPolicy(() => false);
  pdfmake = loaded;
  return pdfmake;
}

/** Renders a pdfmake document (Roboto, nothing read from outside) to PDF bytes. */
export function renderPdf(document: PdfDocument): Promise<Buffer> {
  assertOutsideTransaction('PDF erzeugen');
  return configured().createPdf(document).getBuffer();
}
