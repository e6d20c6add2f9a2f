import {
  cashPaymentMessage,
  implausibleAmountMessage,
  isAmountRefusal,
  isImplausiblePayment,
  PAYMENT_MESSAGES,
  overpaymentOf,
  overpaymentWarning,
  remindersSentMessage,
} from './payments.js';

describe('overpaymentOf: the part of a payment above what the vendor owes', () => {
  it('500 € against a 150 € fee with the 10 € deposit paid: 140 € owed, 360 € too much', () => {
    expect(
      overpaymentOf({ totalAmount: 15000, paidAmount: 1000, refundDueAmount: 0 }, 50000),
    ).toEqual({ owed: 14000, excess: 36000 });
  });

  it('nothing too much up to the amount owed', () => {
    const account = { totalAmount: 15000, paidAmount: 1000, refundDueAmount: 0 };
    expect(overpaymentOf(account, 14000).excess).toBe(0);
    expect(overpaymentOf(account, 100).excess).toBe(0);
  });

  it('money already flagged for refund is not counted as kept: a second deposit does not make the fee smaller', () => {
    // Two deposits of 10 €, one flagged for refund: 140 € still owed, not 130 €.
    expect(
      overpaymentOf({ totalAmount: 15000, paidAmount: 2000, refundDueAmount: 1000 }, 14000),
    ).toEqual({ owed: 14000, excess: 0 });
  });

  it('everything is too much without a fee or once paid in full', () => {
    expect(overpaymentOf({ totalAmount: 0, paidAmount: 0, refundDueAmount: 0 }, 500).excess).toBe(
      500,
    );
    expect(
      overpaymentOf({ totalAmount: 15000, paidAmount: 16000, refundDueAmount: 0 }, 500),
    ).toEqual({ owed: 0, excess: 500 });
  });
});

describe('the texts of an overpayment and of the reminders', () => {
  it('names both amounts in Austrian format', () => {
    expect(overpaymentWarning(14000, 36000)).toBe(
      'Der Betrag übersteigt den offenen Betrag von 140,00\u00a0€ um 360,00\u00a0€. Der Überschuss wird als Rückerstattung vorgemerkt.',
    );
    expect(cashPaymentMessage(36000)).toBe(
      'Barzahlung verbucht. 360,00\u00a0€ zu viel bezahlt: als Rückerstattung vorgemerkt.',
    );
    expect(cashPaymentMessage(0)).toBe('Barzahlung verbucht');
  });

  it('counts sent and skipped reminders in singular and plural', () => {
    expect(remindersSentMessage(3, 0)).toBe('3 Zahlungserinnerungen versendet.');
    expect(remindersSentMessage(1, 1)).toBe(
      '1 Zahlungserinnerung versendet; 1 aufgebauter Händler ohne offenen Betrag übersprungen.',
    );
    expect(remindersSentMessage(0, 4)).toBe(
      '0 Zahlungserinnerungen versendet; 4 aufgebaute Händler ohne offenen Betrag übersprungen.',
    );
  });
});

describe('an amount plainly in the wrong unit', () => {
  it('is a payment of 100 times what is owed or more (140 € owed: the open amount typed in cents is refused)', () => {
    expect(isImplausiblePayment(1_399_999, 14000)).toBe(false);
    expect(isImplausiblePayment(1_400_000, 14000)).toBe(true);
    expect(isImplausiblePayment(50000, 14000)).toBe(false);
    expect(isImplausiblePayment(500, 0)).toBe(false);
  });

  it("is refused with 'Ungültiger Betrag', naming both amounts and, for the API, the unit", () => {
    const message = implausibleAmountMessage(1_400_000, 14000, { centsHint: true });
    expect(message.replace(/\s/g, ' ')).toBe(
      'Ungültiger Betrag: 14 000,00 € ist das Hundertfache des offenen Betrags von 140,00 € oder mehr. Beträge werden in Cent übermittelt (14000 = 140,00 €).',
    );
    expect(isAmountRefusal(message)).toBe(true);
    expect(isAmountRefusal(PAYMENT_MESSAGES.invalidAmount)).toBe(true);
    expect(isAmountRefusal(PAYMENT_MESSAGES.nothingOpen)).toBe(false);
    expect(isAmountRefusal(null)).toBe(false);
  });
});
