import { bankStatement, paymentVendor, statementLine } from '../testing';
import {
  bookingLines,
  decidedEffect,
  effectOn,
  effectText,
  initialDecisions,
  lineDay,
  statementCounts,
  TRANSFER_MESSAGES,
  validateValueDate,
  vendorOptionLabel,
  vendorOptions,
} from './bank-rules';

const MOSER = '8c1f6f0e-0000-4000-8000-000000000001';
const WIESER = '8c1f6f0e-0000-4000-8000-000000000002';

describe('the value date of a transfer', () => {
  it('takes a real day up to today in Vienna, from 2000 on', () => {
    expect(validateValueDate('2026-11-25', '2026-11-25')).toBeNull();
    expect(validateValueDate('2000-01-01', '2026-11-25')).toBeNull();
    expect(validateValueDate('2026-11-26', '2026-11-25')).toBe(TRANSFER_MESSAGES.futureDate);
    expect(validateValueDate('1999-12-31', '2026-11-25')).toBe(TRANSFER_MESSAGES.tooOld);
    expect(validateValueDate('2026-02-30', '2026-11-25')).toBe(TRANSFER_MESSAGES.invalidDate);
    expect(validateValueDate('', '2026-11-25')).toBe(TRANSFER_MESSAGES.invalidDate);
    expect(validateValueDate('25.11.2026', '2026-11-25')).toBe(TRANSFER_MESSAGES.invalidDate);
  });
});

describe('what a statement line does to the account', () => {
  it('names the rest still open, or the overpayment that becomes a refund', () => {
    expect(effectText({ openAmountAfter: 2_000, refundDueAfter: 0 })).toMatch(
      /^Rest offen 20,00\s€$/,
    );
    expect(effectText({ openAmountAfter: 0, refundDueAfter: 1_000 })).toMatch(
      /^Überzahlung 10,00\s€ → Rückerstattung$/,
    );
    expect(effectText({ openAmountAfter: 0, refundDueAfter: 0 })).toBe('Vollständig bezahlt');
    expect(effectText(null)).toBe('–');
  });

  it('works out the effect by the ledger rule (refunds already flagged are not owed)', () => {
    const vendor = paymentVendor({ totalAmount: 15_000, paidAmount: 1_000, refundDueAmount: 0 });
    expect(effectOn(vendor, 12_000)).toEqual({ openAmountAfter: 2_000, refundDueAfter: 0 });
    expect(effectOn(vendor, 15_000)).toEqual({ openAmountAfter: 0, refundDueAfter: 1_000 });
  });

  it("uses the server's effect for its own proposal and the chosen vendor's account otherwise", () => {
    const line = statementLine({ effect: { openAmountAfter: 0, refundDueAfter: 0 } });
    const vendors = new Map([
      [WIESER, paymentVendor({ vendorId: WIESER, totalAmount: 20_000, paidAmount: 1_000 })],
    ]);
    expect(decidedEffect(line, { kind: 'book', vendorId: MOSER }, vendors)).toEqual(line.effect);
    expect(decidedEffect(line, { kind: 'book', vendorId: WIESER }, vendors)).toEqual({
      openAmountAfter: 5_000,
      refundDueAfter: 0,
    });
    expect(decidedEffect(line, { kind: 'ignore' }, vendors)).toBeNull();
  });
});

describe('the preview of a statement', () => {
  const statement = bankStatement({
    lines: [
      statementLine({ id: 'a' }),
      statementLine({ id: 'b', match: 'amount-name' }),
      statementLine({ id: 'c', match: 'ambiguous', vendorId: null, effect: null }),
      statementLine({ id: 'd', match: 'none', vendorId: null, candidates: [], effect: null }),
      statementLine({ id: 'e', state: 'booked', bookedBy: 'Anna Berger' }),
      statementLine({ id: 'f', match: 'already-booked', vendorId: null }),
      statementLine({ id: 'g', state: 'ignored', match: 'none', vendorId: null }),
    ],
  });

  it('counts matched, ambiguous, unmatched and already booked lines', () => {
    expect(statementCounts(statement.lines)).toEqual({
      matched: 2,
      ambiguous: 1,
      unmatched: 1,
      booked: 2,
      ignored: 1,
    });
  });

  it('starts with every proposal accepted and the rest undecided', () => {
    expect(initialDecisions(statement)).toEqual({
      a: { kind: 'book', vendorId: MOSER },
      b: { kind: 'book', vendorId: MOSER },
    });
  });

  it('books only the decided open lines: a vendor, or null to ignore', () => {
    expect(
      bookingLines(statement, {
        a: { kind: 'book', vendorId: MOSER },
        d: { kind: 'book', vendorId: WIESER },
        c: { kind: 'ignore' },
        e: { kind: 'book', vendorId: WIESER },
        f: { kind: 'ignore' },
      }),
    ).toEqual([
      { lineId: 'a', vendorId: MOSER },
      { lineId: 'c', vendorId: null },
      { lineId: 'd', vendorId: WIESER },
    ]);
  });

  it('offers the candidates first, then every other vendor by name', () => {
    const options = vendorOptions(statementLine().candidates, [
      paymentVendor({ vendorId: MOSER }),
      paymentVendor({ vendorId: WIESER, name: 'Glasbläserei Wieser', boothNumber: null }),
      paymentVendor({ vendorId: 'x', name: 'Adventkranz Huber', openAmount: 0 }),
    ]);
    expect(options.map((option) => [option.name, option.group])).toEqual([
      ['Lebzelterei Moser', 'Vorschläge'],
      ['Adventkranz Huber', 'Alle Händler'],
      ['Glasbläserei Wieser', 'Alle Händler'],
    ]);
    expect(vendorOptionLabel(options[0]!)).toMatch(/^Lebzelterei Moser · AK-02 · offen 140,00\s€$/);
    expect(vendorOptionLabel(options[1]!)).toBe('Adventkranz Huber · AK-02 · nichts offen');
  });

  it('writes the booking day as dd.MM.yyyy', () => {
    expect(lineDay({ bookingDate: '2026-11-24' })).toBe('24.11.2026');
    expect(lineDay({ bookingDate: '2026-11-24T00:00:00.000Z' })).toBe('24.11.2026');
  });
});
