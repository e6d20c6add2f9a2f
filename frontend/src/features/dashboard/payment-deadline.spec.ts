import { i18nIn } from '../../test/i18n';
import { paymentDeadline } from './payment-deadline';

const de = i18nIn('de');

describe('paymentDeadline', () => {
  it('names 15 November of the market year up to and including that day in Vienna', () => {
    expect(paymentDeadline(de, 2026, new Date('2026-10-01T10:00:00Z'))).toBe(
      'bis 15. November 2026, spätestens bis Marktende',
    );
    // 23:30 UTC on 15 November is already 16 November in Vienna, 22:30 UTC is not.
    expect(paymentDeadline(de, 2026, new Date('2026-11-15T22:30:00Z'))).toBe(
      'bis 15. November 2026, spätestens bis Marktende',
    );
  });

  it('says only "spätestens bis Marktende" once 15 November has passed in Vienna', () => {
    expect(paymentDeadline(de, 2026, new Date('2026-11-15T23:30:00Z'))).toBe(
      'spätestens bis Marktende',
    );
    expect(paymentDeadline(de, 2026, new Date('2026-12-05T09:00:00Z'))).toBe(
      'spätestens bis Marktende',
    );
    expect(paymentDeadline(de, 2025, new Date('2026-01-10T09:00:00Z'))).toBe(
      'spätestens bis Marktende',
    );
  });
});

describe('paymentDeadline in English', () => {
  it('names the same deadlines for an English page', () => {
    const en = i18nIn('en');
    expect(paymentDeadline(en, 2026, new Date('2026-10-01T10:00:00Z'))).toBe(
      'by 15 November 2026, or by the end of the market at the latest',
    );
    expect(paymentDeadline(en, 2026, new Date('2026-11-15T23:30:00Z'))).toBe(
      'by the end of the market at the latest',
    );
  });
});
