import { formatEuro } from '@standl/contracts';
import { invoiceFileName } from './invoice-download';
import {
  formatBookingTime,
  formatCalendarDay,
  formatSignedEuro,
  isPaidInFull,
  newestFirst,
} from './ledger-lines';

describe('ledger lines for the vendor', () => {
  it('signs amounts in Austrian format with a real minus sign', () => {
    expect(formatSignedEuro(14000)).toBe('+140,00\u00a0€');
    expect(formatSignedEuro(-1050)).toBe('\u221210,50\u00a0€');
    expect(formatSignedEuro(123456789)).toBe(`+${formatEuro(123456789)}`);
    expect(formatSignedEuro(0)).toBe('0,00\u00a0€');
  });

  it('shows booking times as Vienna dates (summer and winter time) and blanks broken ones', () => {
    expect(formatBookingTime('2026-12-05T09:30:00.000Z')).toBe('05.12.2026, 10:30 Uhr');
    expect(formatBookingTime('2026-07-31T22:30:00.000Z')).toBe('01.08.2026, 00:30 Uhr');
    expect(formatBookingTime('kaputt')).toBe('');
    expect(formatBookingTime(null)).toBe('');
    expect(formatCalendarDay('2026-11-25')).toBe('25.11.2026');
    expect(formatCalendarDay('20261125')).toBe('');
  });

  it('orders newest first, keeping the booking order within the same instant', () => {
    const at = (id: string, createdAt: string) =>
      ({
        id,
        kind: 'cash_payment',
        amount: 1,
        method: 'cash',
        createdAt,
        valueDate: null,
      }) as const;
    const ordered = newestFirst([
      at('1', '2026-12-01T10:00:00Z'),
      at('2', '2026-12-03T10:00:00Z'),
      at('3', '2026-12-03T10:00:00Z'),
    ]);
    expect(ordered.map((line) => line.id)).toEqual(['3', '2', '1']);
  });

  it('is paid in full only with a fee and nothing open', () => {
    expect(isPaidInFull({ totalAmount: 15000, openAmount: 0 })).toBe(true);
    expect(isPaidInFull({ totalAmount: 15000, openAmount: 1 })).toBe(false);
    expect(isPaidInFull({ totalAmount: 0, openAmount: 0 })).toBe(false);
  });
});

describe('the invoice files', () => {
  it('names the files Rechnung-{number}', () => {
    expect(invoiceFileName('2026-0001', 'pdf')).toBe('Rechnung-2026-0001.pdf');
    expect(invoiceFileName('2026-0001', 'xml')).toBe('Rechnung-2026-0001.xml');
  });
});
