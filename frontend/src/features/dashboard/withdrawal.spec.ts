import type { WithdrawalQuoteDto } from '@standl/contracts';
import { i18nIn } from '../../test/i18n';
import { offersWithdrawal, withdrawalFeeReason, withdrawalFeeText } from './withdrawal';

const de = i18nIn('de');

function quote(overrides: Partial<WithdrawalQuoteDto> = {}): WithdrawalQuoteDto {
  return {
    allowed: true,
    refusal: null,
    free: true,
    lastFreeDay: '2026-11-06',
    stallFee: 14000,
    feePercent: 50,
    feeAmount: 0,
    paidAmount: 1000,
    refundAmount: 1000,
    openAmount: 0,
    boothNumber: 'AK-07',
    ...overrides,
  };
}

describe('withdrawal texts of the dashboard', () => {
  it('names the last free day while withdrawal is free, the deadline day included', () => {
    expect(withdrawalFeeText(de, quote(), '2026-10-01')).toBe(
      'Kostenlos bis einschließlich 6. November 2026',
    );
    expect(withdrawalFeeText(de, quote(), '2026-11-06')).toBe(
      'Kostenlos bis einschließlich 6. November 2026',
    );
    expect(withdrawalFeeText(de, quote({ lastFreeDay: null }), '2026-10-01')).toBe('Kostenlos');
  });

  it('names the fee and its share after the deadline', () => {
    const late = quote({ free: false, feeAmount: 7000, refundAmount: 0, openAmount: 6000 });
    expect(withdrawalFeeText(de, late)).toBe(
      'Rücktrittsgebühr 70,00\u00a0€ (50 % der Standgebühr)',
    );
    expect(withdrawalFeeReason(de, late, '2026-11-20')).toBeNull();
  });

  it('explains a late withdrawal without a stall costs nothing', () => {
    const noStall = quote({ free: true, feeAmount: 0, stallFee: 0, boothNumber: null });
    expect(withdrawalFeeText(de, noStall, '2026-11-20')).toBe('Kostenlos');
    expect(withdrawalFeeReason(de, noStall, '2026-11-20')).toMatch(/noch keinen Standplatz/);
    expect(withdrawalFeeReason(de, noStall, '2026-11-01')).toBeNull();
  });

  it('offers withdrawal until set-up, and not twice', () => {
    expect(offersWithdrawal('pending')).toBe(true);
    expect(offersWithdrawal('confirmed')).toBe(true);
    expect(offersWithdrawal('paid')).toBe(true);
    expect(offersWithdrawal('aufgebaut')).toBe(false);
    expect(offersWithdrawal('withdrawn')).toBe(false);
    expect(offersWithdrawal('rejected')).toBe(false);
  });
});

describe('withdrawal texts in English', () => {
  const en = i18nIn('en');

  it('names the last free day, the fee and its share in English formats', () => {
    expect(withdrawalFeeText(en, quote(), '2026-10-01')).toBe(
      'Free of charge up to and including 6 November 2026',
    );
    const late = quote({ free: false, feeAmount: 7000, refundAmount: 0, openAmount: 6000 });
    expect(withdrawalFeeText(en, late)).toBe('Withdrawal fee €70.00 (50% of the stall fee)');
    const noStall = quote({ free: true, feeAmount: 0, stallFee: 0, boothNumber: null });
    expect(withdrawalFeeText(en, noStall, '2026-11-20')).toBe('Free of charge');
    expect(withdrawalFeeReason(en, noStall, '2026-11-20')).toBe(
      'You do not have a stall yet, so no withdrawal fee applies.',
    );
  });
});
