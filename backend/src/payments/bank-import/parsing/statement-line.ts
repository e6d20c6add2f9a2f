import { createHash } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import { BANK_IMPORT_MESSAGES, MAX_STATEMENT_XML_DEPTH } from '@standl/contracts';
import { DomainError } from '../../../shared/errors/domain-error.js';

export const STATEMENT_FORMATS = ['camt053', 'csv-george', 'csv-elba', 'csv-bankaustria'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** At most this many lines (credits, debits and unreadable ones) in one file (decisions 239). */
export const MAX_STATEMENT_LINES = 10_000;
/** The upload limit in bytes (decisions 239). */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
/** Deeper XML is refused before it is parsed (CAMT.053 itself nests about 12 levels). */
export const MAX_XML_DEPTH = MAX_STATEMENT_XML_DEPTH;

/** In libs/contracts with every other group of messages, for their codes (docs/decisions.md 346). */
export { BANK_IMPORT_MESSAGES };

/** An upload that is refused as a whole: nothing of it is stored or booked. */
export class StatementFileError extends DomainError {
  constructor(message: string, status: HttpStatus = HttpStatus.BAD_REQUEST) {
    super(message, status);
  }
}

/** One credit of a statement, as read from the bank's file. */
export interface ParsedStatementLine {
  /** 1-based: the entry (CAMT) or the row of the file (CSV, the header being row 1). */
  lineNumber: number;
  /** Unique across all statements: the same bank booking in two files is the same line. */
  key: string;
  /** 'YYYY-MM-DD' */
  bookingDate: string;
  /** 'YYYY-MM-DD'; the booking date when the bank gives none. */
  valueDate: string;
  /** Cents, > 0. */
  amount: number;
  currency: string;
  payerName: string | null;
  payerIban: string | null;
  remittance: string | null;
  entryReference: string | null;
}

export interface StatementReportLine {
  lineNumber: number;
  message: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  lines: ParsedStatementLine[];
  /** Lines not taken: debits, reversals, foreign currency, unreadable. */
  report: StatementReportLine[];
}

/** Whitespace collapsed, upper-case: the remittance as the fallback key hashes it. */
export function normaliseForKey(remittance: string | null): string {
  return (remittance ?? '').replace(/\s+/g, ' ').trim().toUpperCase();
}

/**
 * The line's key (decisions 235): the bank's entry reference, else a sha256 of booking date,
 * amount, normalised remittance and payer IBAN. Two identical lines without reference in one
 * file get '#2', '#3' … (the same in an overlapping file with the same lines).
 */
export class KeyMaker {
  private readonly seen = new Map<string, number>();

  keyOf(
    line: Pick<ParsedStatementLine, 'bookingDate' | 'amount' | 'remittance' | 'payerIban'>,
    reference: string | null,
  ): string {
    const base = reference
      ? `ref:${reference}`
      : `sha256:${createHash('sha256')
          .update(
            [
              line.bookingDate,
              String(line.amount),
              normaliseForKey(line.remittance),
              (line.payerIban ?? '').replace(/\s+/g, '').toUpperCase(),
            ].join('|'),
          )
          .digest('hex')}`;
    const count = (this.seen.get(base) ?? 0) + 1;
    this.seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  }
}

/** '2026-11-28' from 'DD.MM.YYYY', 'YYYY-MM-DD' or an ISO date-time; null when not a real date. */
export function parseDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  let [year, month, day] = match ? [match[1], match[2], match[3]] : [];
  if (!match) {
    match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s|$)/.exec(text);
    if (!match) return null;
    [day, month, year] = [match[1], match[2], match[3]];
  }
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Cents from an Austrian amount ('1.234,56', '-12,00', '+120,00'); null when unreadable. */
export function parseAustrianAmount(value: string | null | undefined): number | null {
  if (!value) return null;
  const text = value.replace(/[\s\u00a0€]/g, '').replace(/EUR$/i, '');
  const match = /^([+-])?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const euros = Number(match[2]!.replace(/\./g, ''));
  const cents = euros * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] === '-' ? -cents : cents;
}

/** Cents from an XML decimal ('120.5', '1234.56'); null when unreadable. */
export function parseDecimalAmount(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Text as stored: trimmed, control characters out, empty as null, at most `max` characters. */
export function cleanText(value: unknown, max = 500): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, max) : null;
}

/** An IBAN without spaces, upper-case; null when it does not look like one. */
export function cleanIban(value: unknown): string | null {
  const text = cleanText(value, 64)?.replace(/\s+/g, '').toUpperCase();
  return text && /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(text) ? text : null;
}
