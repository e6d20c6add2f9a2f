import { depositPaymentPath } from '@standl/contracts';
import {
  boothSelectionUrl,
  formatIban,
  openAmount,
  statusKind,
  statusLabel,
} from './vendor-status';
import { formatViennaDateTime } from '../../lib/format';
import { i18nIn } from '../../test/i18n';
import { account, vendorStatus } from './testing/vendor-fixtures';

const german = i18nIn('de');

describe('vendor status rules', () => {
  it('treats pending as waiting, confirmed/paid/checked_in as confirmed, aufgebaut as set up and the rest as in review', () => {
    expect(statusKind('pending')).toBe('waiting');
    expect(statusKind('pending_payment')).toBe('deposit_due');
    expect(statusKind('approved')).toBe('deposit_paid');
    for (const status of ['confirmed', 'paid', 'checked_in']) {
      expect(statusKind(status)).toBe('confirmed');
    }
    expect(statusKind('aufgebaut')).toBe('set_up');
    expect(statusKind('withdrawn')).toBe('withdrawn');
    for (const status of ['rejected', 'archived', 'unbekannt']) {
      expect(statusKind(status)).toBe('in_review');
    }
  });

  it('names the statuses in German and keeps unknown values', () => {
    expect(statusLabel('pending', german)).toBe('Wartend');
    expect(statusLabel('pending_payment', german)).toBe('Anzahlung ausstehend');
    expect(statusLabel('paid', german)).toBe('Bezahlt');
    expect(statusLabel('neu', german)).toBe('neu');
  });

  it('computes the open amount, never below zero', () => {
    expect(openAmount({ totalAmount: 15000, paymentAmount: 1000 })).toBe(14000);
    expect(openAmount({ totalAmount: 7000, paymentAmount: 9000 })).toBe(0);
  });

  it('takes the open amount of a status answer from its ledger account', () => {
    expect(openAmount(vendorStatus({ account: account({ openAmount: 2500 }) }))).toBe(2500);
  });

  it('builds the payment and stall map links', () => {
    expect(depositPaymentPath('v-1')).toBe('/payment?vendorId=v-1&amount=10');
    expect(depositPaymentPath('v-1', 'ABCDE12345')).toBe(
      '/payment?vendorId=v-1&amount=10&accessCode=ABCDE12345',
    );
    expect(boothSelectionUrl('ABCDE12345')).toBe('/booth-self-selection?accessCode=ABCDE12345');
  });

  it('groups an IBAN in fours and shows instants in Vienna time', () => {
    expect(formatIban('at611904300234573201')).toBe('AT61 1904 3002 3457 3201');
    expect(formatViennaDateTime('2026-12-01T13:30:00Z')).toBe('1. Dez. 2026, 14:30 Uhr');
  });
});
