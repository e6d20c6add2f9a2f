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

describe('vendor history of the lift', () => {
  const slot = { date: '2026-12-02', timeSlot: '06:00-06:30', appointmentType: 'setup' };

  it('tells bookings, moves, cancellations and completion with the slot', () => {
    expect(
      describeVendorEvent('lift.appointment-booked.v1', { ...slot, bookedBy: 'admin' }),
    ).toEqual({
      title: 'Lift-Termin gebucht',
      detail: 'Aufbau, 2.12.2026, 06:00-06:30 (vom Veranstalter)',
    });
    expect(
      describeVendorEvent('lift.appointment-moved.v1', {
        ...slot,
        previous: { date: '2026-12-01', timeSlot: '07:00-07:30', appointmentType: 'setup' },
      }),
    ).toEqual({
      title: 'Lift-Termin verschoben',
      detail: 'Aufbau, 2.12.2026, 06:00-06:30, vorher 1.12.2026, 07:00-07:30',
    });
    expect(describeVendorEvent('lift.appointment-cancelled.v1', { ...slot, by: 'vendor' })).toEqual(
      { title: 'Lift-Termin storniert', detail: 'Aufbau, 2.12.2026, 06:00-06:30' },
    );
    expect(
      describeVendorEvent('lift.appointment-cancelled.v1', {
        ...slot,
        appointmentType: 'breakdown',
        by: 'admin',
      }),
    ).toEqual({ title: 'Lift-Termin gelöscht', detail: 'Abbau, 2.12.2026, 06:00-06:30' });
  });
});
