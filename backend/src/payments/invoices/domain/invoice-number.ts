import { INVOICE_NUMBER_PATTERN } from '@standl/contracts';

/** '2026-0001': the year of issue and the gapless sequence of that year, at least 4 digits. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError('year');
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError('sequence');
  return `${year}-${String(sequence).padStart(4, '0')}`;
}

/** The parts of a well-formed number, or null (path characters, wrong shape, sequence 0). */
export function parseInvoiceNumber(value: string): { year: number; sequence: number } | null {
  if (!INVOICE_NUMBER_PATTERN.test(value)) return null;
  const [year, sequence] = value.split('-').map(Number) as [number, number];
  return sequence >= 1 ? { year, sequence } : null;
}
