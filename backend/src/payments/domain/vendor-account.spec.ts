import {
  accountOf,
  type AccountLine,
  correctionTo,
  crossedIntoPaidInFull,
  moneyIn,
} from './vendor-account.js';
import { isValidEntryAmount, LedgerEntry } from './ledger-entry.entity.js';

let counter = 0;
function line(
  kind: AccountLine['kind'],
  amount: number,
  at: string,
  extra: Partial<AccountLine> = {},
): AccountLine {
  counter += 1;
  return {
    id: `e${counter}`,
    kind,
    amount,
    method:
      kind === 'cash_payment'
        ? 'cash'
        : kind.endsWith('card') || kind === 'card_payment'
          ? 'sumup'
          : null,
    createdAt: new Date(`2026-12-0${at}Z`),
    settlesId: null,
    ...extra,
  };
}

describe('accountOf (docs/decisions.md 72)', () => {
  it('starts empty: nothing paid, the whole fee open, bank transfer as the method', () => {
    expect(accountOf([], 15000)).toMatchObject({
      totalAmount: 15000,
      paidAmount: 0,
      openAmount: 15000,
      paidInFull: false,
      paidAt: null,
      depositAmount: 0,
      depositPaid: false,
      paymentMethod: 'bank_transfer',
      refundDueAmount: 0,
      lastPaymentAt: null,
    });
  });

  it('adds deposit, cash, card and corrections up; paid in full since the entry that got there', () => {
    const lines = [
      line('deposit_card', 1000, '1T10:00:00'),
      line('cash_payment', 5000, '2T10:00:00'),
      line('correction', -500, '3T10:00:00'),
      line('card_payment', 9500, '4T10:00:00'),
    ];

    expect(accountOf(lines, 15000)).toMatchObject({
      paidAmount: 15000,
      openAmount: 0,
      paidInFull: true,
      paidAt: new Date('2026-12-04T10:00:00Z'),
      depositAmount: 1000,
      depositPaid: true,
      paymentMethod: 'sumup',
      lastPaymentAt: new Date('2026-12-04T10:00:00Z'),
    });
  });

  it('orders by time, not by the order given', () => {
    const lines = [
      line('cash_payment', 15000, '2T10:00:00'),
      line('deposit_card', 1000, '1T10:00:00'),
    ];

    expect(accountOf(lines, 15000)).toMatchObject({
      paidAt: new Date('2026-12-02T10:00:00Z'),
      paymentMethod: 'cash',
    });
  });

  it('never lets the open amount go below zero; an overpayment stays paid', () => {
    expect(accountOf([line('cash_payment', 20000, '1T10:00:00')], 15000)).toMatchObject({
      paidAmount: 20000,
      openAmount: 0,
      paidInFull: true,
    });
  });

  it('is not paid in full without a fee (no stall)', () => {
    expect(accountOf([line('cash_payment', 1000, '1T10:00:00')], 0)).toMatchObject({
      paidInFull: false,
      paidAt: null,
      openAmount: 0,
    });
  });

  it('moves paidAt to the new crossing after a correction took the vendor below the fee', () => {
    const lines = [
      line('cash_payment', 15000, '1T10:00:00'),
      line('correction', -5000, '2T10:00:00'),
      line('card_payment', 5000, '3T10:00:00'),
    ];

    expect(accountOf(lines, 15000).paidAt).toEqual(new Date('2026-12-03T10:00:00Z'));
    expect(accountOf(lines.slice(0, 2), 15000)).toMatchObject({ paidAt: null, openAmount: 5000 });
  });

  it('opens the deposit again when a correction takes the paid amount below it', () => {
    const deposit = line('deposit_card', 1000, '1T10:00:00');

    expect(accountOf([deposit], 15000).depositPaid).toBe(true);
    expect(accountOf([deposit, line('correction', -1000, '2T10:00:00')], 15000)).toMatchObject({
      depositPaid: false,
      depositAmount: 1000,
      paidAmount: 0,
    });
  });

  it('keeps money flagged for refund credited until the refund is made', () => {
    const due = line('refund_due', -1000, '2T10:00:00');
    const lines = [
      line('deposit_card', 1000, '1T10:00:00'),
      line('deposit_card', 1000, '1T11:00:00'),
      due,
    ];

    expect(accountOf(lines, 15000)).toMatchObject({ paidAmount: 2000, refundDueAmount: 1000 });
    const refunded = [...lines, line('refund_made', -1000, '3T10:00:00', { settlesId: due.id })];
    expect(accountOf(refunded, 15000)).toMatchObject({ paidAmount: 1000, refundDueAmount: 0 });
  });

  it('keeps the method of the latest money that came in, not of a correction', () => {
    const lines = [
      line('cash_payment', 5000, '1T10:00:00'),
      line('correction', 1000, '2T10:00:00'),
    ];

    expect(accountOf(lines, 15000).paymentMethod).toBe('cash');
  });
});

describe('crossedIntoPaidInFull: the paid-in-full event once per crossing', () => {
  const total = 15000;
  const step = (lines: AccountLine[], next: AccountLine) =>
    crossedIntoPaidInFull(accountOf(lines, total), accountOf([...lines, next], total));

  it('fires for the entry that reaches the fee, not for later ones while still paid', () => {
    const first = line('cash_payment', 10000, '1T10:00:00');
    const second = line('cash_payment', 5000, '2T10:00:00');
    const third = line('cash_payment', 100, '3T10:00:00');

    expect(step([], first)).toBe(false);
    expect(step([first], second)).toBe(true);
    expect(step([first, second], third)).toBe(false);
  });

  it('fires again after a correction went below and a new payment crosses again', () => {
    const paid = line('cash_payment', 15000, '1T10:00:00');
    const back = line('correction', -2000, '2T10:00:00');
    const again = line('card_payment', 2000, '3T10:00:00');

    expect(step([paid], back)).toBe(false);
    expect(step([paid, back], again)).toBe(true);
  });
});

describe('moneyIn: money above what is owed is booked in full, the excess flagged for refund', () => {
  const cashOf = (amount: number) =>
    ({ kind: 'cash_payment', amount, method: 'cash', note: 'bar', actor: 'admin' }) as const;

  it('500 € cash against 140 € open (10 € deposit of 150 €): the 500 € and a refund due of 360 €', () => {
    const account = accountOf([line('deposit_card', 1000, '1T10:00:00')], 15000);

    const booked = moneyIn(account, cashOf(50000));

    expect(booked).toEqual([
      cashOf(50000),
      {
        kind: 'refund_due',
        amount: -36000,
        method: 'cash',
        reference: undefined,
        paymentId: undefined,
        note: 'Mehr bezahlt als offen: bitte erstatten',
        actor: 'admin',
      },
    ]);
    const after = accountOf(
      [
        line('deposit_card', 1000, '1T10:00:00'),
        line('cash_payment', 50000, '2T10:00:00'),
        line('refund_due', -36000, '2T10:00:00'),
      ],
      15000,
    );
    expect(after).toMatchObject({
      paidAmount: 51000,
      openAmount: 0,
      paidInFull: true,
      refundDueAmount: 36000,
    });
  });

  it('books the payment alone up to the open amount', () => {
    const account = accountOf([line('deposit_card', 1000, '1T10:00:00')], 15000);

    expect(moneyIn(account, cashOf(14000))).toEqual([cashOf(14000)]);
    expect(moneyIn(account, cashOf(5000))).toEqual([cashOf(5000)]);
  });

  it("keeps the card payment's reference and checkout on the refund due", () => {
    const account = accountOf([], 7000);
    const cardPayment = {
      kind: 'card_payment',
      amount: 10000,
      method: 'sumup',
      reference: 'chk-1 (TX1)',
      paymentId: 'p-1',
      actor: 'sumup',
    } as const;

    expect(moneyIn(account, cardPayment)[1]).toMatchObject({
      kind: 'refund_due',
      amount: -3000,
      method: 'sumup',
      reference: 'chk-1 (TX1)',
      paymentId: 'p-1',
    });
  });

  it('does not count money already flagged for refund as paid towards the fee', () => {
    const due = line('refund_due', -1000, '1T11:00:00');
    const account = accountOf(
      [line('deposit_card', 1000, '1T10:00:00'), line('deposit_card', 1000, '1T11:00:00'), due],
      15000,
    );

    expect(account.openAmount).toBe(13000);
    expect(moneyIn(account, cashOf(14000))).toEqual([cashOf(14000)]);
    expect(moneyIn(account, cashOf(15000))[1]).toMatchObject({ amount: -1000 });
  });
});

describe('correctionTo', () => {
  it('is the difference to the wanted paid amount', () => {
    expect(correctionTo({ paidAmount: 1000 }, 15000)).toBe(14000);
    expect(correctionTo({ paidAmount: 1000 }, 0)).toBe(-1000);
    expect(correctionTo({ paidAmount: 1000 }, 1000)).toBe(0);
  });
});

describe('LedgerEntry.book: the ledger accepts only whole cents with the sign of the kind', () => {
  it.each([
    ['cash_payment', 1, true],
    ['cash_payment', 0, false],
    ['cash_payment', -100, false],
    ['cash_payment', 12.5, false],
    ['cash_payment', Number.NaN, false],
    ['cash_payment', 10_000_000, true],
    ['cash_payment', 10_000_001, false],
    ['correction', -500, true],
    ['correction', 0, false],
    ['refund_due', -1000, true],
    ['refund_made', 1000, false],
    ['transfer_payment', 1, true],
    ['transfer_payment', 10_000_000, true],
    ['transfer_payment', -100, false],
    ['transfer_payment', 0, false],
  ] as const)('%s %d → %s', (kind, amount, valid) => {
    expect(isValidEntryAmount(kind, amount)).toBe(valid);
  });

  it('refuses an invalid amount with the German text', () => {
    expect(() =>
      LedgerEntry.book({
        vendorId: 'v',
        kind: 'cash_payment',
        amount: -1,
        actor: 'admin',
        createdAt: new Date(),
      }),
    ).toThrow('Bitte geben Sie einen gültigen Betrag ein');
  });

  it('trims the note and keeps an empty one as null', () => {
    const entry = LedgerEntry.book({
      vendorId: 'v',
      kind: 'correction',
      amount: 500,
      note: '   ',
      actor: 'admin',
      createdAt: new Date(),
    });

    expect(entry).toMatchObject({
      note: null,
      method: null,
      reference: null,
      settlesId: null,
      valueDate: null,
    });
  });

  it("keeps a transfer's value date (issue 30)", () => {
    const entry = LedgerEntry.book({
      vendorId: 'v',
      kind: 'transfer_payment',
      amount: 15000,
      method: 'bank_transfer',
      reference: 'ABCDE-12345',
      valueDate: '2026-11-27',
      actor: 'Anna Berger',
      createdAt: new Date(),
    });

    expect(entry).toMatchObject({ valueDate: '2026-11-27', reference: 'ABCDE-12345' });
  });
});

describe('a bank transfer in the account (issue 30, docs/decisions.md 227)', () => {
  const transfer = (amount: number, at: string) =>
    line('transfer_payment', amount, at, { method: 'bank_transfer' });

  it('counts as money in: paid, last payment, method Überweisung', () => {
    const lines = [line('cash_payment', 5000, '1T10:00:00'), transfer(10000, '2T09:00:00')];

    expect(accountOf(lines, 15000)).toMatchObject({
      paidAmount: 15000,
      openAmount: 0,
      paidInFull: true,
      paidAt: new Date('2026-12-02T09:00:00Z'),
      paymentMethod: 'bank_transfer',
      lastPaymentAt: new Date('2026-12-02T09:00:00Z'),
    });
  });

  it('a later cash payment is the method again', () => {
    const lines = [transfer(5000, '1T10:00:00'), line('cash_payment', 1000, '2T10:00:00')];

    expect(accountOf(lines, 15000).paymentMethod).toBe('cash');
  });

  it('books the part above what is owed as refund due with the transfer', () => {
    const account = accountOf([line('cash_payment', 10000, '1T10:00:00')], 15000);

    const entries = moneyIn(account, {
      kind: 'transfer_payment',
      amount: 8000,
      method: 'bank_transfer',
      reference: 'ABCDE-12345',
      valueDate: '2026-12-01',
      actor: 'Anna Berger',
    });

    expect(entries).toEqual([
      expect.objectContaining({ kind: 'transfer_payment', amount: 8000 }),
      expect.objectContaining({ kind: 'refund_due', amount: -3000, method: 'bank_transfer' }),
    ]);
  });

  it('with nothing open the whole transfer is refund due', () => {
    const account = accountOf([line('cash_payment', 15000, '1T10:00:00')], 15000);

    const entries = moneyIn(account, {
      kind: 'transfer_payment',
      amount: 2000,
      method: 'bank_transfer',
      actor: 'Anna Berger',
    });

    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['transfer_payment', 2000],
      ['refund_due', -2000],
    ]);
  });
});
