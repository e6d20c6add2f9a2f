import type { WithdrawalQuoteDto } from '@standl/contracts';
import { describe, expect, it } from 'vitest';
import { adminVendor } from './testing/admin-vendor-fixtures';
import {
  offersWithdrawal,
  validateWithdrawal,
  withdrawalBody,
  withdrawalEffect,
} from './withdrawal-rules';

const quote = (overrides: Partial<WithdrawalQuoteDto> = {}): WithdrawalQuoteDto => ({
  allowed: true,
  refusal: null,
  free: false,
  lastFreeDay: '2026-11-06',
  stallFee: 14000,
  feePercent: 50,
  feeAmount: 7000,
  paidAmount: 1000,
  refundAmount: 0,
  openAmount: 6000,
  boothNumber: 'AK-07',
  ...overrides,
});

describe('offersWithdrawal', () => {
  it('offers it before set-up, not to rejected or set-up vendors', () => {
    expect(offersWithdrawal(adminVendor({ status: 'confirmed', setUpAt: null }))).toBe(true);
    expect(offersWithdrawal(adminVendor({ status: 'pending', setUpAt: null }))).toBe(true);
    expect(offersWithdrawal(adminVendor({ status: 'rejected', setUpAt: null }))).toBe(false);
    expect(offersWithdrawal(adminVendor({ status: 'withdrawn', setUpAt: null }))).toBe(false);
    expect(
      offersWithdrawal(adminVendor({ status: 'aufgebaut', setUpAt: '2026-12-03T08:00:00.000Z' })),
    ).toBe(false);
  });
});

describe('withdrawalEffect', () => {
  it('leaves the rest of a fee open when less was paid', () => {
    expect(withdrawalEffect(quote(), false)).toEqual({ fee: 7000, refund: 0, open: 6000 });
  });

  it('refunds what was paid beyond the fee', () => {
    expect(withdrawalEffect(quote({ paidAmount: 14000 }), false)).toEqual({
      fee: 7000,
      refund: 7000,
      open: 0,
    });
  });

  it('refunds everything paid when the fee is waived or the withdrawal is free', () => {
    expect(withdrawalEffect(quote(), true)).toEqual({ fee: 0, refund: 1000, open: 0 });
    expect(withdrawalEffect(quote({ free: true, feeAmount: 0 }), false)).toEqual({
      fee: 0,
      refund: 1000,
      open: 0,
    });
  });
});

describe('validateWithdrawal and withdrawalBody', () => {
  const values = { reason: '', waive: false, waiverReason: '' };

  it('takes no reason at all, and no waiver reason without a waiver', () => {
    expect(validateWithdrawal(values)).toEqual({});
    expect(withdrawalBody({ ...values, reason: '  ', waiverReason: 'egal' })).toEqual({});
  });

  it('requires a waiver reason of 3 to 500 characters', () => {
    expect(validateWithdrawal({ ...values, waive: true })).toEqual({
      waiverReason: 'Bitte geben Sie an, warum die Rücktrittsgebühr erlassen wird',
    });
    expect(validateWithdrawal({ ...values, waive: true, waiverReason: ' ab ' })).toEqual({
      waiverReason: 'Der Grund für den Erlass muss mindestens 3 Zeichen lang sein',
    });
    expect(validateWithdrawal({ ...values, waive: true, waiverReason: 'x'.repeat(501) })).toEqual({
      waiverReason: 'Der Grund für den Erlass darf höchstens 500 Zeichen lang sein',
    });
    expect(validateWithdrawal({ ...values, reason: 'x'.repeat(501) })).toEqual({
      reason: 'Der Grund darf höchstens 500 Zeichen lang sein',
    });
  });

  it('sends the trimmed reason and the waiver with its reason', () => {
    expect(
      withdrawalBody({ reason: ' Krank ', waive: true, waiverReason: ' Attest liegt vor ' }),
    ).toEqual({ reason: 'Krank', waiveFee: true, waiverReason: 'Attest liegt vor' });
  });
});
