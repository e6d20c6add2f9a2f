import {
  dayMonthYear,
  liftTypeLabel,
  longDate,
  money,
  slotTime,
  stallFee,
  statusLabel,
  viennaMinute,
} from './mail-language.js';

/** The no-break space before '€' (German amounts, decision 1). */
const nbsp = (text: string) => text.replace(/ €/g, '\u00a0€');

describe('the words of a mail in its language (issue 33)', () => {
  it('writes money the Austrian way in German and through Intl en-GB in English', () => {
    expect(money(12_345, 'de')).toBe(nbsp('123,45 €'));
    expect(money(1_000, 'en')).toBe('€10.00');
    expect(money(123_450, 'en')).toBe('€1,234.50');
  });

  it('writes days and Vienna times in each language', () => {
    expect(longDate('2026-12-02', 'de')).toBe('Mittwoch, 2. Dezember 2026');
    expect(longDate('2026-12-02', 'en')).toBe('Wednesday, 2 December 2026');
    expect(dayMonthYear('2026-12-01', 'en')).toBe('1 December 2026');
    expect(dayMonthYear('2026-12-01', 'de')).toBe('1. Dezember 2026');
    const instant = new Date('2026-12-03T13:35:00Z');
    expect(viennaMinute(instant, 'de')).toBe('3. Dezember 2026, 14:35 Uhr');
    expect(viennaMinute(instant, 'en')).toBe('3 December 2026, 14:35 (Vienna time)');
  });

  it('names the lift slot, its type and the status', () => {
    expect(slotTime('07:00-07:30', 'de')).toBe('07:00 bis 07:30');
    expect(slotTime('07:00-07:30', 'en')).toBe('07:00 to 07:30');
    expect(liftTypeLabel('breakdown', 'de')).toBe('Abbau');
    expect(liftTypeLabel('breakdown', 'en')).toBe('teardown');
    expect(statusLabel('pending_payment', 'de')).toBe('Anzahlung ausstehend');
    expect(statusLabel('pending_payment', 'en')).toBe('Deposit outstanding');
  });

  it('states a fee with surcharges in its parts, a plain fee as one amount', () => {
    const detail = {
      base: 15_000,
      surcharges: [
        { kind: 'water' as const, amount: 1_000 },
        { kind: 'covered' as const, amount: 500 },
      ],
    };
    expect(stallFee(16_500, detail, 'en')).toBe(
      '€165.00 (stall fee €150.00 + water surcharge €10.00 + roofing surcharge €5.00)',
    );
    expect(stallFee(16_500, detail, 'de')).toBe(
      nbsp('165,00 € (Standgebühr 150,00 € + Zuschlag Wasser 10,00 € + Zuschlag Überdacht 5,00 €)'),
    );
    expect(stallFee(15_000, null, 'en')).toBe('€150.00');
  });
});
