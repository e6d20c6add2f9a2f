import { HttpStatus } from '@nestjs/common';
import Papa from 'papaparse';
import {
  BANK_IMPORT_MESSAGES,
  cleanIban,
  cleanText,
  KeyMaker,
  MAX_STATEMENT_LINES,
  type ParsedStatement,
  type ParsedStatementLine,
  parseAustrianAmount,
  parseDate,
  StatementFileError,
  type StatementFormat,
  type StatementReportLine,
} from './statement-line.js';

type Field =
  | 'bookingDate'
  | 'valueDate'
  | 'amount'
  | 'currency'
  | 'payerName'
  | 'payerIban'
  | 'reference'
  | 'remittance';

/**
 * The header names each field is read from, normalised (lower-case, umlauts as ae/oe/ue, only
 * letters and digits), in order of preference; remittance joins every column it finds
 * (decisions 234 lists the exports these come from).
 */
const COLUMNS: Record<Field, readonly string[]> = {
  bookingDate: ['buchungsdatum', 'buchungstag', 'datum'],
  valueDate: ['valutadatum', 'valuta', 'wertstellung', 'valutadatumwertstellung'],
  amount: ['betrag', 'betrageur', 'betraginclwaehrung', 'umsatz'],
  currency: ['waehrung', 'wahrung', 'whrg', 'currency'],
  payerName: [
    'partnername',
    'partner',
    'auftraggeberempfaenger',
    'empfaengerauftraggeber',
    'auftraggeber',
    'zahlungspflichtiger',
    'empfaenger',
    'name',
  ],
  payerIban: ['partneriban', 'ibanauftraggeber', 'ibankontonummer', 'auftraggeberiban', 'iban'],
  reference: ['buchungsreferenz', 'transaktionsreferenz', 'bankreferenz', 'referenz'],
  remittance: [
    'zahlungsreferenz',
    'verwendungszweck',
    'buchungsdetails',
    'buchungstext',
    'text',
    'auftraggeberreferenz',
  ],
};

export function normaliseHeader(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

/** The text of a CSV file: UTF-8 (with or without BOM), else ISO-8859-1 (decisions 234). */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('latin1').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

interface Layout {
  format: StatementFormat;
  hasHeader: boolean;
  columns: Partial<Record<Exclude<Field, 'remittance'>, number>>;
  remittance: number[];
}

/** Which bank's export the first row is (decisions 234); null when none. */
export function detectDialect(firstRow: readonly string[]): Layout | null {
  if (firstRow.length >= 4 && parseDate(firstRow[0]) && parseAustrianAmount(firstRow[3]) !== null) {
    return {
      format: 'csv-elba',
      hasHeader: false,
      columns: { bookingDate: 0, valueDate: 2, amount: 3, currency: 4 },
      remittance: [1],
    };
  }
  const headers = firstRow.map(normaliseHeader);
  const find = (names: readonly string[]) => {
    for (const name of names) {
      const index = headers.indexOf(name);
      if (index >= 0) return index;
    }
    return undefined;
  };
  const columns: Layout['columns'] = {};
  for (const field of Object.keys(COLUMNS) as Field[]) {
    if (field === 'remittance') continue;
    const index = find(COLUMNS[field]);
    if (index !== undefined) columns[field] = index;
  }
  if (columns.bookingDate === undefined || columns.amount === undefined) return null;
  const remittance = COLUMNS.remittance
    .map((name) => headers.indexOf(name))
    .filter((index) => index >= 0);
  const format: StatementFormat = headers.some((h) => h.startsWith('partner'))
    ? 'csv-george'
    : headers.some((h) => h.includes('auftraggeber') || h.includes('empfaenger'))
      ? 'csv-bankaustria'
      : 'csv-elba';
  return { format, hasHeader: true, columns, remittance };
}

/** A semicolon-separated export of George, ELBA or Bank Austria: credits in EUR become lines. */
export function parseBankCsv(text: string): ParsedStatement {
  const { data } = Papa.parse<string[]>(text, {
    delimiter: ';',
    skipEmptyLines: 'greedy',
    quoteChar: '"',
  });
  const rows = data.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw new StatementFileError(BANK_IMPORT_MESSAGES.empty);
  const layout = detectDialect(rows[0]!.map((cell) => cell.trim()));
  if (!layout)
    throw new StatementFileError(
      BANK_IMPORT_MESSAGES.unknownCsv,
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  const body = layout.hasHeader ? rows.slice(1) : rows;
  if (body.length > MAX_STATEMENT_LINES) {
    throw new StatementFileError(
      BANK_IMPORT_MESSAGES.tooManyLines,
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }
  const lines: ParsedStatementLine[] = [];
  const report: StatementReportLine[] = [];
  const keys = new KeyMaker();
  const offset = layout.hasHeader ? 2 : 1;
  body.forEach((row, index) => {
    const lineNumber = index + offset;
    const cell = (field: Exclude<Field, 'remittance'>) => {
      const column = layout.columns[field];
      return column === undefined ? null : (row[column]?.trim() ?? null);
    };
    const skip = (message: string) => report.push({ lineNumber, message });
    const amount = parseAustrianAmount(cell('amount'));
    const bookingDate = parseDate(cell('bookingDate'));
    if (amount === null) return void skip('Betrag nicht lesbar – nicht übernommen');
    if (!bookingDate) return void skip('Buchungsdatum nicht lesbar – nicht übernommen');
    if (amount <= 0) return void skip('Abbuchung – nur Gutschriften werden übernommen');
    const currency = (cell('currency') || 'EUR').toUpperCase();
    if (currency !== 'EUR') return void skip(`Fremdwährung ${currency} – nur Euro wird übernommen`);
    const valueDate = parseDate(cell('valueDate')) ?? bookingDate;
    const remittance = cleanText(
      [...new Set(layout.remittance.map((column) => row[column]?.trim()).filter(Boolean))].join(
        ' ',
      ),
      500,
    );
    const freeText = layout.hasHeader ? null : remittance;
    const payerIban =
      cleanIban(cell('payerIban')) ??
      cleanIban(
        /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/.exec(freeText ?? '')?.[0],
      );
    const reference = cleanText(cell('reference'), 200);
    const line = { bookingDate, valueDate, amount, remittance, payerIban };
    lines.push({
      lineNumber,
      key: keys.keyOf(line, reference),
      ...line,
      currency,
      payerName: cleanText(cell('payerName'), 200),
      entryReference: reference,
    });
  });
  return { format: layout.format, lines, report };
}
