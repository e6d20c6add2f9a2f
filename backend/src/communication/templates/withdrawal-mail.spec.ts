import { withdrawalSummary } from './withdrawal-mail.js';

const withdrawn = {
  by: 'vendor' as const,
  boothNumber: 'AK-07',
  areaName: 'Arkadenhof',
  stallFee: 14_000,
  feeAmount: 0,
  feePercent: 50,
  free: true,
  lastFreeDay: '2026-11-06',
  waived: false,
  waiverReason: null,
  reason: null,
  paidAmount: 1_000,
  refundAmount: 1_000,
};

describe('withdrawalSummary', () => {
  it('tells a free withdrawal with the deposit refunded in full', () => {
    expect(withdrawalSummary(withdrawn, 0, 'IBAN …')).toBe(
      'Ihr Standplatz AK-07 (Arkadenhof) ist freigegeben, gebuchte Lift-Termine sind storniert. ' +
        'Der Rücktritt ist kostenlos (bis einschließlich 6. November 2026). ' +
        'Von Ihren Zahlungen (10,00\u00a0€) erstatten wir Ihnen 10,00\u00a0€.',
    );
  });

  it('tells the fee and what is still open, with the bank details', () => {
    const text = withdrawalSummary(
      { ...withdrawn, free: false, feeAmount: 7_000, refundAmount: 0 },
      6_000,
      'IBAN AT61 1904 3002 3457 3201, Verwendungszweck: ABCDE-12345',
    );
    expect(text).toContain('Die Rücktrittsgebühr beträgt 70,00\u00a0€ (50 % der Standgebühr).');
    expect(text).toContain(
      'noch 60,00\u00a0€ offen. Bitte überweisen Sie den Betrag: IBAN AT61 1904 3002 3457 3201, Verwendungszweck: ABCDE-12345.',
    );
    expect(text).not.toContain('erstatten');
  });

  it('tells a waived fee', () => {
    const text = withdrawalSummary(
      { ...withdrawn, free: false, waived: true, waiverReason: 'Krankheit' },
      0,
      '',
    );
    expect(text).toContain('Die Rücktrittsgebühr wurde vom Veranstalter erlassen.');
  });

  it('leaves out the stall when there was none', () => {
    const text = withdrawalSummary(
      { ...withdrawn, boothNumber: null, areaName: null, refundAmount: 0, paidAmount: 0 },
      0,
      '',
    );
    expect(text).toBe('Gebuchte Lift-Termine sind storniert. Der Rücktritt ist kostenlos.');
  });

  it('tells it in English for an English text (issue 33)', () => {
    expect(withdrawalSummary(withdrawn, 0, '', 'en')).toBe(
      'Your stall AK-07 (Arkadenhof) has been released and any lift slots you booked have been cancelled. ' +
        'Withdrawing is free of charge (up to and including 6 November 2026). ' +
        'Of your payments (€10.00) we will refund €10.00 to you.',
    );
    const owed = withdrawalSummary(
      { ...withdrawn, free: false, feeAmount: 7_000, refundAmount: 0 },
      6_000,
      'IBAN AT61 1904 3002 3457 3201, Payment reference: ABCDE-12345',
      'en',
    );
    expect(owed).toContain('The withdrawal fee is €70.00 (50% of the stall fee).');
    expect(owed).toContain(
      '€60.00 of the withdrawal fee is still outstanding. Please transfer the amount: IBAN AT61 1904 3002 3457 3201, Payment reference: ABCDE-12345.',
    );
    expect(withdrawalSummary({ ...withdrawn, free: false, waived: true }, 0, '', 'en')).toContain(
      'The organiser has waived the withdrawal fee.',
    );
  });
});
