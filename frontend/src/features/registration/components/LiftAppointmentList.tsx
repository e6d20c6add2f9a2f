import { LIFT_STATUS_LABELS, LIFT_TYPE_LABELS, type LiftAppointmentDto } from '@standl/contracts';
import { formatDate } from '../../../lib/format';
import { DetailRow, Note } from './SectionCard';

/** The vendor's lift appointments in short: type, day, slot and state (Geplant/Abgeschlossen). */
export function LiftAppointmentList({ appointments }: { appointments: LiftAppointmentDto[] }) {
  if (appointments.length === 0) return <Note>Noch keine Lift-Termine gebucht.</Note>;
  return (
    <div data-testid="lift-appointments">
      {appointments.map((appointment) => (
        <DetailRow
          key={appointment.id}
          label={LIFT_TYPE_LABELS[appointment.appointmentType] ?? appointment.appointmentType}
          value={`${formatDate(appointment.date)}, ${appointment.timeSlot} Uhr · ${
            LIFT_STATUS_LABELS[appointment.status] ?? appointment.status
          }`}
        />
      ))}
    </div>
  );
}
