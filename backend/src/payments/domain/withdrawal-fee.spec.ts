import { withdrawalFee, withdrawalMoney } from './withdrawal-fee.js';

const base = {
  marketStartDate: '2026-12-04',
  withdrawalFreeDays: 28,
  withdrawalFeePercent: 50,
  stallFee: 14_000,
};

describe('withdrawalFee', () => {
  it('is free up to and including the last free day (market start − 28 days, Vienna)', () => {
    // 6 November 2026, 23:59:59 in Vienna (UTC+1) is still the deadline day.
    const fee = withdrawalFee({ ...base, now: new Date('2026-11-06T22:59:59Z') });
    expect(fee).toEqual({
      free: true,
      lastFreeDay: '2026-11-06',
      stallFee: 14_000,
      feePercent: 50,
      feeAmount: 0,
    });
  });

  it('costs the share of the stall fee from Vienna midnight after the deadline day', () => {
    // 23:00 UTC on 6 November is already 7 November, 00:00 in Vienna.
    const fee = withdrawalFee({ ...base, now: new Date('2026-11-06T23:00:00Z') });
    expect(fee.free).toBe(false);
    expect(fee.feeAmount).toBe(7_000);
  });

  it('reads the deadline day in Vienna, not UTC', () => {
    // Still 6 November in UTC, but 7 November in Vienna: the fee is due.
    expect(withdrawalFee({ ...base, now: new Date('2026-11-06T23:30:00Z') }).feeAmount).toBe(7_000);
    // Already 6 November in Vienna while UTC says 5 November: free.
    expect(withdrawalFee({ ...base, now: new Date('2026-11-05T23:30:00Z') }).free).toBe(true);
  });

  it('follows the settings: days and share', () => {
    const fee = withdrawalFee({
      ...base,
      withdrawalFreeDays: 14,
      withdrawalFeePercent: 30,
      now: new Date('2026-11-21T12:00:00Z'),
    });
    expect(fee.lastFreeDay).toBe('2026-11-20');
    expect(fee.feeAmount).toBe(4_200);
  });

  it('rounds half a cent up', () => {
    const fee = withdrawalFee({
      ...base,
      stallFee: 12_345,
      now: new Date('2026-12-01T12:00:00Z'),
    });
    expect(fee.feeAmount).toBe(6_173);
  });

  it('is free without a market start date', () => {
    const fee = withdrawalFee({
      ...base,
      marketStartDate: null,
      now: new Date('2026-12-24T12:00:00Z'),
    });
    expect(fee).toMatchObject({ free: true, lastFreeDay: null, feeAmount: 0 });
  });

  it('costs nothing without a stall (none or a mere hold), even late', () => {
    const fee = withdrawalFee({ ...base, stallFee: null, now: new Date('2026-12-01T12:00:00Z') });
    expect(fee).toMatchObject({ free: true, feeAmount: 0, stallFee: 0 });
  });

  it('crosses the summer-time change correctly (free days counted in calendar days)', () => {
    const fee = withdrawalFee({
      ...base,
      marketStartDate: '2026-04-10',
      now: new Date('2026-03-13T22:59:59Z'),
    });
    expect(fee.lastFreeDay).toBe('2026-03-13');
    expect(fee.free).toBe(true);
  });
});

describe('withdrawalMoney', () => {
  it('refunds what was paid beyond the fee', () => {
    expect(withdrawalMoney(0, { paidAmount: 1_000, refundDueAmount: 0 })).toEqual({
      refundAmount: 1_000,
      openAmount: 0,
    });
    expect(withdrawalMoney(7_000, { paidAmount: 14_000, refundDueAmount: 0 })).toEqual({
      refundAmount: 7_000,
      openAmount: 0,
    });
  });

  it('leaves the rest of the fee open when less was paid', () => {
    expect(withdrawalMoney(7_000, { paidAmount: 1_000, refundDueAmount: 0 })).toEqual({
      refundAmount: 0,
      openAmount: 6_000,
    });
  });

  it('does not flag money twice that is already due back', () => {
    expect(withdrawalMoney(0, { paidAmount: 1_500, refundDueAmount: 500 })).toEqual({
      refundAmount: 1_000,
      openAmount: 0,
    });
  });
});
