import { describeVendorEvent } from './vendor-history.js';

describe('vendor history wording', () => {
  it('tells an invoice and its cancellation with their numbers', () => {
    expect(
      describeVendorEvent('payments.invoice-issued.v1', {
        number: '2026-0003',
        kind: 'invoice',
        cancelsNumber: null,
        grossAmount: 15000,
      }),
    ).toEqual({ title: 'Rechnung erstellt', detail: '2026-0003 über 150,00\u00a0€' });
    expect(
      describeVendorEvent('payments.invoice-issued.v1', {
        number: '2026-0004',
        kind: 'cancellation',
        cancelsNumber: '2026-0003',
        grossAmount: -15000,
      }),
    ).toEqual({ title: 'Stornorechnung erstellt', detail: '2026-0004 zu Rechnung 2026-0003' });
  });

  it('leaves out events that do not belong in the history', () => {
    expect(describeVendorEvent('booths.booth-released.v1', { reason: 'reassigned' })).toBeNull();
    expect(describeVendorEvent('unknown.event.v1', {})).toBeNull();
  });
});
