import type { WithdrawalQuoteDto } from '@standl/contracts';
import { offersWithdrawal, withdrawalFeeReason, withdrawalFeeText } from './withdrawal';

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
    expect(withdrawalFeeText(quote(), '2026-10-01')).toBe(
      'Kostenlos bis einschließlich 6. November 2026',
    );
    expect(withdrawalFeeText(quote(), '2026-11-06')).toBe(
      'Kostenlos bis einschließlich 6. November 2026',
    );
    expect(withdrawalFeeText(quote({ lastFreeDay: null }), '2026-10-01')).toBe('Kostenlos');
  });

  it('names the fee and its share after the deadline', () => {
    const late = quote({ free: false, feeAmount: 7000, refundAmount: 0, openAmount: 6000 });
    expect(withdrawalFeeText(late)).toBe('Rücktrittsgebühr 70,00\u00a0€ (50 % der Standgebühr)');
    expect(withdrawalFeeReason(late, '2026-11-20')).toBeNull();
  });

  it('explains a late withdrawal without a stall costs nothing', () => {
    const noStall = quote({ free: true, feeAmount: 0, stallFee: 0, boothNumber: null });
    expect(withdrawalFeeText(noStall, '2026-11-20')).toBe('Kostenlos');
    expect(withdrawalFeeReason(noStall, '2026-11-20')).toMatch(/noch keinen Standplatz/);
    expect(withdrawalFeeReason(noStall, '2026-11-01')).toBeNull();
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
