import { invoiceForm, isSmallAmountInvoice } from './invoice-form.js';

describe('invoice form (§ 11 Abs. 6 UStG)', () => {
  it('issues the full invoice whenever the billing address is known', () => {
    expect(invoiceForm(7_500, true)).toBe('full');
    expect(invoiceForm(120_000, true)).toBe('full');
  });

  it('issues a Kleinbetragsrechnung without an address up to 400,00 € gross', () => {
    expect(invoiceForm(7_500, false)).toBe('small-amount');
    expect(invoiceForm(40_000, false)).toBe('small-amount');
  });

  it('refuses without an address above 400,00 € gross', () => {
    expect(invoiceForm(40_001, false)).toBeNull();
    expect(invoiceForm(120_000, false)).toBeNull();
  });

  it('recognises a printed recipient without address as a Kleinbetragsrechnung', () => {
    expect(isSmallAmountInvoice({ street: null })).toBe(true);
    expect(isSmallAmountInvoice({ street: 'Hauptplatz 3' })).toBe(false);
  });
});
