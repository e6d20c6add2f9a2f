import { HttpStatus } from '@nestjs/common';
import { parseCamt053 } from './camt053.js';
import { decodeText, parseBankCsv } from './csv.js';
import {
  BANK_IMPORT_MESSAGES,
  MAX_STATEMENT_BYTES,
  type ParsedStatement,
  StatementFileError,
} from './statement-line.js';

const BINARY_SIGNATURES: readonly number[][] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x50, 0x4b, 0x03, 0x04], // ZIP (xlsx, docx)
  [0xd0, 0xcf, 0x11, 0xe0], // OLE (xls)
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
];

/**
 * A bank statement file as lines (decisions 234–239): the type is told by the content, not the
 * name: XML is read as CAMT.053, semicolon-separated text as one of the Austrian banks' CSV
 * exports; anything else (a PDF, an image, a spreadsheet) is a 415.
 */
export function parseStatement(bytes: Uint8Array): ParsedStatement {
  if (bytes.length > MAX_STATEMENT_BYTES) {
    throw new StatementFileError(BANK_IMPORT_MESSAGES.fileTooLarge, HttpStatus.PAYLOAD_TOO_LARGE);
  }
  if (bytes.length === 0) throw new StatementFileError(BANK_IMPORT_MESSAGES.empty);
  const head = bytes.subarray(0, 1024);
  if (
    BINARY_SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte)) ||
    head.includes(0)
  ) {
    throw new StatementFileError(
      BANK_IMPORT_MESSAGES.unknownType,
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  }
  const text = decodeText(bytes);
  const start = text.trimStart();
  if (start.startsWith('<')) return parseCamt053(start);
  const firstLine = start.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.includes(';')) return parseBankCsv(start);
  throw new StatementFileError(BANK_IMPORT_MESSAGES.unknownType, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
}
