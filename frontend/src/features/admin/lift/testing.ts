import type { AdminLiftAppointmentDto } from '@standl/contracts';

/** Test data of the lift tab: a planned set-up appointment booked by the organiser. */
export function liftAppointment(
  overrides: Partial<AdminLiftAppointmentDto> = {},
): AdminLiftAppointmentDto {
  return {
    id: 1,
    vendorId: '0b6c3f0e-5a3e-4c55-9d0a-7f1f2b3c4d5e',
    vendorName: 'Kerzenzieherei Huber',
    date: '2026-12-02',
    timeSlot: '06:30-07:00',
    appointmentType: 'setup',
    notes: null,
    status: 'booked',
    bookedBy: 'admin',
    createdAt: '2026-11-20T10:00:00.000Z',
    vendor: { name: 'Kerzenzieherei Huber', email: 'huber@example.at' },
    fitsSchedule: true,
    ...overrides,
  };
}
