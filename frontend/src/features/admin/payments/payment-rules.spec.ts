import { formatEuro } from '@standl/contracts';
import {
  canCollect,
  euroInputValue,
  invoicesByVendor,
  isOpen,
  issuedByText,
  isPaidInFull,
  matchesPaymentSearch,
  parsePaymentAmount,
  paymentNote,
  paymentSummary,
  stallText,
  validateRefundNote,
} from './payment-rules';
import { invoice, paymentVendor, refund } from './testing';

describe('matchesPaymentSearch', () => {
  const vendor = paymentVendor();

  it.each(['moser', 'LEBZELTEREI', 'moser@example', 'ak 02', 'ak02', 'arkaden', ''])(
    'finds the vendor by %j',
    (query) => expect(matchesPaymentSearch(vendor, query)).toBe(true),
  );

  it('finds the access code the way vendors type it, from the payments list', () => {
    expect(matchesPaymentSearch(vendor, 'w1vz-f')).toBe(true);
    expect(matchesPaymentSearch(vendor, 'wivzf')).toBe(true);
    expect(matchesPaymentSearch(paymentVendor({ accessCode: 'ABCDEFGHJK' }), 'w1vz-f')).toBe(false);
  });

  it('finds nothing for another name', () => {
    expect(matchesPaymentSearch(vendor, 'Wieser')).toBe(false);
  });
});

describe('open and paid', () => {
  it('tells open, paid in full and neither apart', () => {
    expect(isOpen(paymentVendor())).toBe(true);
    const paid = paymentVendor({ paidAmount: 15_000, openAmount: 0, status: 'paid' });
    expect(isOpen(paid)).toBe(false);
    expect(isPaidInFull(paid)).toBe(true);
    const noStall = paymentVendor({ totalAmount: 0, paidAmount: 0, openAmount: 0 });
    expect(isOpen(noStall)).toBe(false);
    expect(isPaidInFull(noStall)).toBe(false);
  });

  it('collects only from unblocked vendors with an open amount', () => {
    expect(canCollect(paymentVendor())).toBe(true);
    expect(canCollect(paymentVendor({ isBlocked: true }))).toBe(false);
    expect(canCollect(paymentVendor({ openAmount: 0 }))).toBe(false);
  });
});

describe('paymentSummary', () => {
  it('adds up what is open, what came in and the refunds still to make', () => {
    const summary = paymentSummary(
      [
        paymentVendor(),
        paymentVendor({ vendorId: 'b', openAmount: 5_050, paidAmount: 0 }),
        paymentVendor({ vendorId: 'c', paidAmount: 15_000, openAmount: 0 }),
      ],
      [refund(), refund({ entryId: 'e2', refundedAt: '2026-11-21T10:00:00.000Z' })],
    );
    expect(summary).toEqual({
      openCount: 2,
      openCents: 19_050,
      paidCount: 1,
      receivedCents: 16_000,
      refundCount: 1,
      refundCents: 1_000,
    });
  });
});

describe('parsePaymentAmount', () => {
  it.each([
    ['150', 15_000],
    ['75,50', 7_550],
    ['1.234,56', 123_456],
    ['12.50', 1_250],
    ['20 €', 2_000],
    ['100000', 10_000_000],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parsePaymentAmount(input)).toEqual({ cents, error: null });
  });

  it.each(['', '0', '0,00', '-5', 'abc', '1,234', '1.500', '12,345', '100000,01', '1e3'])(
    'refuses %j with the spec text',
    (input) => {
      expect(parsePaymentAmount(input)).toEqual({
        cents: null,
        error: 'Bitte geben Sie einen gültigen Betrag ein',
      });
    },
  );

  it('refuses 100 times the open amount or more as typed in the wrong unit, naming both in euros', () => {
    // Owes 140,00 € (150,00 € fee, 10,00 € deposit paid): '15000' is the fee in cents.
    const vendor = paymentVendor();
    expect(parsePaymentAmount('15000', vendor)).toEqual({
      cents: null,
      error: `Ungültiger Betrag: ${formatEuro(1_500_000)} ist das Hundertfache des offenen Betrags von 140,00\u00a0€ oder mehr.`,
    });
    // The open amount typed in cents: exactly 100 times it.
    expect(parsePaymentAmount('14000', vendor).error).toMatch(/^Ungültiger Betrag: /);
    expect(parsePaymentAmount('13999,99', vendor)).toEqual({ cents: 1_399_999, error: null });
    expect(parsePaymentAmount('500', vendor)).toEqual({ cents: 50_000, error: null });
  });

  it('judges the open amount by what is kept: a flagged refund is still owed back', () => {
    const vendor = paymentVendor({ paidAmount: 15_000, openAmount: 0, refundDueAmount: 14_000 });
    expect(parsePaymentAmount('15000', vendor).error).toMatch(/^Ungültiger Betrag: /);
    expect(parsePaymentAmount('15000').error).toBeNull();
  });

  it('shows cents in the field the way the parser reads them back', () => {
    expect(euroInputValue(123_456)).toBe('1234,56');
    expect(parsePaymentAmount(euroInputValue(123_456)).cents).toBe(123_456);
    expect(euroInputValue(14_000)).toBe('140,00');
  });
});

describe('notes', () => {
  it('keeps an optional payment note, trimmed, up to 200 characters', () => {
    expect(paymentNote('  ')).toEqual({ note: null, error: null });
    expect(paymentNote(' Restbetrag ')).toEqual({ note: 'Restbetrag', error: null });
    expect(paymentNote('x'.repeat(201)).error).toBe(
      'Die Beschreibung darf höchstens 200 Zeichen lang sein',
    );
  });

  it('requires the refund note', () => {
    expect(validateRefundNote(' ')).toBe('Bitte geben Sie an, wie erstattet wurde');
    expect(validateRefundNote('Überweisung am 3.12.')).toBeNull();
    expect(validateRefundNote('x'.repeat(501))).toBe(
      'Die Notiz darf höchstens 500 Zeichen lang sein',
    );
  });
});

describe('invoicesByVendor', () => {
  it('names the valid invoice and keeps the Storno and the cancelled one, newest first', () => {
    const map = invoicesByVendor([
      invoice({ number: '2026-0001', state: 'cancelled', cancelledByNumber: '2026-0002' }),
      invoice({
        number: '2026-0002',
        kind: 'cancellation',
        state: 'cancellation',
        cancelsNumber: '2026-0001',
      }),
      invoice({ number: '2026-0003' }),
      invoice({ number: '2026-0004', vendorId: 'v2' }),
    ]);
    expect(map.get('v1')?.current?.number).toBe('2026-0003');
    expect(map.get('v1')?.all.map((entry) => entry.number)).toEqual([
      '2026-0003',
      '2026-0002',
      '2026-0001',
    ]);
    expect(map.get('v2')?.current?.number).toBe('2026-0004');
  });

  it('has no valid invoice after a Storno without a new one', () => {
    const map = invoicesByVendor([
      invoice({ number: '2026-0001', state: 'cancelled' }),
      invoice({ number: '2026-0002', kind: 'cancellation', state: 'cancellation' }),
    ]);
    expect(map.get('v1')?.current).toBeNull();
  });
});

it('writes the stall with its area', () => {
  expect(stallText(paymentVendor())).toBe('AK-02 (Arkaden)');
  expect(stallText(paymentVendor({ areaName: null }))).toBe('AK-02');
  expect(stallText(paymentVendor({ boothNumber: null }))).toBeNull();
});

describe('issuedByText', () => {
  it('names who made an invoice, and who cancelled for a Storno', () => {
    expect(issuedByText(invoice({ issuedBy: 'Anna Berger' }))).toBe('erstellt von Anna Berger');
    expect(issuedByText(invoice({ issuedBy: 'system' }))).toBe('erstellt vom System');
    expect(issuedByText(invoice({ kind: 'cancellation', issuedBy: 'Karl Kasse' }))).toBe(
      'storniert von Karl Kasse',
    );
  });
});
